import { z } from 'zod';
import { ZRfpAddendumDocumentSchema } from './rfp-attachments.js';
import { ZRfpLinesAddSchema } from './rfp-lines.js';

/*
 * Addenda (docs/rfp.md "Addenda"): every change to a published RFP is a numbered addendum that
 * says what changed. Extending the due time is one; an addendum published with less than the
 * minimum notice left moves the due time so that much remains; every bid submitted before it
 * needs its vendor's confirmation (or a new submission).
 */

const dueTime = (label: string) => z.iso.datetime({ offset: true, message: `Give the ${label} as a date and time.` });

/** POST /v1/rfp/{id}/addenda. */
export const ZRfpAddendumInputSchema = z
  .strictObject({
    summary: z.string().trim().min(1, 'Say what the addendum changes: every invited vendor reads it.').max(4_000, 'Keep the summary under 4,000 characters.'),
    bidsDueAt: dueTime('new bid due time').optional(),
    questionsDueAt: dueTime('new questions deadline').optional(),
    /** Lines added: every chosen property × every chosen service (lines already there are kept). */
    addLines: ZRfpLinesAddSchema.optional(),
    removeLineIds: z.array(z.uuid('Not a valid line id.')).max(2_000).optional(),
    /** Documents it adds (files uploaded as rfp_attachment, or rfp_property_attachment with a line). */
    documents: z.array(ZRfpAddendumDocumentSchema).max(50, 'At most 50 documents per addendum.').optional(),
  })
  .refine((v) => !v.questionsDueAt || !v.bidsDueAt || Date.parse(v.questionsDueAt) < Date.parse(v.bidsDueAt), {
    message: 'The questions deadline must come before the bid due time.',
    path: ['questionsDueAt'],
  });
export type TRfpAddendumInput = z.input<typeof ZRfpAddendumInputSchema>;

const ZMovedSchema = z.object({ from: z.string().nullable(), to: z.string().nullable() });

/** What an addendum changed, as every invited vendor reads it. */
export const ZRfpAddendumChangesSchema = z.object({
  bidsDueAt: ZMovedSchema.optional(),
  /** The due time was moved later than asked (or than it was) so the minimum notice remains. */
  dueTimeMovedForNotice: z.boolean().optional(),
  questionsDueAt: ZMovedSchema.optional(),
  linesAdded: z.array(z.object({ propertyName: z.string(), serviceName: z.string() })).optional(),
  linesRemoved: z.array(z.object({ propertyName: z.string(), serviceName: z.string() })).optional(),
  /** Documents added: their names, and the property of a line's. */
  documents: z.array(z.object({ name: z.string(), propertyName: z.string().nullable().optional() })).optional(),
});
export type TRfpAddendumChanges = z.infer<typeof ZRfpAddendumChangesSchema>;

export const ZRfpAddendumSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  summary: z.string(),
  changes: ZRfpAddendumChangesSchema,
  bidsDueAtBefore: z.string().nullable(),
  bidsDueAtAfter: z.string().nullable(),
  publishedAt: z.string(),
  /** A vendor: when its workspace acknowledged this addendum (null: not yet). The buyer: null. */
  acknowledgedAt: z.string().nullable(),
  /** The buyer: how many invited vendors acknowledged it. A vendor: null. */
  acknowledgedCount: z.number().int().nullable(),
});
export type TRfpAddendum = z.infer<typeof ZRfpAddendumSchema>;
