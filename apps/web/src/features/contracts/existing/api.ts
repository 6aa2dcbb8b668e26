import {
  uploadTypeOfFileName,
  type TExistingContract,
  type TExistingContractBatch,
  type TExistingContractConfirmed,
  type TExistingContractQueryOutput,
  type TExistingContractReview,
  type TExistingContractItem,
} from '@procura/shared';
import { http } from '../../../lib/http';
import { uploadFile } from '../../../lib/upload';

const path = (id: string) => `/existing-contracts/${encodeURIComponent(id)}`;

/** Each file through the upload flow (a ZIP as `ai_contracts_zip`, a PDF or Word file as `ai_contract_document`), then one batch. */
export async function uploadExistingContracts({ clientId, files }: { clientId: string; files: readonly File[] }): Promise<TExistingContractBatch> {
  const fileKeys: string[] = [];
  for (const file of files) {
    const isZip = uploadTypeOfFileName(file.name) === 'application/zip';
    fileKeys.push(await uploadFile(file, { category: isZip ? 'ai_contracts_zip' : 'ai_contract_document' }));
  }
  return http.post<TExistingContractBatch>('/existing-contracts', { clientId, fileKeys });
}

export const listExistingContracts = (query: TExistingContractQueryOutput, signal?: AbortSignal) =>
  http.get<{ data: TExistingContractItem[]; total: number; page: number; limit: number }>('/existing-contracts', query, { signal });

export const getExistingContract = (id: string, signal?: AbortSignal) => http.get<TExistingContract>(path(id), undefined, { signal });

export const reviewExistingContract = ({ id, values }: { id: string } & TExistingContractReview) => http.patch<TExistingContract>(path(id), { values });

export const confirmExistingContract = (id: string) => http.post<TExistingContractConfirmed>(`${path(id)}/confirm`);

export const discardExistingContract = (id: string) => http.post<TExistingContract>(`${path(id)}/discard`);
