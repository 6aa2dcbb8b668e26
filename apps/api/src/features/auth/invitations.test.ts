import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authCodes } from '../../db/schema/index.js';
import { createUser } from '../../db/seed/factories.js';
import { startTestApp, type TTestApp } from '../../../test/harness.js';
import { createInvitationsService } from './invitations.service.js';
import { createSessionsService } from './sessions.service.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
let invitations: ReturnType<typeof createInvitationsService>;
beforeAll(async () => {
  t = await startTestApp();
  invitations = createInvitationsService(t.platform, createSessionsService(t.platform));
});
afterAll(() => t.close());

const tokenIn = (text: string) => /\/auth\/verify\?token=([\w%-]+)/.exec(text)?.[1] ?? '';

async function invite(email: string) {
  const user = await createUser(systemDb(t.platform.database), {
    email,
    firstName: 'Pat',
    lastName: 'Invitee',
    userType: 'client',
    tenantId: t.world.clientA.tenantId,
    roleNames: ['Client Property Manager'],
  });
  await invitations.invite(user, { userId: t.world.userIds.clientAdmin, name: 'Morgan Lee' });
  return { user, token: decodeURIComponent(tokenIn((await t.mailbox.next(email)).text)) };
}

describe('invitation → validate-token → create-password', () => {
  it('signs the invitee in with the right workspace', async () => {
    const { token } = await invite('invitee.one@example.com');
    const valid = await t.http<{ email: string; firstName: string }>('POST', '/v1/users/validate-token', { body: { token } });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ email: 'invitee.one@example.com', firstName: 'Pat', lastName: 'Invitee' });

    const created = await t.http<{ accessToken: string }>('POST', '/v1/users/create-password', { body: { token, password: 'my very own passphrase' } });
    expect(created.status).toBe(200);
    const profile = await t.http<{ status: string; userTenants: { tenant: { id: string } }[] }>('GET', '/v1/users/profile', {
      token: created.body.accessToken,
    });
    expect(profile.body.status).toBe('ACTIVE');
    expect(profile.body.userTenants.map((ut) => ut.tenant.id)).toEqual([t.world.clientA.tenantId]);
    expect((await t.http('POST', '/v1/auth/login', { body: { email: 'invitee.one@example.com', password: 'my very own passphrase' } })).status).toBe(200);
    const audit = await systemDb(t.platform.database).select().from(auditLog).where(eq(auditLog.action, 'invitation_accepted'));
    expect(audit.map((a) => [a.entity, a.tenantId, a.actorUserId === a.entityId])).toEqual([['user', t.world.clientA.tenantId, true]]);
  });

  it('works once', async () => {
    const { token } = await invite('invitee.two@example.com');
    expect((await t.http('POST', '/v1/users/create-password', { body: { token, password: 'first passphrase ok' } })).status).toBe(200);
    const second = await t.http<{ message: string }>('POST', '/v1/users/create-password', { body: { token, password: 'second passphrase' } });
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/invalid or has expired/);
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token } })).status).toBe(400);
  });

  it('expires', async () => {
    const { user, token } = await invite('invitee.three@example.com');
    await systemDb(t.platform.database)
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.userId, user.id));
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token } })).status).toBe(400);
  });

  it('a new invitation kills the old link', async () => {
    const { user, token: old } = await invite('invitee.four@example.com');
    await invitations.invite(user, { userId: t.world.userIds.clientAdmin, name: 'Morgan Lee' });
    const fresh = decodeURIComponent(tokenIn((await t.mailbox.next('invitee.four@example.com')).text));
    expect(fresh).not.toBe(old);
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token: old } })).status).toBe(400);
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token: fresh } })).status).toBe(200);
  });

  it('refuses a short or common password, naming the field', async () => {
    const { token } = await invite('invitee.five@example.com');
    for (const password of ['short', 'Password123']) {
      const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/users/create-password', { body: { token, password } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual(['password']);
    }
    // Still usable after refused attempts.
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token } })).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await t.http('POST', '/v1/users/validate-token', { body: { token: 'made-up' } })).status).toBe(400);
    expect((await t.http('POST', '/v1/users/validate-token', { body: {} })).status).toBe(400);
  });
});
