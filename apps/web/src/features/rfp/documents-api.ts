import {
  ZDownloadUrlSchema,
  ZRfpAttachmentSchema,
  type TDownloadUrl,
  type TRfpAttachment,
  type TRfpAttachmentInput,
  type TRfpPropertyAttachmentInput,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';
import { rfpApiPath } from './api';

/** An RFP's documents (docs/api.md "Requests for proposal", Documents). */
const documentsPath = (rfpId: string) => `${rfpApiPath(rfpId)}/attachments`;

export const listRfpDocuments = async (rfpId: string, signal?: AbortSignal): Promise<TRfpAttachment[]> =>
  z.array(ZRfpAttachmentSchema).parse(await http.get(documentsPath(rfpId), undefined, { signal }));
export const addRfpDocument = async (rfpId: string, input: TRfpAttachmentInput): Promise<TRfpAttachment> =>
  ZRfpAttachmentSchema.parse(await http.post(documentsPath(rfpId), input));
/** A document for one line's property (the spec's /rfp-property-attachments). */
export const addRfpLineDocument = async (input: TRfpPropertyAttachmentInput): Promise<TRfpAttachment> =>
  ZRfpAttachmentSchema.parse(await http.post('/rfp-property-attachments', input));
export const removeRfpDocument = (rfpId: string, id: string): Promise<void> => http.del(`${documentsPath(rfpId)}/${encodeURIComponent(id)}`);
export const rfpDocumentLink = async (rfpId: string, id: string): Promise<TDownloadUrl> =>
  ZDownloadUrlSchema.parse(await http.get(`${documentsPath(rfpId)}/${encodeURIComponent(id)}/download`));
