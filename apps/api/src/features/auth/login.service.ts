import type { TLoginInput } from '@procura/shared';
import { HttpError, tooManyRequests } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { TPlatform } from '../../platform/platform.js';
import { authRepo } from './auth.repo.js';
import { FREE_FAILURES, MAX_LOCK_SECONDS, throttleKey } from './lockout.js';
import type { TIssuedSession, TSessionsService } from './sessions.service.js';
import { systemDb } from '../../platform/system-db.js';

export const INVALID_CREDENTIALS = 'Incorrect email or password.';

/**
 * Answers the same for unknown addresses and wrong passwords, and backs off per address
 * after repeated failures whether or not the account exists.
 */
export function createLoginService(platform: TPlatform, sessions: TSessionsService) {
  const db = systemDb(platform.database);
  return {
    async login(input: Required<TLoginInput>): Promise<TIssuedSession> {
      const key = throttleKey(input.email);
      // The attempt is counted before the password is checked, so parallel guesses get no more
      // checks than sequential ones.
      if (!(await authRepo.reserveLoginAttempt(db, key, FREE_FAILURES, MAX_LOCK_SECONDS))) {
        const throttle = await authRepo.getThrottle(db, key);
        const seconds = Math.max(1, Math.ceil(((throttle?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000));
        throw tooManyRequests(seconds, `Too many failed sign-in attempts. Try again in ${seconds} seconds.`);
      }
      const user = await authRepo.findLiveUserByEmail(db, input.email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !passwordOk) throw new HttpError(401, INVALID_CREDENTIALS);
      await authRepo.clearFailures(db, key);
      // Only someone who knows the password learns the account's state.
      if (user.status !== 'ACTIVE' || !user.authorized) {
        throw new HttpError(401, 'Your account is not active. Contact your administrator.');
      }
      return sessions.start(user, input.rememberMe);
    },
  };
}
