import type { TGetInTouchSettings, TItemsPerPage } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import { useAuth } from '../../providers/auth/auth-context';
import { useAppDispatch } from '../../providers/store';
import { setRowsPerPageLimit } from '../../providers/store/settings-slice';
import { changePassword, getInTouchSettings, saveGetInTouchSettings, signOutEverywhere, updateItemsPerPage, updateProfile } from './api';

export const settingsKeys = {
  all: ['settings'] as const,
  itemsPerPage: () => [...settingsKeys.all, 'items-per-page'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  password: () => [...settingsKeys.all, 'password'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  getInTouch: () => [...settingsKeys.all, 'get-in-touch'] as const,
};

export const useGetInTouchSettings = () => useQuery({ queryKey: settingsKeys.getInTouch(), queryFn: ({ signal }) => getInTouchSettings(signal) });

export const useSaveGetInTouchSettings = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: (input: TGetInTouchSettings) => saveGetInTouchSettings(input),
    successToast: ({ inboxEmail }) => ({
      title: 'Inbox Saved',
      description: inboxEmail ? `New get-in-touch requests are e-mailed to ${inboxEmail}.` : 'New get-in-touch requests are listed but not e-mailed.',
    }),
    invalidates: [settingsKeys.getInTouch()],
  });

/** Spec §9: the rows-per-page preference goes to the server and to the local store. */
export function useSaveItemsPerPage() {
  const dispatch = useAppDispatch();
  return useAppMutation({
    mutationKey: settingsKeys.itemsPerPage(),
    mutationFn: updateItemsPerPage,
    successToast: ({ itemsPerPage }: TItemsPerPage) => ({ title: 'Preference Saved', description: `Lists now show ${itemsPerPage} rows per page.` }),
    errorToast: { fallback: 'Failed to save user items per page preference.' },
    onSuccess: ({ itemsPerPage }) => {
      dispatch(setRowsPerPageLimit(itemsPerPage));
    },
  });
}

export function useUpdateProfile(binding?: TMutationForm) {
  const { applyProfile } = useAuth();
  return useAppMutation({
    ...binding,
    mutationKey: settingsKeys.profile(),
    mutationFn: updateProfile,
    successToast: { title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
    errorToast: { fallback: 'An error occurred while updating your profile.' },
    // The answer is the new profile: the header and every screen show the new name at once.
    onSuccess: applyProfile,
  });
}

export const useChangePassword = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationKey: settingsKeys.password(),
    mutationFn: changePassword,
    successToast: { title: 'Password Changed', description: 'Your password has been changed. Other devices have been signed out.' },
    errorToast: { fallback: 'An error occurred while changing the password.' },
  });

/** Ends every session on the server, then signs out here: this device's tokens died with the rest. */
export function useSignOutEverywhere() {
  const { signOut } = useAuth();
  return useAppMutation({
    mutationKey: settingsKeys.sessions(),
    mutationFn: signOutEverywhere,
    successToast: { title: 'Signed Out Everywhere', description: 'Every device, this one included, has been signed out.' },
    errorToast: { fallback: 'An error occurred while signing out your other devices.' },
    onSuccess: signOut,
  });
}
