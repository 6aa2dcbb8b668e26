import type { TCreateUserInput, TUpdateUserInput, TUserListQuery } from '@procura/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { useJobStarted } from '../background-jobs';
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

/** Spec §4: a new person refetches the list, and cached pages no one is looking at go (their totals are stale). */
export const useCreateUser = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: (input: TCreateUserInput) => createUser(input),
    successToast: USER_TOASTS.created,
    errorToast: { fallback: USER_ERRORS.create },
    invalidates: [userKeys.lists()],
    removesInactive: [userKeys.lists()],
  });

export function useUpdateUser(binding?: TMutationForm) {
  const queryClient = useQueryClient();
  return useAppMutation({
    ...binding,
    mutationFn: ({ id, input }: { id: string; input: TUpdateUserInput }) => updateUser(id, input),
    successToast: USER_TOASTS.updated,
    errorToast: { fallback: USER_ERRORS.update },
    invalidates: [userKeys.lists()],
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(user.id), user),
  });
}

/** Status changes and deletions answer with the user (or nothing); the lists are simply refetched. */
export const useDeactivateUser = () =>
  useAppMutation({
    mutationFn: deactivateUser,
    successToast: USER_TOASTS.deactivated,
    errorToast: { fallback: USER_ERRORS.deactivate },
    invalidates: [userKeys.all],
  });
export const useActivateUser = () =>
  useAppMutation({
    mutationFn: activateUser,
    successToast: USER_TOASTS.activated,
    errorToast: { fallback: USER_ERRORS.activate },
    invalidates: [userKeys.all],
  });
export const useResendInvitation = () =>
  useAppMutation({
    mutationFn: resendInvitation,
    successToast: USER_TOASTS.invitationSent,
    errorToast: { fallback: USER_ERRORS.resend },
    invalidates: [userKeys.all],
  });
export const useDeleteUsers = () =>
  useAppMutation({
    mutationFn: (ids: readonly string[]) => deleteUsers(ids),
    successToast: USER_TOASTS.deleted,
    errorToast: { fallback: USER_ERRORS.delete },
    invalidates: [userKeys.all],
  });

/** Bulk invite: the upload becomes a background job, which the job panel then follows. */
export function useUploadUsers() {
  const jobStarted = useJobStarted();
  return useAppMutation({
    mutationFn: uploadUsers,
    successToast: { title: 'Upload Started', description: 'The invitations are being sent. Follow the progress in Background jobs.' },
    errorToast: { fallback: USER_ERRORS.upload },
    onSuccess: jobStarted,
  });
}

export const useDownloadUserUploadTemplate = () => useAppMutation({ mutationFn: downloadUserUploadTemplate, errorToast: { fallback: USER_ERRORS.template } });
