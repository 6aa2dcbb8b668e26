import type { TClientListQuery, TClientStatus, TCreateClientInput, TCreateCorporateContactInput, TUpdateClientInput, TUpdateCorporateContactInput } from '@procura/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createClient,
  createCorporateContact,
  createParentCompany,
  deleteCorporateContact,
  getClient,
  getClientHistory,
  listClientProperties,
  listClients,
  listClientWorkspaces,
  listCorporateContacts,
  listParentCompanies,
  searchGeography,
  type TGeoLevel,
  updateClient,
  updateClientStatus,
  updateCorporateContact,
  updateHeaderImage,
} from './api';

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (query: TClientListQuery) => [...clientKeys.lists(), query] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  history: (id: string, page: number) => [...clientKeys.detail(id), 'history', page] as const,
  contacts: (id: string) => [...clientKeys.detail(id), 'contacts'] as const,
  contactPage: (id: string, query: { page: number; limit: number; search?: string }) => [...clientKeys.contacts(id), query] as const,
  properties: (id: string, query: { page: number; limit: number; search?: string }) => [...clientKeys.detail(id), 'properties', query] as const,
  parentCompanies: (search: string) => [...clientKeys.all, 'parent-companies', search] as const,
  workspaces: () => [...clientKeys.all, 'work-spaces'] as const,
  geography: (level: TGeoLevel, params: { search?: string; countryId?: number; stateId?: number }) => [...clientKeys.all, 'geography', level, params] as const,
};

export const CLIENT_TOASTS = {
  created: { title: 'Client Created', description: 'Client has been created successfully.' },
  updated: { title: 'Client Updated', description: 'Client has been updated successfully.' },
  activated: { title: 'Client Activated', description: 'The client and its people can work again.' },
  deactivated: { title: 'Client Deactivated', description: 'The client is inactive; its people have been signed out.' },
  contactAdded: { title: 'Contact Added', description: 'The corporate contact has been added.' },
  contactUpdated: { title: 'Contact Updated', description: 'The corporate contact has been updated.' },
  contactRemoved: { title: 'Contact Removed', description: 'The corporate contact has been removed.' },
} as const;

export function useClientList(query: TClientListQuery) {
  return useQuery({ queryKey: clientKeys.list(query), queryFn: ({ signal }) => listClients(query, signal), placeholderData: keepPreviousData, refetchOnMount: true });
}

export function useClientDetail(id: string) {
  return useQuery({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal), refetchOnMount: true });
}

export function useClientHistory(id: string, page: number) {
  return useQuery({ queryKey: clientKeys.history(id, page), queryFn: ({ signal }) => getClientHistory(id, page, signal), placeholderData: keepPreviousData, refetchOnMount: true });
}

export function useCorporateContacts(clientId: string, query: { page: number; limit: number; search?: string }, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.contactPage(clientId, query),
    queryFn: ({ signal }) => listCorporateContacts(clientId, query, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchOnMount: true,
  });
}

export function useClientProperties(clientId: string, query: { page: number; limit: number; search?: string }) {
  return useQuery({ queryKey: clientKeys.properties(clientId, query), queryFn: ({ signal }) => listClientProperties(clientId, query, signal), placeholderData: keepPreviousData });
}

export function useParentCompanies(search: string) {
  return useQuery({ queryKey: clientKeys.parentCompanies(search), queryFn: ({ signal }) => listParentCompanies(search, signal), placeholderData: keepPreviousData, staleTime: 30_000 });
}

/** The branding of the client workspaces the user belongs to (the shell's header image). */
export function useClientWorkspaces(enabled: boolean) {
  return useQuery({ queryKey: clientKeys.workspaces(), queryFn: ({ signal }) => listClientWorkspaces(signal), enabled, staleTime: 60_000 });
}

export function useGeography(level: TGeoLevel, params: { search?: string; countryId?: number; stateId?: number }, enabled: boolean) {
  return useQuery({ queryKey: clientKeys.geography(level, params), queryFn: ({ signal }) => searchGeography(level, params, signal), enabled, placeholderData: keepPreviousData, staleTime: 300_000 });
}

/** Every change to a client refreshes its lists, its page and the shell's branding. */
function useClientMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, toasts: { success?: { title: string; description: string }; errorFallback: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successToast: toasts.success, errorToast: { fallback: toasts.errorFallback } },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}

export const useCreateClient = () => useClientMutation((input: TCreateClientInput) => createClient(input), { success: CLIENT_TOASTS.created, errorFallback: 'An error occurred while creating the client.' });
export const useUpdateClient = () =>
  useClientMutation(({ id, input }: { id: string; input: TUpdateClientInput }) => updateClient(id, input), { success: CLIENT_TOASTS.updated, errorFallback: 'An error occurred while updating the client.' });
export const useUpdateClientStatus = () =>
  useClientMutation(({ id, status }: { id: string; status: TClientStatus }) => updateClientStatus(id, status), { errorFallback: 'An error occurred while changing the client’s status.' });
export const useUpdateHeaderImage = () =>
  useClientMutation(({ id, fileKey }: { id: string; fileKey: string | null }) => updateHeaderImage(id, fileKey), { success: CLIENT_TOASTS.updated, errorFallback: 'An error occurred while updating the header image.' });
export const useCreateParentCompany = () => useClientMutation((name: string) => createParentCompany(name), { errorFallback: 'An error occurred while adding the parent company.' });
export const useCreateCorporateContact = () =>
  useClientMutation((input: TCreateCorporateContactInput) => createCorporateContact(input), { success: CLIENT_TOASTS.contactAdded, errorFallback: 'An error occurred while adding the contact.' });
export const useUpdateCorporateContact = () =>
  useClientMutation(({ id, input }: { id: string; input: TUpdateCorporateContactInput }) => updateCorporateContact(id, input), { success: CLIENT_TOASTS.contactUpdated, errorFallback: 'An error occurred while updating the contact.' });
export const useDeleteCorporateContact = () =>
  useClientMutation((id: string) => deleteCorporateContact(id), { success: CLIENT_TOASTS.contactRemoved, errorFallback: 'An error occurred while removing the contact.' });
