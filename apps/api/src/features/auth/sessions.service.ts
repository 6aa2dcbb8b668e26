import crypto from 'node:crypto';
import type { TTokenResponse } from '@procura/shared';
import { unauthorized } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import { hashSecret, randomSecret } from '../../platform/tokens.js';
import { authRepo, type TUserRow } from './auth.repo.js';
import { systemDb } from '../../platform/system-db.js';

export interface TIssuedSession {
  tokens: TTokenResponse;
  refreshToken: string;
  persistent: boolean;
}

/** Access/id tokens plus a rotating refresh token, one family per sign-in. */
export function createSessionsService(platform: TPlatform) {
  const db = systemDb(platform.database);
  const refreshTtlMs = platform.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000;

  async function issue(user: TUserRow, familyId: string, persistent: boolean): Promise<TIssuedSession> {
    const primaryTenantId = await authRepo.primaryTenantId(db, user.id);
    if (!primaryTenantId) throw unauthorized('Your account has no workspace. Ask an administrator to add you to one.');
    const subject = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, userType: user.userType, primaryTenantId };
    const tokens = await platform.tokens.issue(subject, familyId);
    const refreshToken = randomSecret();
    await authRepo.insertRefreshToken(db, {
      familyId,
      userId: user.id,
      tokenHash: hashSecret(refreshToken),
      persistent,
      expiresAt: new Date(Date.now() + refreshTtlMs),
    });
    return { tokens, refreshToken, persistent };
  }

  return {
    refreshTtlSeconds: refreshTtlMs / 1000,

    start: (user: TUserRow, persistent: boolean) => issue(user, crypto.randomUUID(), persistent),

    /** Rotates the refresh token; presenting a spent one revokes the whole family. */
    async refresh(refreshToken: string | undefined): Promise<TIssuedSession> {
      if (!refreshToken) throw unauthorized('Auth session was not found. Make sure to call signIn.');
      const stored = await authRepo.findRefreshToken(db, hashSecret(refreshToken));
      if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) throw unauthorized('Invalid tokens.');
      if (!(await authRepo.claimRefreshToken(db, stored.id))) {
        await authRepo.revokeFamily(db, stored.familyId);
        platform.log.warn({ userId: stored.userId, familyId: stored.familyId }, 'refresh token reused; family revoked');
        throw unauthorized('Invalid tokens.');
      }
      const user = await authRepo.findLiveUser(db, stored.userId);
      if (!user || user.status !== 'ACTIVE' || !user.authorized) {
        await authRepo.revokeFamily(db, stored.familyId);
        throw unauthorized('Auth session was not found. Make sure to call signIn.');
      }
      return issue(user, stored.familyId, stored.persistent);
    },

    /** Every session of the person ends now: refresh tokens revoked, access tokens refused. */
    async endAll(userId: string): Promise<void> {
      await authRepo.endAllSessions(db, userId);
    },

    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await authRepo.findRefreshToken(db, hashSecret(refreshToken));
      if (stored) await authRepo.revokeFamily(db, stored.familyId);
    },
  };
}

export type TSessionsService = ReturnType<typeof createSessionsService>;
