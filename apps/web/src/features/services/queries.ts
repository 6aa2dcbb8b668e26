import type { TServiceCategoryUpdate, TServiceListQuery, TServiceUpdate } from '@procura/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationToasts } from '../../providers/query-client';
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

/** Every catalogue change moves counts and lists: refetch both (one prefix). */
function useCatalogMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  meta: ReturnType<typeof mutationToasts>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: serviceKeys.lists(), type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}

const formFields = ['name', 'description', 'sortOrder', 'categoryId', 'unit', 'status'] as const;

export const useCreateCategory = () =>
  useCatalogMutation(createCategory, { successToast: SERVICE_TOASTS.categoryCreated, errorToast: { fallback: SERVICE_ERRORS.createCategory }, fieldErrorsOnForm: formFields });

export const useUpdateCategory = () =>
  useCatalogMutation(({ id, input }: { id: string; input: TServiceCategoryUpdate }) => updateCategory(id, input), {
    successToast: SERVICE_TOASTS.categoryUpdated,
    errorToast: { fallback: SERVICE_ERRORS.updateCategory },
    fieldErrorsOnForm: formFields,
  });

export const useDeleteCategory = () =>
  useCatalogMutation(deleteCategory, { successToast: SERVICE_TOASTS.categoryDeleted, errorToast: { fallback: SERVICE_ERRORS.deleteCategory } });

export const useCreateService = () =>
  useCatalogMutation(createService, { successToast: SERVICE_TOASTS.created, errorToast: { fallback: SERVICE_ERRORS.create }, fieldErrorsOnForm: formFields });

export const useUpdateService = () =>
  useCatalogMutation(({ id, input }: { id: string; input: TServiceUpdate }) => updateService(id, input), {
    successToast: SERVICE_TOASTS.updated,
    errorToast: { fallback: SERVICE_ERRORS.update },
    fieldErrorsOnForm: formFields,
  });

/** Activate / deactivate: a status change with a toast of its own. */
export const useSetServiceStatus = () =>
  useCatalogMutation(
    ({ id, active }: { id: string; active: boolean }) => updateService(id, { status: active ? 'ACTIVE' : 'INACTIVE' }),
    mutationToasts<unknown, { active: boolean }>({
      successToast: (_data, variables) => (variables.active ? SERVICE_TOASTS.activated : SERVICE_TOASTS.deactivated),
      errorToast: { fallback: SERVICE_ERRORS.update },
    }),
  );

export const useDeleteService = () =>
  useCatalogMutation(deleteService, { successToast: SERVICE_TOASTS.deleted, errorToast: { fallback: SERVICE_ERRORS.delete } });

/** The report is the answer: shown row by row in the modal, with a toast summing it up. */
export const useBulkCreateServices = () =>
  useCatalogMutation(
    bulkCreateServices,
    mutationToasts<{ created: number; failed: number }, unknown>({
      successToast: (data) =>
        data.failed === 0
          ? { title: 'Services Added', description: `${data.created} ${data.created === 1 ? 'service has' : 'services have'} been added successfully.` }
          : { title: 'Some Rows Need Attention', description: `${data.created} added; ${data.failed} ${data.failed === 1 ? 'row has' : 'rows have'} problems shown in the list.` },
      errorToast: { fallback: SERVICE_ERRORS.bulk },
    }),
  );
