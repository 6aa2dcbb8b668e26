import type {
  TContactType,
  TCreatePropertyContactInput,
  TCreatePropertyDocumentInput,
  TCreatePropertyInput,
  TCreatePropertyServiceInput,
  TPropertyExportRequest,
  TPropertyListQuery,
  TUpdatePropertyInput,
  TUpdatePropertyPermissionInput,
  TUpdatePropertyServiceInput,
} from '@procura/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useJobStarted } from '../background-jobs/queries';
import {
  createProperty,
  createPropertyContact,
  createPropertyDocument,
  createPropertyService,
  deleteProperty,
  deletePropertyContact,
  deletePropertyDocument,
  deletePropertyService,
  exportProperties,
  getClientTenantId,
  getProperty,
  getPropertyHistory,
  importProperties,
  listAllServices,
  listProperties,
  listPropertyContacts,
  listPropertyDocuments,
  listPropertyServices,
  listUserProperties,
  lookupZip,
  searchClientPeople,
  searchClients,
  searchGeography,
  updateProperty,
  updatePropertyContact,
  updatePropertyPermission,
  updatePropertyService,
  type TChildQuery,
  type TGeoLevel,
} from './api';
import { createDownloadUrl, uploadFile } from '../../lib/upload';
import { PROPERTY_ERRORS, PROPERTY_TOASTS } from './property-messages';

export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (query: TPropertyListQuery) => [...propertyKeys.lists(), query] as const,
  detail: (id: string) => [...propertyKeys.all, 'detail', id] as const,
  /** Everything hanging off one property: contacts, services, documents, history. */
  children: (id: string) => [...propertyKeys.all, 'children', id] as const,
  child: (kind: 'contacts' | 'services' | 'documents' | 'history', query: TChildQuery) => [...propertyKeys.children(query.propertyId), kind, query] as const,
  userProperties: (userId: string) => [...propertyKeys.all, 'user-properties', userId] as const,
};

export const pickerKeys = {
  clients: (search: string) => ['pickers', 'clients', search] as const,
  services: () => ['pickers', 'services-all'] as const,
  geography: (level: TGeoLevel, params: Record<string, unknown>) => ['pickers', 'geography', level, params] as const,
  zip: (zip: string) => ['pickers', 'zip', zip] as const,
};

export function usePropertyList(query: TPropertyListQuery) {
  return useQuery({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => listProperties(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export function usePropertyDetail(id: string | null) {
  return useQuery({
    queryKey: propertyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getProperty(id ?? '', signal),
    enabled: id !== null && id !== '',
    refetchOnMount: true,
  });
}

/** Invalidate lists and drop inactive cached pages (their totals are stale). */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ queryKey: propertyKeys.lists(), type: 'inactive' });
    await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
  };
}

export function useCreateProperty() {
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: (input: TCreatePropertyInput) => createProperty(input),
    meta: { successToast: PROPERTY_TOASTS.created, errorToast: { fallback: PROPERTY_ERRORS.create } },
    onSuccess: refreshLists,
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdatePropertyInput }) => updateProperty(id, input),
    meta: { successToast: PROPERTY_TOASTS.updated, errorToast: { fallback: PROPERTY_ERRORS.update } },
    onSuccess: async (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      await queryClient.invalidateQueries({ queryKey: propertyKeys.children(property.id) });
      await refreshLists();
    },
  });
}

export function useDeleteProperty() {
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: deleteProperty,
    meta: { successToast: PROPERTY_TOASTS.deleted, errorToast: { fallback: PROPERTY_ERRORS.delete } },
    onSuccess: refreshLists,
  });
}

export function useExportProperties() {
  const jobStarted = useJobStarted();
  return useMutation({
    mutationFn: (request: TPropertyExportRequest) => exportProperties(request),
    meta: { successToast: PROPERTY_TOASTS.exportStarted, errorToast: { fallback: PROPERTY_ERRORS.export } },
    onSuccess: jobStarted,
  });
}

export function useImportProperties() {
  const jobStarted = useJobStarted();
  return useMutation({
    mutationFn: importProperties,
    meta: { successToast: PROPERTY_TOASTS.importStarted, errorToast: { fallback: PROPERTY_ERRORS.import } },
    onSuccess: jobStarted,
  });
}

// ---------------------------------------------------------------------------------------------
// Tabs

export function usePropertyContacts(query: TChildQuery) {
  return useQuery({ queryKey: propertyKeys.child('contacts', query), queryFn: ({ signal }) => listPropertyContacts(query, signal), placeholderData: keepPreviousData, refetchOnMount: true });
}
export function usePropertyServices(query: TChildQuery) {
  return useQuery({ queryKey: propertyKeys.child('services', query), queryFn: ({ signal }) => listPropertyServices(query, signal), placeholderData: keepPreviousData, refetchOnMount: true });
}
export function usePropertyDocuments(query: TChildQuery) {
  return useQuery({ queryKey: propertyKeys.child('documents', query), queryFn: ({ signal }) => listPropertyDocuments(query, signal), placeholderData: keepPreviousData, refetchOnMount: true });
}
export function usePropertyHistory(query: TChildQuery) {
  return useQuery({
    queryKey: propertyKeys.child('history', query),
    queryFn: ({ signal }) => getPropertyHistory(query.propertyId, query.page, query.limit, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

/** A change under one property: its tabs, its detail (service counts) and the lists refetch. */
function usePropertyChildMutation<TVariables, TResult>(
  propertyId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  success: { title: string; description: string },
  errorFallback: string,
  fieldErrorsOnForm?: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successToast: success, errorToast: { fallback: errorFallback }, fieldErrorsOnForm },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: propertyKeys.children(propertyId) });
      await queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
      await queryClient.invalidateQueries({ queryKey: propertyKeys.lists() });
    },
  });
}

