import { useForm, type FormErrors } from '@mantine/form';
import { useCallback, useMemo, useRef, type FormEvent } from 'react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { useErrorFocus } from './first-error';
import { requiredFieldsOf } from './required-fields';

type TFormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** The part of a value at a dot path ('branches.1.name'), or undefined. */
function valueAt(values: unknown, segments: readonly string[]): unknown {
  let current = values;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * The field an error belongs on. Errors about one item of a list of plain values
 * ('roleIds.0') go on the list's own input ('roleIds'); items that are objects keep their
 * path ('branches.1.name'), as each has inputs of its own.
 */
export function fieldPathOf(values: unknown, path: string): string {
  const segments = path.split('.');
  while (segments.length > 1 && /^\d+$/.test(segments.at(-1) ?? '')) {
    const item = valueAt(values, segments);
    if (item !== null && typeof item === 'object') break;
    segments.pop();
  }
  return segments.join('.');
}

/** Errors keyed by field path, the first message for each field winning. */
function onFields(values: unknown, errors: Iterable<readonly [string, string | undefined]>): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [path, message] of errors) {
    const field = fieldPathOf(values, path);
    if (message && placed[field] === undefined) placed[field] = message;
  }
  return placed;
}

/** The schema's problems with `values`, keyed by field, the first issue of each field winning. */
function schemaErrors(schema: TFormSchema, values: Record<string, unknown>): FormErrors {
  // Issue order: the first problem found on a field is the one to fix first.
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return onFields(
    values,
    Object.entries(resolve(values))
      .map(([path, error]) => [path, String(error)] as const)
      .reverse(),
  );
}

/**
 * One form mechanism for every screen: @mantine/form, validated on submit by the same zod
 * schema the API validates with (packages/shared), nested objects and lists included. The
 * submit handler receives the schema's output (trimmed, defaults applied). Every input bound
 * with getInputProps is marked required when the schema requires its field (`isRequired`
 * answers for inputs bound by hand), and a refused Save, or the server's field errors, take
 * the person to the first field in error (first-error.ts).
 */
export function useSchemaForm<TSchema extends TFormSchema>(schema: TSchema, initialValues: z.input<TSchema>) {
  const isRequired = useMemo(() => requiredFieldsOf(schema), [schema]);
  const form = useForm<z.input<TSchema>, z.output<TSchema>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, values),
    transformValues: (values) => schema.parse(values),
    // Checkboxes and radios hold a value whatever is done: only inputs that can be left empty are marked.
    enhanceGetInputProps: ({ field, options }) => (options.type === 'input' && isRequired(String(field)) ? { required: true } : undefined),
  });
  /** Values found after the form opened (a default country): put in without counting as the person's change. */
  const setDefaultValues = (values: Partial<z.input<TSchema>>) => {
    const isClean = !form.isDirty();
    form.setValues(values);
    if (isClean) form.resetDirty({ ...form.getValues(), ...values });
  };
  return { ...useErrorFocus(form), isRequired, setDefaultValues };
}

/**
 * The same form for a page that must show before zod has loaded (the sign-in page): the
 * schema is fetched on the first keystroke, or on submit at the latest, and then validates
 * exactly as `useSchemaForm` does.
 */
export function useDeferredSchemaForm<TSchema extends TFormSchema>(loadSchema: () => Promise<TSchema>, initialValues: z.input<TSchema>) {
  const schema = useRef<TSchema | null>(null);
  const form = useErrorFocus(
    useForm<z.input<TSchema>, z.output<TSchema>>({
      mode: 'controlled',
      initialValues,
      validate: (values) => (schema.current ? schemaErrors(schema.current, values) : {}),
      transformValues: (values) => (schema.current ? schema.current.parse(values) : values) as z.output<TSchema>,
    }),
  );
  const load = useCallback(async () => (schema.current ??= await loadSchema()), [loadSchema]);
  const { onSubmit: submitLoaded } = form;
  const onSubmit = useCallback(
    (handler: (values: z.output<TSchema>) => void | Promise<unknown>) => (event?: FormEvent) => {
      event?.preventDefault();
      void load().then(() => submitLoaded(handler)());
    },
    [load, submitLoaded],
  );
  return { ...form, onSubmit, preload: () => void load() };
}

/** What placing server errors needs of a form: a useSchemaForm form, or a screen's own state behind the same two calls. */
export interface TServerErrorForm {
  getValues(): Record<string, unknown>;
  setErrors(errors: Record<string, string>): void;
  /** Takes the person to the first field in error (a useSchemaForm form does). */
  revealErrors?(): void;
}

/**
 * Puts the server's field errors (the API's `fieldErrors`, keyed by the body's paths) under
 * this form's fields; `fieldAliases` renames a top-level server field the form calls
 * otherwise. True when every one of them landed on a field the form shows (not one of
 * `hiddenFields`), so nothing else need report the failure.
 */
export function placeServerErrors(
  form: TServerErrorForm,
  error: unknown,
  { fieldAliases = {}, hiddenFields = [] }: { fieldAliases?: Readonly<Record<string, string>>; hiddenFields?: readonly string[] } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = form.getValues();
  const paths = Object.entries(error.fieldErrors).map(([path, messages]) => {
    const [head = '', ...rest] = path.split('.');
    const field = fieldAliases[head] ?? head;
    return { field, path: [field, ...rest].join('.'), message: messages[0] };
  });
  const onForm = paths.filter(({ field }) => Object.hasOwn(values, field));
  const placed = onFields(
    values,
    onForm.map(({ path, message }) => [path, message] as const),
  );
  if (Object.keys(placed).length > 0) {
    form.setErrors(placed);
    form.revealErrors?.();
  }
  return paths.length > 0 && onForm.length === paths.length && onForm.every(({ field }) => !hiddenFields.includes(field));
}
