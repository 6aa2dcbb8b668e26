import { useMutation, useQuery } from '@tanstack/react-query';
import type { TForgotPasswordInput } from '@procura/shared';
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
export function useLogin() {
  return useMutation({
    mutationFn: async (body: TLoginBody) => (await api()).login(body),
    meta: {
      errorToast: { title: 'Login Failed', fallback: LOGIN_FAILED, description: LOGIN_FAILED },
      fieldErrorsOnForm: ['email', 'password'],
      isShownInline: (error) => loginAlertMessage(error) !== null,
    },
  });
}

/** Step 1 of the reset: the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: TForgotPasswordInput) => (await api()).forgotPassword(body),
    meta: { errorToast: { fallback: 'An error occurred while sending the reset code.' }, fieldErrorsOnForm: ['email'] },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { email: string; code: string; password: string }) => (await api()).resetPassword(body),
    meta: {
      successToast: { title: 'Password Reset', description: 'Your password has been changed. Sign in with your new password.' },
      errorToast: { fallback: 'An error occurred while resetting the password.' },
      // The e-mail is not an input of the code form: an error about it is toasted.
      fieldErrorsOnForm: ['code', 'password'],
    },
  });
}

/** Invitation step 2 (spec §7 create-password). */
export function useCreatePassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) => (await api()).createPassword(body),
    meta: { errorToast: { fallback: 'An error occurred while creating the password.' }, fieldErrorsOnForm: ['password'] },
  });
}
