import { z } from 'zod';
import { isCommonPassword } from './common-passwords.js';

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

/** Spec §5 and NIST 800-63B: length only, no composition rules, common passwords refused. */
export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine((p) => !isCommonPassword(p), 'This password is too common. Choose a less predictable one.');

export const ZEmailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.').max(254, 'E-mail is too long.'));

export const ZLoginSchema = z.object({
  email: ZEmailSchema,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().default(false),
});
export type TLoginInput = z.input<typeof ZLoginSchema>;

/** Access and id tokens; the refresh token travels only in an httpOnly cookie. */
export const ZTokenResponseSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  expiresIn: z.number().int(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

export const ZForgotPasswordSchema = z.object({ email: ZEmailSchema });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordSchema>;

export const RESET_CODE_LENGTH = 6;

export const ZResetPasswordSchema = z.object({
  email: ZEmailSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), `Enter the ${RESET_CODE_LENGTH}-digit code from the e-mail.`),
  password: ZPasswordSchema,
});
export type TResetPasswordInput = z.input<typeof ZResetPasswordSchema>;

export const ZValidateTokenSchema = z.object({ token: z.string().min(1, 'The link has no token.').max(512) });
export const ZValidateTokenResponseSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type TValidateTokenResponse = z.infer<typeof ZValidateTokenResponseSchema>;

export const ZCreatePasswordSchema = z.object({
  token: z.string().min(1).max(512),
  password: ZPasswordSchema,
});
export type TCreatePasswordInput = z.input<typeof ZCreatePasswordSchema>;

export const ZChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  newPassword: ZPasswordSchema,
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordSchema>;

export const ZMessageSchema = z.object({ message: z.string() });

/** Identity-token claims of spec §3. */
export interface TIdTokenClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  'custom:user_type': string;
  'custom:tenant_id': string;
  exp: number;
}
