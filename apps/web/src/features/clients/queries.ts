import type {
  TClientListQuery,
  TClientStatus,
  TCreateClientInput,
  TCreateCorporateContactInput,
  TUpdateClientInput,
  TUpdateCorporateContactInput,
} from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contactUpdateOf, type TContactFormValues } from '../../components/contacts/ContactFormModal';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
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
  updateClient,
  updateClientStatus,
  updateCorporateContact,
} from './api';
import type { THistoryQuery } from '../../components/HistoryTab';

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
};

const CLIENT_TOASTS = {
  created: { title: 'Client Created', description: 'Client has been created successfully.' },
  updated: { title: 'Client Updated', description: 'Client has been updated successfully.' },
  activated: { title: 'Client Activated', description: 'The client and its people can work again.' },
  deactivated: { title: 'Client Deactivated', description: 'The client is inactive; its people have been signed out.' },
  contactAdded: { title: 'Contact Added', description: 'The corporate contact has been added.' },
  contactUpdated: { title: 'Contact Updated', description: 'The corporate contact has been updated.' },
  contactRemoved: { title: 'Contact Removed', description: 'The corporate contact has been removed.' },
} as const;

export function useClientList(query: TClientListQuery) {
  return useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => listClients(query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export function useClientDetail(id: string) {
  return useQuery({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal), refetchOnMount: true });
}

/** One client's History tab (components/HistoryTab.tsx fetches it a page at a time). */
export const clientHistoryQuery =
  (id: string): THistoryQuery =>
  (page) => ({ queryKey: clientKeys.history(id, page), queryFn: ({ signal }) => getClientHistory(id, page, signal) });

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
  return useQuery({
    queryKey: clientKeys.properties(clientId, query),
    queryFn: ({ signal }) => listClientProperties(clientId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useParentCompanies(search: string) {
  return useQuery({
    queryKey: clientKeys.parentCompanies(search),
    queryFn: ({ signal }) => listParentCompanies(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The branding of the client workspaces the user belongs to (the shell's header image). */
export function useClientWorkspaces(enabled: boolean) {
  return useQuery({ queryKey: clientKeys.workspaces(), queryFn: ({ signal }) => listClientWorkspaces(signal), enabled, staleTime: 60_000 });
}

/** Every change to a client refreshes its lists, its page and the shell's branding (one prefix). */
const CLIENT_CHANGE = { invalidates: [clientKeys.all] } as const;

export const useCreateClient = (binding?: TMutationForm) =>
  useAppMutation({
    ...CLIENT_CHANGE,
    ...binding,
    mutationFn: (input: TCreateClientInput) => createClient(input),
    successToast: CLIENT_TOASTS.created,
    errorToast: { fallback: 'An error occurred while creating the client.' },
  });
export const useUpdateClient = (binding?: TMutationForm) =>
  useAppMutation({
    ...CLIENT_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdateClientInput }) => updateClient(id, input),
    successToast: CLIENT_TOASTS.updated,
    errorToast: { fallback: 'An error occurred while updating the client.' },
  });
export const useUpdateClientStatus = () =>
  useAppMutation({
    ...CLIENT_CHANGE,
    mutationFn: ({ id, status }: { id: string; status: TClientStatus }) => updateClientStatus(id, status),
    successToast: (_client, { status }) => (status === 'ACTIVE' ? CLIENT_TOASTS.activated : CLIENT_TOASTS.deactivated),
    errorToast: { fallback: 'An error occurred while changing the client’s status.' },
  });
export const useCreateParentCompany = () =>
  useAppMutation({
    ...CLIENT_CHANGE,
    mutationFn: (name: string) => createParentCompany(name),
    errorToast: { fallback: 'An error occurred while adding the parent company.' },
  });
export const useCreateCorporateContact = (binding?: TMutationForm) =>
  useAppMutation({
    ...CLIENT_CHANGE,
    ...binding,
    mutationFn: (input: TCreateCorporateContactInput) => createCorporateContact(input),
    successToast: CLIENT_TOASTS.contactAdded,
    errorToast: { fallback: 'An error occurred while adding the contact.' },
  });
export const useUpdateCorporateContact = (binding?: TMutationForm) =>
  useAppMutation({
    ...CLIENT_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdateCorporateContactInput }) => updateCorporateContact(id, input),
    successToast: CLIENT_TOASTS.contactUpdated,
    errorToast: { fallback: 'An error occurred while updating the contact.' },
  });
/** The shared contact form's save: a new corporate contact of this client, or an edit. */
export function useSaveCorporateContact(clientId: string, binding: TMutationForm) {
  const create = useCreateCorporateContact(binding);
  const update = useUpdateCorporateContact(binding);
  return (values: TContactFormValues, contact: { id: string } | null) =>
    contact ? update.mutateAsync({ id: contact.id, input: contactUpdateOf(values) }) : create.mutateAsync({ clientId, ...values });
}
export const useDeleteCorporateContact = () =>
  useAppMutation({
    ...CLIENT_CHANGE,
    mutationFn: (id: string) => deleteCorporateContact(id),
    successToast: CLIENT_TOASTS.contactRemoved,
    errorToast: { fallback: 'An error occurred while removing the contact.' },
  });
