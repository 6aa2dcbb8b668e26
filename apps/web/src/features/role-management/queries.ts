import type { TRoleInput, TRoleListQuery, TRoleUpdate } from '@procura/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRole, deleteRole, fetchPermissionCatalog, listRoles, updateRole } from './api';

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

/** The catalog only changes with a deployment: load it once per session. */
export function usePermissionCatalog(enabled: boolean) {
  return useQuery({
    queryKey: roleKeys.permissionCatalog(),
    queryFn: ({ signal }) => fetchPermissionCatalog(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: null; input: TRoleInput } | { id: string; input: TRoleUpdate }) =>
      request.id === null ? createRole(request.input) : updateRole(request.id, request.input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}