const CONTACT_FIELDS = ['contactType', 'userId', 'person'] as const;
const SERVICE_FIELDS = ['serviceId', 'frequency', 'season', 'seasonStart', 'seasonEnd', 'notes'] as const;

export const useAddPropertyContact = (propertyId: string) =>
  usePropertyChildMutation(propertyId, (input: TCreatePropertyContactInput) => createPropertyContact(input), PROPERTY_TOASTS.contactAdded, PROPERTY_ERRORS.contact, CONTACT_FIELDS);
export const useChangeContactType = (propertyId: string) =>
  usePropertyChildMutation(
    propertyId,
    ({ id, contactType }: { id: string; contactType: TContactType }) => updatePropertyContact(id, contactType),
    PROPERTY_TOASTS.contactUpdated,
    PROPERTY_ERRORS.contact,
  );
export const useRemovePropertyContact = (propertyId: string) =>
  usePropertyChildMutation(propertyId, deletePropertyContact, PROPERTY_TOASTS.contactRemoved, PROPERTY_ERRORS.contactRemove);

export const useAddPropertyService = (propertyId: string) =>
  usePropertyChildMutation(propertyId, (input: TCreatePropertyServiceInput) => createPropertyService(input), PROPERTY_TOASTS.serviceAdded, PROPERTY_ERRORS.service, SERVICE_FIELDS);
export const useUpdatePropertyService = (propertyId: string) =>
  usePropertyChildMutation(
    propertyId,
    ({ id, input }: { id: string; input: TUpdatePropertyServiceInput }) => updatePropertyService(id, input),
    PROPERTY_TOASTS.serviceUpdated,
    PROPERTY_ERRORS.service,
    SERVICE_FIELDS,
  );
export const useRemovePropertyService = (propertyId: string) =>
  usePropertyChildMutation(propertyId, deletePropertyService, PROPERTY_TOASTS.serviceRemoved, PROPERTY_ERRORS.serviceRemove);

/** One step for the person: the bytes go to storage (with progress), then the document row names them. */
export const useUploadPropertyDocument = (propertyId: string) =>
  usePropertyChildMutation(
    propertyId,
    async ({ file, title, onProgress }: { file: File; title: string; onProgress: (percent: number) => void }) => {
      const fileKey = await uploadFile(file, { category: 'property_document', onProgress });
      const input: TCreatePropertyDocumentInput = { propertyId, fileKey, title };
      return createPropertyDocument(input);
    },
    PROPERTY_TOASTS.documentAdded,
    PROPERTY_ERRORS.document,
    ['title'],
  );
export const useRemovePropertyDocument = (propertyId: string) =>
  usePropertyChildMutation(propertyId, deletePropertyDocument, PROPERTY_TOASTS.documentRemoved, PROPERTY_ERRORS.documentRemove);

export function useDocumentDownload() {
  return useMutation({
    mutationFn: async (fileKey: string) => {
      const { url } = await createDownloadUrl(fileKey);
      // A same-origin signed link (or the S3 one): the browser follows it and saves the file.
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    },
    meta: { errorToast: { fallback: PROPERTY_ERRORS.download } },
  });
}

// ---------------------------------------------------------------------------------------------
// Access

export function useUserProperties(query: { userId: string; page: number; limit: number; search?: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...propertyKeys.userProperties(query.userId), query] as const,
    queryFn: ({ signal }) => listUserProperties(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export function useUpdatePropertyPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdatePropertyPermissionInput) => updatePropertyPermission(input),
    meta: { successToast: PROPERTY_TOASTS.accessUpdated, errorToast: { fallback: PROPERTY_ERRORS.access } },
    onSuccess: async (_answer, input) => {
      await queryClient.invalidateQueries({ queryKey: propertyKeys.userProperties(input.userId) });
      await queryClient.invalidateQueries({ queryKey: ['property-access'] });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Pickers

export function useClientOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: pickerKeys.clients(search),
    queryFn: ({ signal }) => searchClients(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useServiceOptions(enabled = true) {
  return useQuery({ queryKey: pickerKeys.services(), queryFn: ({ signal }) => listAllServices(signal), enabled, staleTime: 5 * 60_000 });
}

export function useGeographyOptions(level: TGeoLevel, params: { search?: string; countryId?: number; stateId?: number }, enabled = true) {
  return useQuery({
    queryKey: pickerKeys.geography(level, params),
    queryFn: ({ signal }) => searchGeography(level, params, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

export function useZipLookup() {
  return useMutation({ mutationFn: (zip: string) => lookupZip(zip), meta: { errorToast: { fallback: PROPERTY_ERRORS.zip } } });
}

export function useClientTenantId(clientId: string | null) {
  return useQuery({
    queryKey: ['pickers', 'client-tenant', clientId] as const,
    queryFn: ({ signal }) => getClientTenantId(clientId ?? '', signal),
    enabled: clientId !== null,
    staleTime: 10 * 60_000,
  });
}

export function useClientPeople(params: { tenantId: string | null; search: string; propertyManagersOnly?: boolean; page?: number; limit?: number }, enabled = true) {
  return useQuery({
    queryKey: ['pickers', 'client-people', params] as const,
    queryFn: ({ signal }) => searchClientPeople(params, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
