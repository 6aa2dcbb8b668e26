import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-error';

/**
 * The server names a step's fields under `data.` (the PUT body) or `<step>.` (the submit):
 * puts them on this step's fields. False when none landed, so the caller shows the message.
 */
export function stepErrorsOf(error: unknown, prefixes: readonly string[], fields: readonly string[]): FormErrors | null {
  if (!(error instanceof ApiError)) return null;
  const placed: FormErrors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const prefix = prefixes.find((p) => path.startsWith(`${p}.`));
    const field = prefix ? path.slice(prefix.length + 1).split('.')[0] : undefined;
    if (field && fields.includes(field) && placed[field] === undefined) placed[field] = messages[0];
  }
  return Object.keys(placed).length ? placed : null;
}

/** A message for what did not land on a field. */
export const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : 'Something went wrong. Check your connection and try again.');

/** Saving a step: field errors go on the fields, anything else shows above the buttons. */
export function useStepSave<TValues extends Record<string, unknown>>(form: {
  getValues: () => TValues;
  setErrors: (errors: FormErrors) => void;
  revealErrors: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  async function run(save: () => Promise<unknown>): Promise<void> {
    setFormError(null);
    try {
      await save();
    } catch (error) {
      const onFields = stepErrorsOf(error, ['data'], Object.keys(form.getValues()));
      if (onFields) {
        form.setErrors(onFields);
        form.revealErrors();
      } else setFormError(messageOf(error));
    }
  }
  return { formError, run };
}
