import type { TValidateTokenResponse } from '@procura/shared';
import { HttpError, tooManyRequests } from '../../platform/errors.js';
import { composeMail } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import type { TPlatform } from '../../platform/platform.js';
import { hashSecret, randomSecret } from '../../platform/tokens.js';
import { DAY, HOUR, spendBudget, type TBudget, waitText } from './auth-budgets.js';
import { authRepo, type TUserRow } from './auth.repo.js';
import { inviterAsData } from './inviter-name.js';
import type { TIssuedSession, TSessionsService } from './sessions.service.js';
import { systemDb } from '../../platform/system-db.js';
import type { TNotifier } from '../notifications/notifications.service.js';
import { invitationAcceptedNotice } from './invitation.notices.js';

const PURPOSE = 'invitation';

/** Who sends an invitation: recorded on the link, and named in the mail. */
export interface TInviter {
  userId: string;
  name: string;
}
export const INVALID_INVITATION = 'This invitation link is invalid or has expired. Ask your administrator to send a new one.';

/** Resends per invited person, whoever sends them (issue #7 item 12: mail abuse). */
export const RESENDS_PER_PERSON: readonly TBudget[] = [
  { windowSeconds: HOUR, max: 3 },
  { windowSeconds: DAY, max: 10 },
];

/** Bulk-invite uploads per tenant, whoever starts them: each may mail thousands (issue #7 item 12). */
export const BULK_INVITES_PER_TENANT: readonly TBudget[] = [{ windowSeconds: DAY, max: 10 }];

/** Invitation links: single use, expiring, and a new one kills the old. */
export function createInvitationsService(platform: TPlatform, sessions: TSessionsService, notifications?: TNotifier) {
  const db = systemDb(platform.database);
  const { config } = platform;

  async function liveInvitation(token: string) {
    const stored = await authRepo.findLiveCodeByHash(db, PURPOSE, hashSecret(token));
    const user = stored ? await authRepo.findLiveUser(db, stored.userId) : undefined;
    if (!stored || !user || user.status !== 'PENDING' || !user.authorized) throw new HttpError(400, INVALID_INVITATION, { token: [INVALID_INVITATION] });
    return { stored, user };
  }

  return {
    /**
     * Issues a fresh link (killing earlier ones) and mails it; returns the token for tests' factories.
     * The link records who sent it: they are the one told when it is accepted.
     */
    async invite(user: Pick<TUserRow, 'id' | 'email' | 'firstName'>, invitedBy: TInviter): Promise<string> {
      const token = randomSecret();
      await authRepo.expireCodes(db, user.id, PURPOSE);
      await authRepo.insertCode(db, {
        userId: user.id,
        purpose: PURPOSE,
        codeHash: hashSecret(token),
        issuedByUserId: invitedBy.userId,
        expiresAt: new Date(Date.now() + config.INVITATION_TTL_HOURS * 3_600_000),
      });
      const url = `${config.PUBLIC_URL}/auth/verify?token=${encodeURIComponent(token)}`;
      const mail = composeMail(config.APP_BRAND, {
        to: user.email,
        subject: "You're invited",
        greeting: `Hello ${user.firstName},`,
        // The inviter's name is free text anyone with a people right can set: it goes in as a
        // labelled value, never as words of our sentence (issue #7 item 12).
        lines: [
          `You are invited to ${config.APP_BRAND}.`,
          ...inviterAsData(invitedBy.name),
          `Open the link below to create your password. It is valid for ${config.INVITATION_TTL_HOURS} hours and works once.`,
        ],
        action: { label: 'Accept the invitation', url },
      });
      await platform.mailer.send(mail);
      return token;
    },

    /** Spends one of the person's resends, or answers 429 when they have had enough mail. */
    async reserveResend(userId: string): Promise<void> {
      const wait = await spendBudget(db, 'invitation-resends', userId, RESENDS_PER_PERSON);
      if (wait > 0) throw tooManyRequests(wait, `This person has been sent enough invitations for now. Try again in ${waitText(wait)}.`);
    },

    /** Spends one of the tenant's bulk invites for today, or answers 429 when it has started enough. */
    async reserveBulkInvite(tenantId: string): Promise<void> {
      const wait = await spendBudget(db, 'bulk-invites', tenantId, BULK_INVITES_PER_TENANT);
      if (wait > 0) throw tooManyRequests(wait, `Your organization has started enough bulk invites for today. Try again in ${waitText(wait)}.`);
    },

    /** Links already sent stop working (sign-in taken away before it was used). */
    async cancel(userId: string): Promise<void> {
      await authRepo.expireCodes(db, userId, PURPOSE);
    },

    async validate(token: string): Promise<TValidateTokenResponse> {
      const { user } = await liveInvitation(token);
      return { email: user.email, firstName: user.firstName, lastName: user.lastName };
    },

    async accept(token: string, password: string): Promise<TIssuedSession> {
      const { stored, user } = await liveInvitation(token);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await authRepo.useCode(tx, stored.id))) throw new HttpError(400, INVALID_INVITATION, { token: [INVALID_INVITATION] });
        await authRepo.setPassword(tx, user.id, passwordHash, 'ACTIVE');
        await authRepo.auditSelf(tx, user.id, 'invitation_accepted');
        // The one who sent this link hears of it (docs/notifications.md "Events"), if they still exist.
        const inviter = stored.issuedByUserId;
        const tenantId = await authRepo.primaryTenantId(tx, user.id);
        if (inviter && inviter !== user.id && tenantId) await notifications?.publish(tx, invitationAcceptedNotice({ ...user, tenantId }, inviter));
      });
      await notifications?.dispatch();
      return sessions.start({ ...user, status: 'ACTIVE' }, false);
    },
  };
}

export type TInvitationsService = ReturnType<typeof createInvitationsService>;
