import {
  ZTokenResponseSchema,
  ZValidateTokenResponseSchema,
  type TForgotPasswordInput,
  type TTokenResponse,
  type TValidateTokenResponse,
} from '@procura/shared';
import { http } from '../../lib/http';

/** The identity calls are public: a 401 from them is an answer, not an expired session. */
const PUBLIC = { auth: false } as const;

export interface TLoginBody {
  email: string;
  password: string;
  rememberMe: boolean;
}

export async function login(body: TLoginBody): Promise<TTokenResponse> {
  return ZTokenResponseSchema.parse(await http.post('/auth/login', body, PUBLIC));
}

export const forgotPassword = (body: TForgotPasswordInput) => http.post<{ message: string }>('/auth/forgot-password', body, PUBLIC);

export const resetPassword = (body: { email: string; code: string; password: string }) => http.post<{ message: string }>('/auth/reset-password', body, PUBLIC);

export async function validateInvitationToken(token: string): Promise<TValidateTokenResponse> {
  return ZValidateTokenResponseSchema.parse(await http.post('/users/validate-token', { token }, PUBLIC));
}

export async function createPassword(body: { token: string; password: string }): Promise<TTokenResponse> {
  return ZTokenResponseSchema.parse(await http.post('/users/create-password', body, PUBLIC));
}
