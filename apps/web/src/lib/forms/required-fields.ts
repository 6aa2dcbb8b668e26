import type { z } from 'zod';

/**
 * Which fields a schema requires, read from the schema itself so the marks and the checks
 * cannot disagree. Read by shape, not by `instanceof`: this module must not load zod's runtime
 * (the sign-in page defers it).
 */
interface TSchemaParts {
  shape?: Record<string, z.ZodType>;
  /** A pipe: an object's own `.transform()` keeps the object in `in`; `z.preprocess` puts the schema in `out`. */
  in?: z.ZodType;
  out?: z.ZodType;
  /** A list's item. */
  element?: z.ZodType;
  unwrap?: () => z.ZodType;
}

/** The schema of the field at a dot path ('person.firstName', 'areas.0.stateId'), or null. */
function schemaAt(schema: z.ZodType, segments: readonly string[]): z.ZodType | null {
  let current: z.ZodType | undefined = schema;
  for (const segment of segments) {
    current = childOf(current, segment);
    if (!current) return null;
  }
  return current;
}

function childOf(schema: z.ZodType, segment: string): z.ZodType | undefined {
  const parts = schema as unknown as TSchemaParts;
  if (parts.shape) return parts.shape[segment];
  if (/^\d+$/.test(segment) && parts.element) return parts.element;
  if (parts.in || parts.out) {
    const fromIn = parts.in ? childOf(parts.in, segment) : undefined;
    return fromIn ?? (parts.out ? childOf(parts.out, segment) : undefined);
  }
  // Optional, nullable, defaulted: the inner object holds the fields.
  return parts.unwrap ? childOf(parts.unwrap(), segment) : undefined;
}

/** Whether the field holds a list (a multi-select): its empty is [] too. */
function isList(schema: z.ZodType): boolean {
  const parts = schema as unknown as TSchemaParts;
  if (parts.element) return true;
  if (parts.out) return isList(parts.out);
  return parts.unwrap ? isList(parts.unwrap()) : false;
}

/**
 * Nothing typed, in each form an input holds it: a field that accepts none of them must be
 * filled. [] is asked of lists only: a coerced number reads it as 0.
 */
const emptyInputsOf = (field: z.ZodType): readonly unknown[] => (isList(field) ? [undefined, null, '', []] : [undefined, null, '']);

/** Whether `path` must be filled for `schema` to accept the form (false for a field the schema does not name). */
export function isRequiredIn(schema: z.ZodType, path: string): boolean {
  const field = schemaAt(schema, path.split('.'));
  return field !== null && emptyInputsOf(field).every((empty) => !field.safeParse(empty).success);
}

/** `isRequiredIn` for one schema, remembered per path (inputs ask on every render). */
export function requiredFieldsOf(schema: z.ZodType): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let required = known.get(path);
    if (required === undefined) {
      required = isRequiredIn(schema, path);
      known.set(path, required);
    }
    return required;
  };
}
