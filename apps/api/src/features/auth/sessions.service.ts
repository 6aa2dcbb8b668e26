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
  /** What is left of the sign-in's lifetime: the persistent cookie's Max-Age. */
  maxAgeSeconds: number;
}

/** Access/id tokens plus a rotating refresh token, one family per sign-in. */
export function createSessionsService(platform: TPlatform) {
  const db = systemDb(platform.database);
  const refreshTtlMs = platform.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000;

  /** `expiresAt` is the family's: fixed at sign-in, so rotating never extends a session (issue #7 item 11). */
  async function issue(user: TUserRow, familyId: string, persistent: boolean, expiresAt: Date): Promise<TIssuedSession> {
    const primaryTenantId = await authRepo.openWorkspaceTenantId(db, user.id);
    if (!primaryTenantId)
      throw unauthorized('Your account has no active workspace. Ask an administrator to add you to one, or your provider to reactivate your organization.');
    const subject = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, userType: user.userType, primaryTenantId };
    const tokens = await platform.tokens.issue(subject, familyId);
    const refreshToken = randomSecret();
    await authRepo.insertRefreshToken(db, {
      familyId,
      userId: user.id,
      tokenHash: hashSecret(refreshToken),
      persistent,
      expiresAt,
    });
    return { tokens, refreshToken, persistent, maxAgeSeconds: Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000)) };
  }

  return {
    start: (user: TUserRow, persistent: boolean) => issue(user, crypto.randomUUID(), persistent, new Date(Date.now() + refreshTtlMs)),

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
      return issue(user, stored.familyId, stored.persistent, stored.expiresAt);
    },

    /** Every session of the person ends now: refresh tokens revoked, access tokens refused. */
    async endAll(userId: string): Promise<void> {
      await authRepo.endAllSessions(db, userId);
    },

    /** "Sign out everywhere": the caller's own sign-ins all end, and the audit says who asked. */
    async endAllOf(userId: string): Promise<void> {
      await authRepo.endAllSessions(db, userId);
      await authRepo.auditSelf(db, userId, 'signed_out_everywhere');
    },

    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const stored = await authRepo.findRefreshToken(db, hashSecret(refreshToken));
      if (stored) await authRepo.revokeFamily(db, stored.familyId);
    },
  };
}

export type TSessionsService = ReturnType<typeof createSessionsService>;
