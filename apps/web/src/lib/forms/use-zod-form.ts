import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api-error';

export type TFieldErrors = Partial<Record<string, string>>;

/** Flattens zod issues to one message per top-level field, the first one winning. */
function issuesToErrors(issues: readonly z.core.$ZodIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A small controlled-form hook: the same zod schema the server uses validates on submit;
 * server field errors (400 fieldErrors) land under the same fields.
 */
export function useZodForm<TSchema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: TSchema,
  initialValues: z.input<TSchema>,
) {
  type TValues = z.input<TSchema>;
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const setFieldValue = useCallback(<K extends keyof TValues & string>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The user is fixing it: the old message no longer describes what is typed.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /**
   * Puts the server's field errors under this form's fields (`aliases` maps a server field
   * to a form field when their names differ). False when none landed on a field, so the
   * caller shows the error another way and nothing is swallowed.
   */
  const setServerErrors = useCallback(
    (error: unknown, aliases: Partial<Record<string, keyof TValues & string>> = {}): boolean => {
      if (!(error instanceof ApiError)) return false;
      const fields = new Set(Object.keys(initialValues as Record<string, unknown>));
      const entries = Object.entries(error.fieldErrors)
        .map(([path, messages]) => [aliases[path.split('.')[0]] ?? path.split('.')[0], messages[0]] as const)
        .filter(([field, message]) => fields.has(field) && Boolean(message));
      if (entries.length === 0) return false;
      setErrors(Object.fromEntries(entries));
      return true;
    },
    [initialValues],
  );

  const handleSubmit = useCallback(
    (onValid: (data: z.output<TSchema>) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault();
      const result = schema.safeParse(values);
      if (!result.success) {
        setErrors(issuesToErrors(result.error.issues));
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    },
    [schema, values],
  );

  /** Props for a Mantine text-like input bound to one field. */
  const textProps = <K extends keyof TValues & string>(field: K) => ({
    name: field,
    value: String(values[field] ?? ''),
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setFieldValue(field, event.currentTarget.value as TValues[K]),
  });

  return { values, errors, isSubmitting, setFieldValue, setErrors, setServerErrors, handleSubmit, textProps };
}
