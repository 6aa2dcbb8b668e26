import type { TItemsPerPage } from '@procura/shared';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../providers/auth/auth-context';
import { mutationToasts } from '../../providers/query-client';
import { useAppDispatch } from '../../providers/store';
import { setRowsPerPageLimit } from '../../providers/store/settings-slice';
import { changePassword, signOutEverywhere, updateItemsPerPage, updateProfile } from './api';

export const settingsKeys = {
  all: ['settings'] as const,
  itemsPerPage: () => [...settingsKeys.all, 'items-per-page'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  password: () => [...settingsKeys.all, 'password'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
};

/** Spec §9: the rows-per-page preference goes to the server and to the local store. */
export function useSaveItemsPerPage() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: settingsKeys.itemsPerPage(),
    mutationFn: updateItemsPerPage,
    meta: mutationToasts<TItemsPerPage, number>({
      successToast: ({ itemsPerPage }) => ({ title: 'Preference Saved', description: `Lists now show ${itemsPerPage} rows per page.` }),
      errorToast: { fallback: 'Failed to save user items per page preference.' },
    }),
    onSuccess: ({ itemsPerPage }) => {
      dispatch(setRowsPerPageLimit(itemsPerPage));
    },
  });
}

export function useUpdateProfile() {
  const { applyProfile } = useAuth();
  return useMutation({
    mutationKey: settingsKeys.profile(),
    mutationFn: updateProfile,
    meta: {
      successToast: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
      errorToast: { fallback: 'An error occurred while updating your profile.' },
    },
    // The answer is the new profile: the header and every screen show the new name at once.
    onSuccess: applyProfile,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: settingsKeys.password(),
    mutationFn: changePassword,
    meta: {
      successToast: { title: 'Password Changed', description: 'Your password has been changed. Other devices have been signed out.' },
      errorToast: { fallback: 'An error occurred while changing the password.' },
      fieldErrorsOnForm: ['currentPassword', 'newPassword'],
    },
  });
}

/** Ends every session on the server, then signs out here: this device's tokens died with the rest. */
export function useSignOutEverywhere() {
  const { signOut } = useAuth();
  return useMutation({
    mutationKey: settingsKeys.sessions(),
    mutationFn: signOutEverywhere,
    meta: {
      successToast: { title: 'Signed Out Everywhere', description: 'Every device, this one included, has been signed out.' },
      errorToast: { fallback: 'An error occurred while signing out your other devices.' },
    },
    onSuccess: signOut,
  });
}
