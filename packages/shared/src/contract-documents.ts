import { z } from 'zod';
import { CONTRACT_DOCUMENT_KINDS } from './contract-enums.js';

/*
 * A contract's documents (docs/contracts.md "Documents"): the signed copy, amendments, anything
 * else, uploaded through the storage flow (category ai_contract_document) and saved with the
 * contract; read through a short-lived link (GET …/documents/{documentId}/download).
 */

export const CONTRACT_DOCUMENT_TITLE_MAX = 200;

/** POST /v1/contracts/{id}/documents: the upload's key, its kind, a title (the file's name when left out). */
export const ZContractDocumentCreateSchema = z.strictObject({
  fileKey: z.string('Upload the file first.').min(1, 'Upload the file first.').max(500),
  kind: z.enum(CONTRACT_DOCUMENT_KINDS, 'Choose the kind of document.').default('OTHER'),
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(CONTRACT_DOCUMENT_TITLE_MAX, `The title is at most ${CONTRACT_DOCUMENT_TITLE_MAX} characters.`)
    .optional(),
});
export type TContractDocumentCreate = z.input<typeof ZContractDocumentCreateSchema>;

export const ZContractDocumentSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  kind: z.enum(CONTRACT_DOCUMENT_KINDS),
  title: z.string(),
  fileKey: z.string(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TContractDocument = z.infer<typeof ZContractDocumentSchema>;
export const ZContractDocumentListSchema = z.object({ data: z.array(ZContractDocumentSchema) });
export type TContractDocumentList = z.infer<typeof ZContractDocumentListSchema>;
