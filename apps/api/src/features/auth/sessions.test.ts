import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { factories } from '../../../test/factories.js';
import { PASSWORD, refreshCookieOf, startTestApp, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
/** The same product behind one trusted proxy hop that terminates TLS. */
let proxied: TTestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([startTestApp(), startTestApp({ config: { TRUST_PROXY: 1 } })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), proxied?.close()]);
});

const newPerson = (app: TTestApp) => factories(app).buildUser({ userType: 'client', tenantId: app.world.clientA.tenantId });

describe('sign out everywhere', () => {
  it('ends every sign-in of the caller: access tokens on the next request, refresh cookies at once', async () => {
    const person = await newPerson(t);
    const phone = await person.signIn();
    const laptop = await person.signIn();
    const bystander = await newPerson(t).then((p) => p.signIn());
    // Both are in use, so the actor is cached before the sign-out.
    for (const s of [phone, laptop, bystander]) expect((await t.http('GET', '/v1/users/profile', { token: s.accessToken })).status).toBe(200);

    const out = await t.http('POST', '/v1/auth/logout-all', { token: laptop.accessToken, cookie: laptop.cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    for (const s of [phone, laptop]) {
      expect((await t.http('GET', '/v1/users/profile', { token: s.accessToken })).status).toBe(401);
      expect((await t.http('GET', '/v1/users', { token: s.accessToken })).status).toBe(401);
      expect((await t.http('POST', '/v1/auth/refresh', { cookie: s.cookie })).status).toBe(401);
    }
    // Nobody else is touched, and signing in again works.
    expect((await t.http('GET', '/v1/users/profile', { token: bystander.accessToken })).status).toBe(200);
    const again = await person.signIn();
    expect((await t.http('GET', '/v1/users/profile', { token: again.accessToken })).status).toBe(200);
    const audits = await systemDb(t.platform.database).select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(audits.map((a) => a.action)).toContain('signed_out_everywhere');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.http('POST', '/v1/auth/logout-all')).status).toBe(401);
  });
});

describe('session lifetime', () => {
  it('rotation never extends a sign-in past its first issue plus REFRESH_TOKEN_TTL_DAYS', async () => {
    const person = await newPerson(t);
    const res = await t.http('POST', '/v1/auth/login', { body: { email: person.email, password: PASSWORD, rememberMe: true } });
    const signedInAt = Date.now();
    const [first] = await systemDb(t.platform.database).select().from(refreshTokens).where(eq(refreshTokens.userId, person.id));
    expect(Math.abs(first.expiresAt.getTime() - (signedInAt + 30 * 86_400_000))).toBeLessThan(60_000);

    // The sign-in is 30 days old but for two seconds.
    await systemDb(t.platform.database)
      .update(refreshTokens)
      .set({ expiresAt: sql`now() + interval '2 seconds'` })
      .where(eq(refreshTokens.familyId, first.familyId));
    const rotated = await t.http('POST', '/v1/auth/refresh', { cookie: refreshCookieOf(res.headers) });
    expect(rotated.status).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(rotated.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: refreshCookieOf(rotated.headers) })).status).toBe(401);
  });
});

describe('the refresh cookie behind a proxy', () => {
  const login = (app: TTestApp, email: string, headers: Record<string, string> = {}) =>
    app.http('POST', '/v1/auth/login', { body: { email, password: PASSWORD }, headers });

  it('is Secure when the trusted proxy says the client used HTTPS', async () => {
    const { email } = await newPerson(proxied);
    const https = await login(proxied, email, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(https.status).toBe(200);
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
    const refreshed = await proxied.http('POST', '/v1/auth/refresh', { cookie: refreshCookieOf(https.headers), headers: { 'x-forwarded-proto': 'https' } });
    expect(refreshed.headers.get('set-cookie')).toMatch(/; Secure/);
    const out = await proxied.http('POST', '/v1/auth/logout', { cookie: refreshCookieOf(refreshed.headers), headers: { 'x-forwarded-proto': 'https' } });
    expect(out.headers.get('set-cookie')).toMatch(/; Secure/);
    const plain = await login(proxied, email, { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const { email } = await newPerson(t);
    const forged = await login(t, email, { 'x-forwarded-proto': 'https' });
    expect(forged.status).toBe(200);
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});
