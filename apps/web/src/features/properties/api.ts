import {
  ZBackgroundJobSchema,
  ZPropertyContactSchema,
  ZPropertyDetailSchema,
  ZPropertyDocumentSchema,
  ZHistoryPageSchema,
  ZZipCodeSchema,
  type THistoryPage,
  type TZipCode,
  ZPropertyPageSchema,
  ZPropertyServiceSchema,
  ZUserPropertiesPageSchema,
  ZUserPropertyPermissionSchema,
  pageOf,
  type TBackgroundJob,
  type TCreatePropertyContactInput,
  type TCreatePropertyDocumentInput,
  type TCreatePropertyInput,
  type TCreatePropertyServiceInput,
  type TPropertyDetail,
  type TPropertyExportRequest,
  type TPropertyListQuery,
  type TPropertyPage,
  type TUpdatePropertyInput,
  type TUpdatePropertyPermissionInput,
  type TUpdatePropertyServiceInput,
  type TContactType,
  type TMovePropertyInput,
  type TUserPage,
  ZUserListQuerySchema,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';
import { uploadFile } from '../../lib/upload';
import { listUsers } from '../users';

const propertyPath = (id: string) => `/properties/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------------------------------------
// Properties

export async function listProperties(query: TPropertyListQuery, signal?: AbortSignal): Promise<TPropertyPage> {
  return ZPropertyPageSchema.parse(await http.get('/properties', query, { signal }));
}

export async function getProperty(id: string, signal?: AbortSignal): Promise<TPropertyDetail> {
  return ZPropertyDetailSchema.parse(await http.get(propertyPath(id), undefined, { signal }));
}

export async function createProperty(input: TCreatePropertyInput): Promise<TPropertyDetail> {
  return ZPropertyDetailSchema.parse(await http.post('/properties', input));
}

export async function updateProperty(id: string, input: TUpdatePropertyInput): Promise<TPropertyDetail> {
  return ZPropertyDetailSchema.parse(await http.patch(propertyPath(id), input));
}

export const deleteProperty = (id: string) => http.del<void>(propertyPath(id));

export async function moveProperty(id: string, input: TMovePropertyInput): Promise<TPropertyDetail> {
  return ZPropertyDetailSchema.parse(await http.post(`${propertyPath(id)}/move`, input));
}

export async function exportProperties(request: TPropertyExportRequest): Promise<TBackgroundJob> {
  const { format, ...filters } = request;
  return ZBackgroundJobSchema.parse(await http.post('/properties/export', { ...filters, format }));
}

/** The sheet goes through the one upload path (presigned URL, PUT, check), then the import starts on its key. */
export async function importProperties(file: File): Promise<TBackgroundJob> {
  const fileKey = await uploadFile(file, { category: 'property_import' });
  return ZBackgroundJobSchema.parse(await http.post('/properties/import', { fileKey }));
}

// ---------------------------------------------------------------------------------------------
// History (the audit trail of one property, docs/product.md "Audit trail")

export async function getPropertyHistory(id: string, page: number, limit: number, signal?: AbortSignal): Promise<THistoryPage> {
  return ZHistoryPageSchema.parse(await http.get(`${propertyPath(id)}/history`, { page, limit }, { signal }));
}

// ---------------------------------------------------------------------------------------------
// Contacts, required services, documents

const ZContactPageSchema = pageOf(ZPropertyContactSchema);
const ZServicePageSchema = pageOf(ZPropertyServiceSchema);
const ZDocumentPageSchema = pageOf(ZPropertyDocumentSchema);
export type TChildQuery = { propertyId: string; page: number; limit: number };

export async function listPropertyContacts(query: TChildQuery, signal?: AbortSignal) {
  return ZContactPageSchema.parse(await http.get('/property-contacts', query, { signal }));
}
export async function createPropertyContact(input: TCreatePropertyContactInput) {
  return ZPropertyContactSchema.parse(await http.post('/property-contacts', input));
}
export async function updatePropertyContact(id: string, contactType: TContactType) {
  return ZPropertyContactSchema.parse(await http.patch(`/property-contacts/${encodeURIComponent(id)}`, { contactType }));
}
export const deletePropertyContact = (id: string) => http.del<void>(`/property-contacts/${encodeURIComponent(id)}`);

export async function listPropertyServices(query: TChildQuery, signal?: AbortSignal) {
  return ZServicePageSchema.parse(await http.get('/property-services', query, { signal }));
}
export async function createPropertyService(input: TCreatePropertyServiceInput) {
  return ZPropertyServiceSchema.parse(await http.post('/property-services', input));
}
export async function updatePropertyService(id: string, input: TUpdatePropertyServiceInput) {
  return ZPropertyServiceSchema.parse(await http.patch(`/property-services/${encodeURIComponent(id)}`, input));
}
export const deletePropertyService = (id: string) => http.del<void>(`/property-services/${encodeURIComponent(id)}`);

export async function listPropertyDocuments(query: TChildQuery, signal?: AbortSignal) {
  return ZDocumentPageSchema.parse(await http.get('/property-documents', query, { signal }));
}
export async function createPropertyDocument(input: TCreatePropertyDocumentInput) {
  return ZPropertyDocumentSchema.parse(await http.post('/property-documents', input));
}
export const deletePropertyDocument = (id: string) => http.del<void>(`/property-documents/${encodeURIComponent(id)}`);

// ---------------------------------------------------------------------------------------------
// Per-person access (client admins grant properties to property managers)

export async function getUserPropertyPermission(userId: string, signal?: AbortSignal) {
  return ZUserPropertyPermissionSchema.parse(await http.get('/properties/user-permission', { userId }, { signal }));
}
export async function updatePropertyPermission(input: TUpdatePropertyPermissionInput) {
  return http.post<unknown>('/properties/update-property-permission', input);
}
export async function listUserProperties(
  query: { userId: string; page: number; limit: number; search?: string; granted?: 'true' | 'false' | 'all' },
  signal?: AbortSignal,
) {
  return ZUserPropertiesPageSchema.parse(await http.get('/properties/user-properties', query, { signal }));
}

// ---------------------------------------------------------------------------------------------
// ZIP codes

/** ZIP+4 is looked up by its five-digit ZIP: the centroid is the same. */
export async function lookupZip(zip: string, signal?: AbortSignal): Promise<TZipCode> {
  return ZZipCodeSchema.parse(await http.get(`/zip-codes/${encodeURIComponent(zip.slice(0, 5))}`, undefined, { signal }));
}

// ---------------------------------------------------------------------------------------------
// People of the property's client (contacts, access)

const ZClientTenantSchema = z.object({ id: z.string(), tenantId: z.string(), name: z.string() });

/** The client's workspace: its people are the ones a property contact or grant can name. */
export async function getClientTenantId(clientId: string, signal?: AbortSignal): Promise<string> {
  return ZClientTenantSchema.parse(await http.get(`/clients/${encodeURIComponent(clientId)}`, undefined, { signal })).tenantId;
}

export async function searchClientPeople(
  params: { tenantId: string | null; search: string; propertyManagersOnly?: boolean; page?: number; limit?: number },
  signal?: AbortSignal,
): Promise<TUserPage> {
  const query = ZUserListQuerySchema.parse({
    search: params.search || undefined,
    tenantIds: params.tenantId ?? undefined,
    propertyManagersOnly: params.propertyManagersOnly ? 'true' : undefined,
    page: params.page ?? 1,
    limit: params.limit ?? 20,
  });
  return listUsers(query, signal);
}
