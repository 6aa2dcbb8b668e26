import { REGISTRATION_HONEYPOT_FIELD } from '@procura/shared';

/**
 * A field for bots only: off-screen, hidden from assistive technology and out of the tab
 * order, so people never fill it. The server answers a filled one as if all went well.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = `registration-${REGISTRATION_HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>Fax number (leave this empty)</label>
      <input
        id={id}
        name={REGISTRATION_HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
