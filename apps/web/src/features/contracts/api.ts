import {
  ZBackgroundJobSchema,
  ZContractOptionPageSchema,
  ZContractPageSchema,
  ZContractPropertyPageSchema,
  ZContractSchema,
  ZContractVersionPageSchema,
  type TBackgroundJob,
  type TContract,
  type TContractExportRequest,
  type TContractAmend,
  type TContractOptionPage,
  type TContractPage,
  type TContractPropertyPage,
  type TContractPropertyQuery,
  type TContractQuery,
  type TContractTerminate,
  type TContractVersionPage,
} from '@procura/shared';
import { http } from '../../lib/http';

/** The Contracts screens' calls (docs/api.md "Contracts"). */

export const contractApiPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

export const listContracts = async (query: TContractQuery, signal?: AbortSignal): Promise<TContractPage> =>
  ZContractPageSchema.parse(await http.get('/contracts', query, { signal }));

export const listContractsByProperty = async (query: TContractPropertyQuery, signal?: AbortSignal): Promise<TContractPropertyPage> =>
  ZContractPropertyPageSchema.parse(await http.get('/contracts/property-wise', query, { signal }));

export type TContractOptionList = 'vendorList' | 'propertyList' | 'servicesList';
export const listContractOptions = async (list: TContractOptionList, search: string, signal?: AbortSignal): Promise<TContractOptionPage> =>
  ZContractOptionPageSchema.parse(await http.get(`/contracts/${list}`, { search: search || undefined, limit: 50 }, { signal }));

export async function exportContracts(request: TContractExportRequest): Promise<TBackgroundJob> {
  return ZBackgroundJobSchema.parse(await http.post('/contracts/export', request));
}

export const getContract = async (id: string, signal?: AbortSignal): Promise<TContract> =>
  ZContractSchema.parse(await http.get(contractApiPath(id), undefined, { signal }));

export const listContractVersions = async (id: string, page: number, signal?: AbortSignal): Promise<TContractVersionPage> =>
  ZContractVersionPageSchema.parse(await http.get(`${contractApiPath(id)}/versions`, { page, limit: 20 }, { signal }));

// The changes answer the changed record; the screen reads the contract afresh after each one.
export type TContractMove = 'submit' | 'activate';
export const moveContract = (id: string, move: TContractMove) => http.post<unknown>(`${contractApiPath(id)}/${move}`, {});
export const terminateContract = (id: string, input: TContractTerminate) => http.post<unknown>(`${contractApiPath(id)}/terminate`, input);
export const amendContract = (id: string, input: TContractAmend) => http.patch<unknown>(contractApiPath(id), input);
