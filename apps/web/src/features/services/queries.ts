import type { TServiceCategoryUpdate, TServiceListQuery, TServiceUpdate } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import {
  bulkCreateServices,
  createCategory,
  createService,
  deleteCategory,
  deleteService,
  listCategories,
  listServices,
  updateCategory,
  updateService,
} from './api';
import { SERVICE_ERRORS, SERVICE_TOASTS } from './service-messages';

export const serviceKeys = {
  all: ['services'] as const,
  categories: () => [...serviceKeys.all, 'categories'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (query: TServiceListQuery) => [...serviceKeys.lists(), query] as const,
};

export function useServiceCategories() {
  return useQuery({
    queryKey: serviceKeys.categories(),
    queryFn: ({ signal }) => listCategories(signal),
    refetchOnMount: true,
  });
}

export function useServiceList(query: TServiceListQuery) {
  return useQuery({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => listServices(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

/** Every catalogue change moves counts and lists: refetch both (one prefix), and drop pages no one is looking at. */
const CATALOG_CHANGE = { invalidates: [serviceKeys.all], removesInactive: [serviceKeys.lists()] } as const;

export const useCreateCategory = (binding?: TMutationForm) =>
  useAppMutation({
    ...CATALOG_CHANGE,
    ...binding,
    mutationFn: createCategory,
    successToast: SERVICE_TOASTS.categoryCreated,
    errorToast: { fallback: SERVICE_ERRORS.createCategory },
  });

export const useUpdateCategory = (binding?: TMutationForm) =>
  useAppMutation({
    ...CATALOG_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TServiceCategoryUpdate }) => updateCategory(id, input),
    successToast: SERVICE_TOASTS.categoryUpdated,
    errorToast: { fallback: SERVICE_ERRORS.updateCategory },
  });

export const useDeleteCategory = () =>
  useAppMutation({
    ...CATALOG_CHANGE,
    mutationFn: deleteCategory,
    successToast: SERVICE_TOASTS.categoryDeleted,
    errorToast: { fallback: SERVICE_ERRORS.deleteCategory },
  });

export const useCreateService = (binding?: TMutationForm) =>
  useAppMutation({
    ...CATALOG_CHANGE,
    ...binding,
    mutationFn: createService,
    successToast: SERVICE_TOASTS.created,
    errorToast: { fallback: SERVICE_ERRORS.create },
  });

export const useUpdateService = (binding?: TMutationForm) =>
  useAppMutation({
    ...CATALOG_CHANGE,
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TServiceUpdate }) => updateService(id, input),
    successToast: SERVICE_TOASTS.updated,
    errorToast: { fallback: SERVICE_ERRORS.update },
  });

/** Activate / deactivate: a status change with a toast of its own. */
export const useSetServiceStatus = () =>
  useAppMutation({
    ...CATALOG_CHANGE,
    mutationFn: ({ id, active }: { id: string; active: boolean }) => updateService(id, { status: active ? 'ACTIVE' : 'INACTIVE' }),
    successToast: (_data, variables) => (variables.active ? SERVICE_TOASTS.activated : SERVICE_TOASTS.deactivated),
    errorToast: { fallback: SERVICE_ERRORS.update },
  });

export const useDeleteService = () =>
  useAppMutation({ ...CATALOG_CHANGE, mutationFn: deleteService, successToast: SERVICE_TOASTS.deleted, errorToast: { fallback: SERVICE_ERRORS.delete } });

/** The report is the answer: shown row by row in the modal, with a toast summing it up. */
export const useBulkCreateServices = () =>
  useAppMutation({
    ...CATALOG_CHANGE,
    mutationFn: bulkCreateServices,
    successToast: (data) =>
      data.failed === 0
        ? { title: 'Services Added', description: `${data.created} ${data.created === 1 ? 'service has' : 'services have'} been added successfully.` }
        : {
            title: 'Some Rows Need Attention',
            description: `${data.created} added; ${data.failed} ${data.failed === 1 ? 'row has' : 'rows have'} problems shown in the list.`,
          },
    errorToast: { fallback: SERVICE_ERRORS.bulk },
  });
