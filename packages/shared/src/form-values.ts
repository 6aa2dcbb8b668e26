import { z } from 'zod';

/*
 * How an empty input reads, for every form schema: a cleared text box or number input sends
 * '' and means "none", stored as null, never as ''.
 */

export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Free text that may be left empty. */
export const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, `Keep it under ${max} characters.`).nullable().optional());
