import type {
  TContactType,
  TCreatePropertyContactInput,
  TCreatePropertyDocumentInput,
  TCreatePropertyInput,
  TCreatePropertyServiceInput,
  TMovePropertyInput,
  TPropertyExportRequest,
  TPropertyListQuery,
  TUpdatePropertyInput,
  TUpdatePropertyPermissionInput,
  TUpdatePropertyServiceInput,
} from '@procura/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { useJobStarted, useStartJob } from '../background-jobs';
import {
  createProperty,
  createPropertyContact,
  createPropertyDocument,
  createPropertyService,
  deleteProperty,
  moveProperty,
  deletePropertyContact,
  deletePropertyDocument,
  deletePropertyService,
  exportProperties,
  getClientTenantId,
  getProperty,
  getPropertyHistory,
  importProperties,
  listProperties,
  listPropertyContacts,
  listPropertyDocuments,
  listPropertyServices,
  listUserProperties,
  lookupZip,
  searchClientPeople,
  updateProperty,
  updatePropertyContact,
  updatePropertyPermission,
  updatePropertyService,
  type TChildQuery,
} from './api';
import { uploadFile } from '../../lib/upload';
import { PROPERTY_ERRORS, PROPERTY_TOASTS } from './property-messages';
import { HISTORY_PAGE_SIZE, type THistoryQuery } from '../../components/HistoryTab';

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

/** A property added, changed or gone: the lists refetch, and cached pages no one is looking at go (their totals are stale). */
const LIST_CHANGE = { invalidates: [propertyKeys.lists()], removesInactive: [propertyKeys.lists()] } as const;

export const useCreateProperty = (binding?: TMutationForm) =>
  useAppMutation({
    ...LIST_CHANGE,
    ...binding,
    mutationFn: (input: TCreatePropertyInput) => createProperty(input),
    successToast: PROPERTY_TOASTS.created,
    errorToast: { fallback: PROPERTY_ERRORS.create },
  });

export function useUpdateProperty(binding?: TMutationForm) {
  const queryClient = useQueryClient();
  return useAppMutation({
    ...LIST_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdatePropertyInput }) => updateProperty(id, input),
    successToast: PROPERTY_TOASTS.updated,
    errorToast: { fallback: PROPERTY_ERRORS.update },
    onSuccess: (property) => queryClient.setQueryData(propertyKeys.detail(property.id), property),
    invalidates: (property) => [propertyKeys.children(property.id), propertyKeys.lists()],
  });
}

export const useDeleteProperty = () =>
  useAppMutation({ ...LIST_CHANGE, mutationFn: deleteProperty, successToast: PROPERTY_TOASTS.deleted, errorToast: { fallback: PROPERTY_ERRORS.delete } });

/**
 * The provider files the property under another client: every view of it refreshes. A refusal
 * naming the client is shown on the move form's field, not toasted.
 */
export function useMoveProperty() {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: ({ id, input }: { id: string; input: TMovePropertyInput }) => moveProperty(id, input),
    successToast: PROPERTY_TOASTS.moved,
    errorToast: { fallback: PROPERTY_ERRORS.move },
    isShownInline: (error) => error instanceof ApiError && 'clientId' in error.fieldErrors,
    onSuccess: (property) => queryClient.setQueryData(propertyKeys.detail(property.id), property),
    invalidates: (property) => [propertyKeys.children(property.id), propertyKeys.lists()],
  });
}

export const useExportProperties = () =>
  useStartJob((request: TPropertyExportRequest) => exportProperties(request), {
    successToast: PROPERTY_TOASTS.exportStarted,
    errorToast: { fallback: PROPERTY_ERRORS.export },
  });

export function useImportProperties() {
  const jobStarted = useJobStarted();
  return useAppMutation({
    mutationFn: importProperties,
    successToast: PROPERTY_TOASTS.importStarted,
    errorToast: { fallback: PROPERTY_ERRORS.import },
    onSuccess: jobStarted,
  });
}

// ---------------------------------------------------------------------------------------------
// Tabs

