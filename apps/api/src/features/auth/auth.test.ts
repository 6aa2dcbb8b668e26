import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authThrottle } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, PASSWORD, refreshCookieOf, startTestApp, type TTestApp } from '../../../test/harness.js';
import { throttleKey } from './lockout.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign in', () => {
  it('answers tokens with the spec claims and a refresh cookie', async () => {
    const res = await t.http<{ accessToken: string; idToken: string; expiresIn: number }>('POST', '/v1/auth/login', {
      body: { email: DEMO_ACCOUNTS.vendorAdmin, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.expiresIn).toBe(3600);
    const claims = decodeJwt(res.body.idToken);
    expect(claims['custom:user_type']).toBe('vendor');
    expect(claims['custom:tenant_id']).toBe(t.world.vendor.tenantId);
    expect(claims.email).toBe(DEMO_ACCOUNTS.vendorAdmin);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/procura_rt=[\w-]{20,}/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/v1/auth');
    // Without remember me the cookie ends with the browser session.
    expect(cookie).not.toContain('Max-Age');
  });

  it('makes the refresh cookie persistent with remember me', async () => {
    const res = await t.http('POST', '/v1/auth/login', { body: { email: DEMO_ACCOUNTS.clientPm, password: PASSWORD, rememberMe: true } });
    expect(res.status).toBe(200);
    // What is left of 30 days, counted from the session row: a slow request may round it a second down.
    const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(30 * 86400);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 86400 - 5);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await t.http('POST', '/v1/auth/login', { body: { email: `  ${DEMO_ACCOUNTS.clientPm.toUpperCase()} `, password: PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('signs tokens that the published JWKS verifies', async () => {
    const session = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const jwks = await t.http<{ keys: [] }>('GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    const { payload } = await jwtVerify(session.accessToken, createLocalJWKSet(jwks.body), { issuer: 'procura' });
    expect(payload.sub).toBe(t.world.userIds.providerAdmin);
  });

  it('names the field when the input is invalid', async () => {
    const res = await t.http<{ statusCode: number; fieldErrors: Record<string, string[]> }>('POST', '/v1/auth/login', {
      body: { email: 'not-an-email', password: '' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const wrong = await t.http<{ message: string; error: string }>('POST', '/v1/auth/login', {
      body: { email: DEMO_ACCOUNTS.providerCoordinator, password: 'wrong-password-1' },
    });
    const unknown = await t.http<{ message: string; error: string }>('POST', '/v1/auth/login', {
      body: { email: 'nobody-here@example.com', password: 'wrong-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(unknown.body.error).toBe(wrong.body.error);
  });

  it('backs off after five failures, for unknown and known addresses alike', async () => {
    for (const email of ['ghost@example.com', DEMO_ACCOUNTS.franchiseUser]) {
      for (let i = 0; i < 5; i += 1) {
        const res = await t.http('POST', '/v1/auth/login', { body: { email, password: 'wrong-password-1' } });
        expect(res.status).toBe(401);
      }
      const locked = await t.http<{ message: string }>('POST', '/v1/auth/login', { body: { email, password: PASSWORD } });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(locked.body.message).toMatch(/Try again in \d+ seconds/);
    }
    // The lock lasts one second after the fifth failure; then the right password works.
    await new Promise((r) => setTimeout(r, 1100));
    const ok = await t.http('POST', '/v1/auth/login', { body: { email: DEMO_ACCOUNTS.franchiseUser, password: PASSWORD } });
    expect(ok.status).toBe(200);
  });

  it('cannot be raced: 40 parallel wrong guesses get at most five password checks', async () => {
    const { email } = await factories(t).buildUser({ userType: 'client', tenantId: t.world.clientA.tenantId });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.http('POST', '/v1/auth/login', { body: { email, password: `wrong-guess-${i}` } })),
    );
    const elapsedMs = Date.now() - started;
    // A 401 is a checked password; a 429 was refused before any check. Five are free; the fifth
    // locks for 1 s, the sixth for 2 s, ...: a slow machine whose burst outlasts a lock rightly
    // lets one more guess through per lock that ended (at 1 s, 3 s, 7 s after the fifth).
    const endedLocks = [1000, 3000, 7000, 15_000].filter((end) => end < elapsedMs).length;
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5 + endedLocks);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - checked);
    const [row] = await systemDb(t.platform.database)
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, throttleKey(email)));
    expect(row.failures).toBe(checked);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and revokes the family when a spent one is reused', async () => {
    const session = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const first = await t.http<{ accessToken: string }>('POST', '/v1/auth/refresh', { cookie: session.cookie });
    expect(first.status).toBe(200);
    const rotated = refreshCookieOf(first.headers);
    expect(rotated).not.toBe(session.cookie);
    const profile = await t.http('GET', '/v1/users/profile', { token: first.body.accessToken });
    expect(profile.status).toBe(200);

    // Replaying the first cookie is a theft signal: the whole family dies, rotated one included.
    const replay = await t.http('POST', '/v1/auth/refresh', { cookie: session.cookie });
    expect(replay.status).toBe(401);
    const afterTheft = await t.http('POST', '/v1/auth/refresh', { cookie: rotated });
    expect(afterTheft.status).toBe(401);
  });

  it('refuses a missing or made-up cookie', async () => {
    expect((await t.http('POST', '/v1/auth/refresh')).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: 'procura_rt=made-up' })).status).toBe(401);
  });

  it('signs out: the family is revoked and the cookie cleared', async () => {
    const session = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const out = await t.http('POST', '/v1/auth/logout', { cookie: session.cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: session.cookie })).status).toBe(401);
  });

  it('signs out: the access token of that sign-in is refused on the next request, other sign-ins go on', async () => {
    const phone = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const laptop = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    // Both are in use, so the actor is cached before the sign-out.
    expect((await t.http('GET', '/v1/users/profile', { token: phone.accessToken })).status).toBe(200);
    expect((await t.http('GET', '/v1/users/profile', { token: laptop.accessToken })).status).toBe(200);
    expect((await t.http('POST', '/v1/auth/logout', { cookie: phone.cookie })).status).toBe(204);
    expect((await t.http('GET', '/v1/users/profile', { token: phone.accessToken })).status).toBe(401);
    expect((await t.http('GET', '/v1/users', { token: phone.accessToken })).status).toBe(401);
    expect((await t.http('GET', '/v1/users/profile', { token: laptop.accessToken })).status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('refuses requests without, with a garbled, or with a foreign-signed token', async () => {
    const none = await t.http<{ message: string }>('GET', '/v1/users/profile');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('User needs to be authenticated to call this API.');
    const garbled = await t.http<{ message: string }>('GET', '/v1/users/profile', { token: 'abc.def.ghi' });
    expect(garbled.status).toBe(401);
    expect(garbled.body.message).toBe('Invalid tokens.');
    const session = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const [header, payload] = session.accessToken.split('.');
    const tampered = await t.http('GET', '/v1/users/profile', { token: `${header}.${payload}.${'A'.repeat(86)}` });
    expect(tampered.status).toBe(401);
  });

  it('refuses an id token used as an access token', async () => {
    const session = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    expect((await t.http('GET', '/v1/users/profile', { token: session.idToken })).status).toBe(401);
  });
});
