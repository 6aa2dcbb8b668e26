import type { TCreateUserInput, TUpdateUserInput, TUserListQuery } from '@procura/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useJobStarted } from '../background-jobs/queries';
import {
  activateUser,
  checkEmails,
  createUser,
  deactivateUser,
  deleteUsers,
  downloadUserUploadTemplate,
  getUser,
  listUsers,
  resendInvitation,
  searchUserTenants,
  updateUser,
  uploadUsers,
} from './api';
import { USER_ERRORS, USER_TOASTS } from './user-messages';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: TUserListQuery) => [...userKeys.lists(), filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
  emailCheck: (email: string) => [...userKeys.all, 'email-check', email] as const,
  tenantOptions: (search: string) => [...userKeys.all, 'tenant-options', search] as const,
};

export function useUserList(filters: TUserListQuery) {
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
    meta: { errorToast: { fallback: USER_ERRORS.checkEmail } },
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
    meta: { successToast: USER_TOASTS.created, errorToast: { fallback: USER_ERRORS.create } },
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
    meta: { successToast: USER_TOASTS.updated, errorToast: { fallback: USER_ERRORS.update } },
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** Status changes and deletions answer with the user (or nothing); the lists are simply refetched. */
function useUserListMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  toasts: { success: (typeof USER_TOASTS)[keyof typeof USER_TOASTS]; errorFallback: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successToast: toasts.success, errorToast: { fallback: toasts.errorFallback } },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export const useDeactivateUser = () => useUserListMutation(deactivateUser, { success: USER_TOASTS.deactivated, errorFallback: USER_ERRORS.deactivate });
export const useActivateUser = () => useUserListMutation(activateUser, { success: USER_TOASTS.activated, errorFallback: USER_ERRORS.activate });
export const useResendInvitation = () =>
  useUserListMutation(resendInvitation, { success: USER_TOASTS.invitationSent, errorFallback: USER_ERRORS.resend });
export const useDeleteUsers = () =>
  useUserListMutation((ids: readonly string[]) => deleteUsers(ids), { success: USER_TOASTS.deleted, errorFallback: USER_ERRORS.delete });

/** Bulk invite: the upload becomes a background job, which the job panel then follows. */
export function useUploadUsers() {
  const jobStarted = useJobStarted();
  return useMutation({
    mutationFn: uploadUsers,
    meta: {
      successToast: { title: 'Upload Started', description: 'The invitations are being sent. Follow the progress in Background jobs.' },
      errorToast: { fallback: USER_ERRORS.upload },
    },
    onSuccess: jobStarted,
  });
}

export function useDownloadUserUploadTemplate() {
  return useMutation({ mutationFn: downloadUserUploadTemplate, meta: { errorToast: { fallback: USER_ERRORS.template } } });
}