export function usePropertyContacts(query: TChildQuery) {
  return useQuery({
    queryKey: propertyKeys.child('contacts', query),
    queryFn: ({ signal }) => listPropertyContacts(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
export function usePropertyServices(query: TChildQuery) {
  return useQuery({
    queryKey: propertyKeys.child('services', query),
    queryFn: ({ signal }) => listPropertyServices(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
export function usePropertyDocuments(query: TChildQuery) {
  return useQuery({
    queryKey: propertyKeys.child('documents', query),
    queryFn: ({ signal }) => listPropertyDocuments(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
/** One property's History tab (components/HistoryTab.tsx fetches it a page at a time). */
export const propertyHistoryQuery =
  (propertyId: string): THistoryQuery =>
  (page) => {
    const query = { propertyId, page, limit: HISTORY_PAGE_SIZE };
    return { queryKey: propertyKeys.child('history', query), queryFn: ({ signal }) => getPropertyHistory(propertyId, page, HISTORY_PAGE_SIZE, signal) };
  };

/** A change under one property: its tabs, its detail (service counts) and the lists refetch. */
const childChange = (propertyId: string) => ({ invalidates: [propertyKeys.children(propertyId), propertyKeys.detail(propertyId), propertyKeys.lists()] });

export const useAddPropertyContact = (propertyId: string, binding?: TMutationForm) =>
  useAppMutation({
    ...childChange(propertyId),
    ...binding,
    mutationFn: (input: TCreatePropertyContactInput) => createPropertyContact(input),
    successToast: PROPERTY_TOASTS.contactAdded,
    errorToast: { fallback: PROPERTY_ERRORS.contact },
  });
export const useChangeContactType = (propertyId: string) =>
  useAppMutation({
    ...childChange(propertyId),
    mutationFn: ({ id, contactType }: { id: string; contactType: TContactType }) => updatePropertyContact(id, contactType),
    successToast: PROPERTY_TOASTS.contactUpdated,
    errorToast: { fallback: PROPERTY_ERRORS.contact },
  });
export const useRemovePropertyContact = (propertyId: string) =>
  useAppMutation({
    ...childChange(propertyId),
    mutationFn: deletePropertyContact,
    successToast: PROPERTY_TOASTS.contactRemoved,
    errorToast: { fallback: PROPERTY_ERRORS.contactRemove },
  });

export const useAddPropertyService = (propertyId: string, binding?: TMutationForm) =>
  useAppMutation({
    ...childChange(propertyId),
    ...binding,
    mutationFn: (input: TCreatePropertyServiceInput) => createPropertyService(input),
    successToast: PROPERTY_TOASTS.serviceAdded,
    errorToast: { fallback: PROPERTY_ERRORS.service },
  });
export const useUpdatePropertyService = (propertyId: string, binding?: TMutationForm) =>
  useAppMutation({
    ...childChange(propertyId),
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdatePropertyServiceInput }) => updatePropertyService(id, input),
    successToast: PROPERTY_TOASTS.serviceUpdated,
    errorToast: { fallback: PROPERTY_ERRORS.service },
  });
export const useRemovePropertyService = (propertyId: string) =>
  useAppMutation({
    ...childChange(propertyId),
    mutationFn: deletePropertyService,
    successToast: PROPERTY_TOASTS.serviceRemoved,
    errorToast: { fallback: PROPERTY_ERRORS.serviceRemove },
  });

/** One step for the person: the bytes go to storage (with progress), then the document row names them. */
export const useUploadPropertyDocument = (propertyId: string, binding?: TMutationForm) =>
  useAppMutation({
    ...childChange(propertyId),
    ...binding,
    mutationFn: async ({ file, title, onProgress }: { file: File; title: string; onProgress: (percent: number) => void }) => {
      const fileKey = await uploadFile(file, { category: 'property_document', onProgress });
      const input: TCreatePropertyDocumentInput = { propertyId, fileKey, title };
      return createPropertyDocument(input);
    },
    successToast: PROPERTY_TOASTS.documentAdded,
    errorToast: { fallback: PROPERTY_ERRORS.document },
  });
export const useRemovePropertyDocument = (propertyId: string) =>
  useAppMutation({
    ...childChange(propertyId),
    mutationFn: deletePropertyDocument,
    successToast: PROPERTY_TOASTS.documentRemoved,
    errorToast: { fallback: PROPERTY_ERRORS.documentRemove },
  });

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

export const useUpdatePropertyPermission = () =>
  useAppMutation({
    mutationFn: (input: TUpdatePropertyPermissionInput) => updatePropertyPermission(input),
    successToast: PROPERTY_TOASTS.accessUpdated,
    errorToast: { fallback: PROPERTY_ERRORS.access },
    invalidates: (_answer, input) => [propertyKeys.userProperties(input.userId)],
  });

// ---------------------------------------------------------------------------------------------
// Pickers

export function useZipLookup() {
  return useAppMutation({ mutationFn: (zip: string) => lookupZip(zip), errorToast: { fallback: PROPERTY_ERRORS.zip } });
}

export function useClientTenantId(clientId: string | null) {
  return useQuery({
    queryKey: ['pickers', 'client-tenant', clientId] as const,
    queryFn: ({ signal }) => getClientTenantId(clientId ?? '', signal),
    enabled: clientId !== null,
    staleTime: 10 * 60_000,
  });
}

export function useClientPeople(
  params: { tenantId: string | null; search: string; propertyManagersOnly?: boolean; page?: number; limit?: number },
  enabled = true,
) {
  return useQuery({
    queryKey: ['pickers', 'client-people', params] as const,
    queryFn: ({ signal }) => searchClientPeople(params, signal),
    enabled,
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
