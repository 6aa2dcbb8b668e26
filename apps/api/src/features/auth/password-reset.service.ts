import crypto from 'node:crypto';
import { RESET_CODE_LENGTH, type TForgotPasswordInput, type TResetPasswordInput } from '@procura/shared';
import { HttpError, tooManyRequests } from '../../platform/errors.js';
import { composeMail } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import type { TPlatform } from '../../platform/platform.js';
import { hashSecret } from '../../platform/tokens.js';
import { authRepo } from './auth.repo.js';
import { DAY, HOUR, spendBudget, type TBudget, waitText } from './auth-budgets.js';
import { throttleKey } from './lockout.js';
import { systemDb } from '../../platform/system-db.js';

const PURPOSE = 'password_reset';
const MAX_CODE_ATTEMPTS = 5;
export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that e-mail, we have sent a code to reset the password. It is valid for a short time.';
const BAD_CODE = 'The code is invalid or has expired. Request a new one.';

/**
 * Six digits are few: besides five tries per code, each account gets few codes and few tries
 * per hour and per day, whichever addresses ask (issue #7 item 1). At most 20 guesses a day at
 * one in a million each.
 */
export const RESET_CODES_PER_ACCOUNT: readonly TBudget[] = [
  { windowSeconds: HOUR, max: 3 },
  { windowSeconds: DAY, max: 5 },
];
export const RESET_TRIES_PER_ACCOUNT: readonly TBudget[] = [
  { windowSeconds: HOUR, max: 10 },
  { windowSeconds: DAY, max: 20 },
];

const codeHash = (userId: string, code: string) => hashSecret(`${PURPOSE}:${userId}:${code}`);

export function createPasswordResetService(platform: TPlatform) {
  const db = systemDb(platform.database);
  const { config } = platform;

  return {
    /**
     * Runs after the reply (the route does not wait for it), so a real account and an unknown
     * one answer alike in content and time. Past the account's budget no code is issued.
     */
    async requestCode(input: Required<TForgotPasswordInput>): Promise<void> {
      const user = await authRepo.findLiveUserByEmail(db, input.email);
      if (!user || user.status !== 'ACTIVE' || !user.authorized) return;
      if ((await spendBudget(db, 'reset-codes', user.id, RESET_CODES_PER_ACCOUNT)) > 0) {
        platform.log.warn({ userId: user.id }, 'password reset codes over budget; none issued');
        return;
      }
      const code = crypto
        .randomInt(0, 10 ** RESET_CODE_LENGTH)
        .toString()
        .padStart(RESET_CODE_LENGTH, '0');
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
      // Counted by address whether or not the account exists, so a refusal tells nothing.
      const wait = await spendBudget(db, 'reset-tries', input.email.toLowerCase(), RESET_TRIES_PER_ACCOUNT);
      if (wait > 0) throw tooManyRequests(wait, `Too many attempts to reset this password. Try again in ${waitText(wait)}.`);
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
