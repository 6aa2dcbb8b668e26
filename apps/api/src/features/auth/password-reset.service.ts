import crypto from 'node:crypto';
import { RESET_CODE_LENGTH, type TForgotPasswordInput, type TResetPasswordInput } from '@procura/shared';
import { HttpError } from '../../platform/errors.js';
import { composeMail } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import type { TPlatform } from '../../platform/platform.js';
import { hashSecret } from '../../platform/tokens.js';
import { authRepo } from './auth.repo.js';
import { throttleKey } from './lockout.js';
import { systemDb } from '../../platform/system-db.js';

const PURPOSE = 'password_reset';
const MAX_CODE_ATTEMPTS = 5;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent a code to reset the password. It is valid for a short time.';
const BAD_CODE = 'The code is invalid or has expired. Request a new one.';

/** Six digits are few, so each code is salted with its user and allows five tries. */
const codeHash = (userId: string, code: string) => hashSecret(`${PURPOSE}:${userId}:${code}`);

export function createPasswordResetService(platform: TPlatform) {
  const db = systemDb(platform.database);
  const { config } = platform;

  return {
    /** Same answer and same timing either way: the mail is sent after the reply. */
    async requestCode(input: Required<TForgotPasswordInput>): Promise<void> {
      const user = await authRepo.findLiveUserByEmail(db, input.email);
      if (!user || user.status !== 'ACTIVE' || !user.authorized) return;
      const code = crypto.randomInt(0, 10 ** RESET_CODE_LENGTH).toString().padStart(RESET_CODE_LENGTH, '0');
      await authRepo.expireCodes(db, user.id, PURPOSE);
      await authRepo.insertCode(db, {
        userId: user.id,
        purpose: PURPOSE,
        codeHash: codeHash(user.id, code),
        expiresAt: new Date(Date.now() + config.RESET_CODE_TTL_MINUTES * 60_000),
      });
      const url = `${config.PUBLIC_URL}/reset-password?email=${encodeURIComponent(user.email)}`;
      const mail = composeMail(config.APP_BRAND, {
        to: user.email,
        subject: 'Your password reset code',
        greeting: `Hello ${user.firstName},`,
        lines: [
          `Your code to reset your password is ${code}.`,
          `It expires in ${config.RESET_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
        ],
        action: { label: 'Reset your password', url },
      });
      void platform.mailer.send(mail).catch((err) => platform.log.error({ err }, 'reset mail failed'));
    },

    async reset(input: Required<TResetPasswordInput>): Promise<void> {
      const user = await authRepo.findLiveUserByEmail(db, input.email);
      const stored = user ? await authRepo.latestLiveCode(db, user.id, PURPOSE) : undefined;
      const storedHash = user && stored ? await authRepo.takeCodeAttempt(db, stored.id, MAX_CODE_ATTEMPTS) : undefined;
      if (!user || !stored || storedHash !== codeHash(user.id, input.code)) throw new HttpError(400, BAD_CODE, { code: [BAD_CODE] });
      if (!(await authRepo.useCode(db, stored.id))) throw new HttpError(400, BAD_CODE, { code: [BAD_CODE] });
      await authRepo.setPassword(db, user.id, await hashPassword(input.password));
      await authRepo.endAllSessions(db, user.id);
      await authRepo.clearFailures(db, throttleKey(user.email));
      await authRepo.auditSelf(db, user.id, 'password_reset');
    },
  };
}
