import type { TCreateUserInput, TUpdateUserInput } from '@procura/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppDispatch } from '../../app/store';
import { jobStarted } from '../../app/store/background-jobs-slice';
import { backgroundJobKeys } from '../background-jobs/queries';
import {
  activateUser,
  checkEmails,
  createUser,
  deactivateUser,
  deleteUsers,
  getUser,
  listUsers,
  resendInvitation,
  searchUserTenants,
  updateUser,
  uploadUsers,
  type TUserListFilters,
} from './api';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: TUserListFilters) => [...userKeys.lists(), filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
  emailCheck: (email: string) => [...userKeys.all, 'email-check', email] as const,
  tenantOptions: (search: string) => [...userKeys.all, 'tenant-options', search] as const,
};

export function useUserList(filters: TUserListFilters) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => listUsers(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    // Spec §9: the one exception to "no refetch on mount".
    refetchOnMount: true,
  });
}

export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getUser(id ?? '', signal),
    enabled: id !== null,
    refetchOnMount: true,
  });
}

/** Is this address already someone's? Only asked for addresses that are well-formed. */
export function useEmailCheck(email: string | null) {
  return useQuery({
    queryKey: userKeys.emailCheck(email ?? ''),
    queryFn: async ({ signal }) => (await checkEmails([email ?? ''], signal)).includes(email ?? ''),
    enabled: email !== null,
    staleTime: 30_000,
  });
}

export function useUserTenantOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.tenantOptions(search),
    queryFn: ({ signal }) => searchUserTenants(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateUserInput) => createUser(input),
    onSuccess: async () => {
      // Spec §4: refetch the list, and drop cached pages no one is looking at (their totals are stale).
      queryClient.removeQueries({ queryKey: userKeys.lists(), type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateUserInput }) => updateUser(id, input),
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** Status changes and deletions answer with the user (or nothing); the lists are simply refetched. */
function useUserListMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export const useDeactivateUser = () => useUserListMutation(deactivateUser);
export const useActivateUser = () => useUserListMutation(activateUser);
export const useResendInvitation = () => useUserListMutation(resendInvitation);
export const useDeleteUsers = () => useUserListMutation((ids: readonly string[]) => deleteUsers(ids));

/** Bulk invite: the upload becomes a background job, which the job panel then follows. */
export function useUploadUsers() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadUsers,
    onSuccess: (job) => {
      dispatch(jobStarted(job));
      void queryClient.invalidateQueries({ queryKey: backgroundJobKeys.all });
    },
  });
}
