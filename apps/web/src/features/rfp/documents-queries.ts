import type { TRfpAttachment } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import type { TToastText } from '../../lib/query/report';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { uploadFile } from '../../lib/upload';
import { followLink } from '../../lib/use-stored-file-download';
import { addRfpDocument, addRfpLineDocument, listRfpDocuments, removeRfpDocument, rfpDocumentLink } from './documents-api';
import { rfpKeys } from './queries';

export const rfpDocumentKeys = { list: (rfpId: string) => [...rfpKeys.detail(rfpId), 'documents'] as const };

const TOASTS = {
  added: { title: 'Document Added', description: 'The invited vendors read it once the RFP is published.' },
  removed: { title: 'Document Removed', description: 'It is no longer part of the RFP.' },
} as const satisfies Record<string, TToastText>;

/** `fresh`: fetch again on mount (the list shown under addenda, which a new addendum grows while it is not on screen). */
export const useRfpDocuments = (rfpId: string, { fresh = false }: { fresh?: boolean } = {}) =>
  useQuery({ queryKey: rfpDocumentKeys.list(rfpId), queryFn: ({ signal }) => listRfpDocuments(rfpId, signal), ...(fresh ? { refetchOnMount: true } : {}) });

/**
 * The bytes go to storage with progress, then the RFP names them (the same upload again adds
 * nothing): RFP-wide, or for the line `lineId` when one is chosen.
 */
export const useUploadRfpDocument = (rfpId: string, lineId: string | null, binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: async ({ file, title, onProgress }: { file: File; title: string; onProgress: (percent: number) => void }): Promise<TRfpAttachment> => {
      if (lineId) {
        const fileKey = await uploadFile(file, { category: 'rfp_property_attachment', onProgress });
        return addRfpLineDocument({ rfpId, lineId, fileKey, name: title });
      }
      const fileKey = await uploadFile(file, { category: 'rfp_attachment', onProgress });
      return addRfpDocument(rfpId, { fileKey, name: title });
    },
    successToast: TOASTS.added,
    errorToast: { fallback: 'The document could not be added.' },
    invalidates: [rfpDocumentKeys.list(rfpId)],
  });

export const useRemoveRfpDocument = (rfpId: string) =>
  useAppMutation({
    mutationFn: (id: string) => removeRfpDocument(rfpId, id),
    successToast: TOASTS.removed,
    errorToast: { fallback: 'The document could not be removed.' },
    invalidates: [rfpDocumentKeys.list(rfpId)],
  });

/** A five-minute link, followed at once: the browser saves the file without leaving the page. */
export const useRfpDocumentDownload = (rfpId: string) =>
  useAppMutation({
    mutationFn: async (id: string) => followLink((await rfpDocumentLink(rfpId, id)).url),
    errorToast: { fallback: 'The document could not be downloaded.' },
  });
