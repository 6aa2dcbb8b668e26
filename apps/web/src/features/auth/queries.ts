import { useQuery } from '@tanstack/react-query';
import type { TForgotPasswordInput } from '@procura/shared';
import { useAppMutation, type TMutationForm } from '../../lib/query/use-app-mutation';
import type { TLoginBody } from './api';
import { loginAlertMessage } from './login-errors';

/** The identity calls (and the zod schemas they parse with) load when first called: the sign-in page shows without them. */
const api = () => import('./api');

const LOGIN_FAILED = 'An error occurred during the login process.';
export const INVITATION_INVALID = 'An error occurred while validating the token.';

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};

/** A query rather than a mutation so React's double effects in development validate once. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: authKeys.invitation(token ?? ''),
    queryFn: async () => (await api()).validateInvitationToken(token ?? ''),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: { fallback: INVITATION_INVALID } },
  });
}

/** Sign-in failures show inline when they say something (wrong password, rate limit), else the spec §8 toast. */
export const useLogin = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: async (body: TLoginBody) => (await api()).login(body),
    errorToast: { title: 'Login Failed', fallback: LOGIN_FAILED, description: LOGIN_FAILED },
    isShownInline: (error) => loginAlertMessage(error) !== null,
  });

/** Step 1 of the reset: the server answers the same whether or not the account exists. */
export const useForgotPassword = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: async (body: TForgotPasswordInput) => (await api()).forgotPassword(body),
    errorToast: { fallback: 'An error occurred while sending the reset code.' },
  });

export const useResetPassword = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: async (body: { email: string; code: string; password: string }) => (await api()).resetPassword(body),
    successToast: { title: 'Password Reset', description: 'Your password has been changed. Sign in with your new password.' },
    errorToast: { fallback: 'An error occurred while resetting the password.' },
  });

/** Invitation step 2 (spec §7 create-password). */
export const useCreatePassword = (binding?: TMutationForm) =>
  useAppMutation({
    ...binding,
    mutationFn: async (body: { token: string; password: string }) => (await api()).createPassword(body),
    errorToast: { fallback: 'An error occurred while creating the password.' },
  });
