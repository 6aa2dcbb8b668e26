import {
  ZClientDetailSchema,
  ZHistoryPageSchema,
  ZClientPageSchema,
  ZClientWorkspaceListSchema,
  ZCorporateContactPageSchema,
  ZCorporateContactSchema,
  ZParentCompanyPageSchema,
  ZParentCompanySchema,
  ZPropertyPageSchema,
  type TClientDetail,
  type THistoryPage,
  type TClientListQuery,
  type TClientPage,
  type TClientStatus,
  type TClientWorkspace,
  type TCorporateContact,
  type TCorporateContactPage,
  type TCreateClientInput,
  type TCreateCorporateContactInput,
  type TParentCompany,
  type TParentCompanyPage,
  type TPropertyPage,
  type TUpdateClientInput,
  type TUpdateCorporateContactInput,
} from '@procura/shared';
import { http } from '../../lib/http';

const clientPath = (id: string) => `/clients/${encodeURIComponent(id)}`;
const contactPath = (id: string) => `/corporate-contacts/${encodeURIComponent(id)}`;

export async function listClients(query: TClientListQuery, signal?: AbortSignal): Promise<TClientPage> {
  return ZClientPageSchema.parse(await http.get('/clients', query, { signal }));
}

export const getClient = async (id: string, signal?: AbortSignal): Promise<TClientDetail> =>
  ZClientDetailSchema.parse(await http.get(clientPath(id), undefined, { signal }));
export const createClient = async (input: TCreateClientInput): Promise<TClientDetail> => ZClientDetailSchema.parse(await http.post('/clients', input));
export const updateClient = async (id: string, input: TUpdateClientInput): Promise<TClientDetail> =>
  ZClientDetailSchema.parse(await http.patch(clientPath(id), input));
export const updateClientStatus = async (clientId: string, status: TClientStatus): Promise<TClientDetail> =>
  ZClientDetailSchema.parse(await http.post('/clients/update-status', { clientId, status }));

export const getClientHistory = async (id: string, page: number, signal?: AbortSignal): Promise<THistoryPage> =>
  ZHistoryPageSchema.parse(await http.get(`${clientPath(id)}/history`, { page, limit: 20 }, { signal }));

export const listClientWorkspaces = async (signal?: AbortSignal): Promise<TClientWorkspace[]> =>
  ZClientWorkspaceListSchema.parse(await http.get('/clients/work-spaces', undefined, { signal }));

export const listParentCompanies = async (search: string, signal?: AbortSignal): Promise<TParentCompanyPage> =>
  ZParentCompanyPageSchema.parse(await http.get('/clients/parent-companies', { search, limit: 50 }, { signal }));
export const createParentCompany = async (name: string): Promise<TParentCompany> =>
  ZParentCompanySchema.parse(await http.post('/clients/parent-companies', { name }));

export const listCorporateContacts = async (
  clientId: string,
  query: { page: number; limit: number; search?: string },
  signal?: AbortSignal,
): Promise<TCorporateContactPage> => ZCorporateContactPageSchema.parse(await http.get('/corporate-contacts', { clientId, ...query }, { signal }));
export const createCorporateContact = async (input: TCreateCorporateContactInput): Promise<TCorporateContact> =>
  ZCorporateContactSchema.parse(await http.post('/corporate-contacts', input));
export const updateCorporateContact = async (id: string, input: TUpdateCorporateContactInput): Promise<TCorporateContact> =>
  ZCorporateContactSchema.parse(await http.patch(contactPath(id), input));
export const deleteCorporateContact = (id: string) => http.del<void>(contactPath(id));

/** The client's properties, from the properties feature's own list. */
export const listClientProperties = async (
  clientId: string,
  query: { page: number; limit: number; search?: string },
  signal?: AbortSignal,
): Promise<TPropertyPage> => ZPropertyPageSchema.parse(await http.get('/properties', { clientIds: clientId, ...query }, { signal }));
