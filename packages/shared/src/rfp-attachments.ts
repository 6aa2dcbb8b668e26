import { z } from 'zod';
import { ZFileKeySchema } from './storage.js';

/*
 * An RFP's documents (docs/rfp.md "Documents"): RFP-wide (`rfp_attachment`) or for one line's
 * property (`rfp_property_attachment`). The buyer adds and removes them while the RFP is a
 * draft; after publishing, new ones come with an addendum. Invited vendors list and download
 * them once the RFP is published.
 */

const ZNameSchema = z.string().trim().min(1, 'Name the document.').max(200, 'Keep the document’s name under 200 characters.');

/** POST /v1/rfp/{id}/attachments: an RFP-wide document, from a file uploaded as `rfp_attachment`. */
export const ZRfpAttachmentInputSchema = z.strictObject({
  fileKey: ZFileKeySchema,
  /** Shown to vendors; default the uploaded file's name. */
  name: ZNameSchema.optional(),
});
export type TRfpAttachmentInput = z.input<typeof ZRfpAttachmentInputSchema>;

/** POST /v1/rfp-property-attachments: a document for one line's property (`rfp_property_attachment`). */
export const ZRfpPropertyAttachmentInputSchema = ZRfpAttachmentInputSchema.extend({
  rfpId: z.uuid('Not a valid RFP id.'),
  lineId: z.uuid('Not a valid line id.'),
});
export type TRfpPropertyAttachmentInput = z.input<typeof ZRfpPropertyAttachmentInputSchema>;

/** GET /v1/rfp-property-attachments: one RFP's line documents, optionally one line's. */
export const ZRfpPropertyAttachmentQuerySchema = z.strictObject({
  rfpId: z.uuid('Not a valid RFP id.'),
  lineId: z.uuid('Not a valid line id.').optional(),
});

/** A document an addendum adds: RFP-wide, or a line's when `lineId` is given. */
export const ZRfpAddendumDocumentSchema = ZRfpAttachmentInputSchema.extend({ lineId: z.uuid('Not a valid line id.').optional() });

export const RFP_ATTACHMENT_CATEGORIES = ['rfp_attachment', 'rfp_property_attachment'] as const;

export const ZRfpAttachmentSchema = z.object({
  id: z.string(),
  rfpId: z.string(),
  category: z.enum(RFP_ATTACHMENT_CATEGORIES),
  /** The line (property × service) it belongs to; null: RFP-wide. */
  lineId: z.string().nullable(),
  propertyName: z.string().nullable(),
  serviceName: z.string().nullable(),
  /** The addendum that added it; null: part of the RFP as published. */
  addendumNumber: z.number().int().nullable(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type TRfpAttachment = z.infer<typeof ZRfpAttachmentSchema>;
