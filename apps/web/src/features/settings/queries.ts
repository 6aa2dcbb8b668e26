import { useMutation } from '@tanstack/react-query';
import { useAppDispatch } from '../../app/store';
import { setRowsPerPageLimit } from '../../app/store/settings-slice';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useAuth } from '../../app/auth/auth-context';
import { changePassword, updateItemsPerPage, updateProfile } from './api';

export const settingsKeys = {
  all: ['settings'] as const,
  itemsPerPage: () => [...settingsKeys.all, 'items-per-page'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  password: () => [...settingsKeys.all, 'password'] as const,
};

/** Spec §9: the rows-per-page preference goes to the server and to the local store. */
export function useSaveItemsPerPage() {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationKey: settingsKeys.itemsPerPage(),
    mutationFn: updateItemsPerPage,
    onSuccess: ({ itemsPerPage }) => {
      dispatch(setRowsPerPageLimit(itemsPerPage));
      notify.success('Preference Saved', `Lists now show ${itemsPerPage} rows per page.`);
    },
    onError: (error) => notify.error('Error', errorMessage(error, 'Failed to save user items per page preference.')),
  });
}

export function useUpdateProfile() {
  const { applyProfile } = useAuth();
  return useMutation({
    mutationKey: settingsKeys.profile(),
    mutationFn: updateProfile,
    // The answer is the new profile: the header and every screen show the new name at once.
    onSuccess: applyProfile,
  });
}

export function useChangePassword() {
  return useMutation({ mutationKey: settingsKeys.password(), mutationFn: changePassword });
}
