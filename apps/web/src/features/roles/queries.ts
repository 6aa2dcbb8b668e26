import type { TRoleListQuery, TRoleUpdate } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { createRole, deleteRole, fetchPermissionCatalog, listRoles, updateRole } from './api';
import { ROLE_ERRORS, ROLE_TOASTS } from './role-messages';

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: TRoleListQuery) => [...roleKeys.lists(), query] as const,
  permissionCatalog: () => [...roleKeys.all, 'permission-catalog'] as const,
};

export function useRoles(query: TRoleListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => listRoles(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Roles change in other tabs and by other admins; a list screen should open current.
    refetchOnMount: true,
  });
}

/** The catalog says what the reader may grant, which changes with their roles: read afresh whenever a role form opens. */
export function usePermissionCatalog(enabled: boolean) {
  return useQuery({
    queryKey: roleKeys.permissionCatalog(),
    queryFn: ({ signal }) => fetchPermissionCatalog(signal),
    enabled,
  });
}

export const useCreateRole = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: createRole,
    successToast: ROLE_TOASTS.created,
    errorToast: { fallback: ROLE_ERRORS.create },
    invalidates: [roleKeys.lists()],
  });

export const useUpdateRole = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TRoleUpdate }) => updateRole(id, input),
    successToast: ROLE_TOASTS.updated,
    errorToast: { fallback: ROLE_ERRORS.update },
    invalidates: [roleKeys.lists()],
  });

/** A 409 while people hold the role: the server's message says so. */
export const useDeleteRole = () =>
  useAppMutation({ mutationFn: deleteRole, successToast: ROLE_TOASTS.deleted, errorToast: { fallback: ROLE_ERRORS.delete }, invalidates: [roleKeys.lists()] });
