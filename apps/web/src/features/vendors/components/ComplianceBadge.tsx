import { Tooltip } from '@mantine/core';
import { VENDOR_COMPLIANCE_STATE_DESCRIPTIONS, type TVendorComplianceState } from '@procura/shared';
import { StatusBadge, type TStatusTone } from '../../../components/StatusBadge';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed, IconCircleX } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';

const ICONS = { COMPLIANT: IconCircleCheck, EXPIRING: IconAlertTriangle, EXPIRED: IconCircleX, MISSING: IconCircleDashed } as const;
const TONES: Record<TVendorComplianceState, TStatusTone> = { COMPLIANT: 'positive', EXPIRING: 'attention', EXPIRED: 'negative', MISSING: 'neutral' };
const SHORT_LABELS: Record<TVendorComplianceState, string> = { COMPLIANT: 'Compliant', EXPIRING: 'Expiring', EXPIRED: 'Expired', MISSING: 'Missing' };

interface TComplianceBadgeProps {
  state: TVendorComplianceState;
  /** The earliest certificate expiry: an expiring badge says when. */
  expiresOn?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The vendor's compliance state, the same badge wherever a vendor appears (issue #9 item 2).
 * Colour is never the only signal: each state has its own word and icon.
 */
export function ComplianceBadge({ state, expiresOn, size = 'sm' }: TComplianceBadgeProps) {
  const Icon = ICONS[state];
  const when = state === 'EXPIRING' || state === 'EXPIRED' ? formatDate(expiresOn) : '';
  const label = when ? `${SHORT_LABELS[state]} ${when}` : SHORT_LABELS[state];
  return (
    <Tooltip label={VENDOR_COMPLIANCE_STATE_DESCRIPTIONS[state]} withArrow multiline maw={260} events={{ hover: true, focus: false, touch: false }}>
      <span data-compliance={state} style={{ display: 'inline-flex' }}>
        <StatusBadge label={label} tone={TONES[state]} size={size} icon={<Icon aria-hidden size={size === 'sm' ? 12 : 14} />} />
      </span>
    </Tooltip>
  );
}
