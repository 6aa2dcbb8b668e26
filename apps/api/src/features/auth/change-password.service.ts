import type { TActor } from '../../platform/actor.js';
import { HttpError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { TPlatform } from '../../platform/platform.js';
import { hashSecret } from '../../platform/tokens.js';
import { authRepo } from './auth.repo.js';
import type { TIssuedSession, TSessionsService } from './sessions.service.js';
import { systemDb } from '../../platform/system-db.js';

const WRONG_CURRENT = 'Your current password is not correct.';

/** A new password ends every other session; this one continues with fresh tokens. */
export function createChangePasswordService(platform: TPlatform, sessions: TSessionsService) {
  const db = systemDb(platform.database);
  return {
    async change(actor: TActor, input: { currentPassword: string; newPassword: string }, refreshToken: string | undefined): Promise<TIssuedSession> {
      const user = await authRepo.findLiveUser(db, actor.userId);
      if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new HttpError(400, WRONG_CURRENT, { currentPassword: [WRONG_CURRENT] });
      }
      if (input.currentPassword === input.newPassword) {
        throw new HttpError(400, 'Choose a password different from the current one.', { newPassword: ['Choose a password different from the current one.'] });
      }
      const current = refreshToken ? await authRepo.findRefreshToken(db, hashSecret(refreshToken)) : undefined;
      await authRepo.setPassword(db, user.id, await hashPassword(input.newPassword));
      await authRepo.endAllSessions(db, user.id);
      await authRepo.auditSelf(db, user.id, 'password_changed');
      return sessions.start(user, current?.persistent ?? false);
    },
  };
}
