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
export const bulkUpdateContractLines = async (input: TContractBulkUpdate): Promise<TContractBulkResult> =>
  ZContractBulkResultSchema.parse(await http.post('/property-contract-services/bulk-update', input));

export const listContractDocuments = async (contractId: string, signal?: AbortSignal): Promise<TContractDocumentList> =>
  ZContractDocumentListSchema.parse(await http.get(`${contractApiPath(contractId)}/documents`, undefined, { signal }));
export const addContractDocument = async (contractId: string, input: TContractDocumentCreate): Promise<TContractDocument> =>
  ZContractDocumentSchema.parse(await http.post(`${contractApiPath(contractId)}/documents`, input));
export const removeContractDocument = (contractId: string, documentId: string) => http.del<unknown>(documentPath(contractId, documentId));
/** Documents are read through the contract (its readers, not the file's uploader): a short-lived link the browser follows. */
export const downloadContractDocument = async (contractId: string, documentId: string): Promise<void> =>
  followLink(ZDownloadUrlSchema.parse(await http.get(`${documentPath(contractId, documentId)}/download`)).url);
