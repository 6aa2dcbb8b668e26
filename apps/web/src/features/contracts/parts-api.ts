import {
  ZContractBulkResultSchema,
  ZContractDocumentListSchema,
  ZContractDocumentSchema,
  ZContractLineSchema,
  ZDownloadUrlSchema,
  ZPropertyContractSchema,
  type TContractBulkResult,
  type TContractBulkUpdate,
  type TContractDocument,
  type TContractDocumentCreate,
  type TContractDocumentList,
  type TContractLine,
  type TContractLineCreate,
  type TContractLineUpdate,
  type TPropertyContract,
  type TPropertyContractCreate,
} from '@procura/shared';
import { ApiError } from '../../lib/api-error';
import { http } from '../../lib/http';
import { followLink } from '../../lib/use-stored-file-download';
import { contractApiPath } from './api';

/** A contract's properties, service lines and documents (docs/api.md "Contracts"): each change is a new version. */

const linePath = (id: string) => `/property-contract-services/${encodeURIComponent(id)}`;
const documentPath = (contractId: string, documentId: string) => `${contractApiPath(contractId)}/documents/${encodeURIComponent(documentId)}`;

export const updateContractLine = async (id: string, input: TContractLineUpdate): Promise<TContractLine> =>
  ZContractLineSchema.parse(await http.patch(linePath(id), input));
export const removeContractLine = (id: string) => http.del<unknown>(linePath(id));
export const addContractLine = async (input: TContractLineCreate): Promise<TContractLine> =>
  ZContractLineSchema.parse(await http.post('/property-contract-services', input));
export const addPropertyContract = async (input: TPropertyContractCreate): Promise<TPropertyContract> =>
  ZPropertyContractSchema.parse(await http.post('/property-contracts', input));

const BULK_ROW_ERROR = /^rows\.(\d+)\.(.+)$/;

/**
 * The bulk edit is all or nothing (`atomic`, docs/contracts.md "Bulk update"): when a row is
 * refused nothing is saved, and the server's 400 names each refused row (`rows.N.field`). That
 * answer comes back as a result with no line updated and each row's reason, for the table to
 * mark; any other failure is thrown as usual.
 */
export async function bulkUpdateContractLines(input: TContractBulkUpdate): Promise<TContractBulkResult> {
  try {
    return ZContractBulkResultSchema.parse(await http.post('/property-contract-services/bulk-update', { ...input, atomic: true }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    const errors = Object.entries(error.fieldErrors).flatMap(([path, messages]) => {
      const match = BULK_ROW_ERROR.exec(path);
      const index = Number(match?.[1]);
      const row = match ? input.rows[index] : undefined;
      return row && match ? [{ index, id: row.id, field: match[2], message: messages[0] ?? error.message }] : [];
    });
    if (errors.length === 0) throw error;
    return { updated: 0, contracts: [], errors };
  }
}

export const listContractDocuments = async (contractId: string, signal?: AbortSignal): Promise<TContractDocumentList> =>
  ZContractDocumentListSchema.parse(await http.get(`${contractApiPath(contractId)}/documents`, undefined, { signal }));
export const addContractDocument = async (contractId: string, input: TContractDocumentCreate): Promise<TContractDocument> =>
  ZContractDocumentSchema.parse(await http.post(`${contractApiPath(contractId)}/documents`, input));
export const removeContractDocument = (contractId: string, documentId: string) => http.del<unknown>(documentPath(contractId, documentId));
/** Documents are read through the contract (its readers, not the file's uploader): a short-lived link the browser follows. */
export const downloadContractDocument = async (contractId: string, documentId: string): Promise<void> =>
  followLink(ZDownloadUrlSchema.parse(await http.get(`${documentPath(contractId, documentId)}/download`)).url);
