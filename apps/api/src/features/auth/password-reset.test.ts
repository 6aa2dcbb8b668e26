import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, PASSWORD, startTestApp, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeIn = (text: string) => /reset your password is (\d{6})/.exec(text)?.[1] ?? '';

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const known = await t.http<{ message: string }>('POST', '/v1/auth/forgot-password', { body: { email: DEMO_ACCOUNTS.clientPm } });
    const unknown = await t.http<{ message: string }>('POST', '/v1/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const mail = await t.mailbox.next(DEMO_ACCOUNTS.clientPm);
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('http://localhost:5173/reset-password?email=');
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.messages.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('resets with the mailed code, ends the old sessions, and the code works once', async () => {
    const email = DEMO_ACCOUNTS.providerCoordinator;
    const before = await t.signIn(email);
    await t.http('POST', '/v1/auth/forgot-password', { body: { email } });
    const code = codeIn((await t.mailbox.next(email)).text);
    const newPassword = 'a long new passphrase for procura';

    const wrong = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/auth/reset-password', {
      body: { email, code: code === '000000' ? '111111' : '000000', password: newPassword },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.code?.[0]).toMatch(/invalid or has expired/);

    const ok = await t.http('POST', '/v1/auth/reset-password', { body: { email, code, password: newPassword } });
    expect(ok.status).toBe(200);
    expect((await t.http('GET', '/v1/users/profile', { token: before.accessToken })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: before.cookie })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/login', { body: { email, password: PASSWORD } })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/login', { body: { email, password: newPassword } })).status).toBe(200);

    const again = await t.http('POST', '/v1/auth/reset-password', { body: { email, code, password: 'yet another passphrase' } });
    expect(again.status).toBe(400);
  });

  it('stops accepting a code after five wrong tries', async () => {
    const email = DEMO_ACCOUNTS.branchUser;
    await t.http('POST', '/v1/auth/forgot-password', { body: { email } });
    const code = codeIn((await t.mailbox.next(email)).text);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect((await t.http('POST', '/v1/auth/reset-password', { body: { email, code: wrongCode, password: 'a fine passphrase' } })).status).toBe(400);
    }
    expect((await t.http('POST', '/v1/auth/reset-password', { body: { email, code, password: 'a fine passphrase' } })).status).toBe(400);
  });

  it('refuses a weak new password and names the field', async () => {
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/auth/reset-password', {
      body: { email: DEMO_ACCOUNTS.vendorAdmin, code: '12', password: 'password' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['code', 'password']);
  });
});

/** Every database call waits `ms` first, on either driver, until the returned function is called. */
function slowDatabase(database: TDatabase, ms: number): () => void {
  const pause = () => new Promise((r) => setTimeout(r, ms));
  if (database.pglite) {
    const engine = database.pglite as unknown as Record<'query' | 'exec', (...args: never[]) => Promise<unknown>>;
    const saved = { query: engine.query, exec: engine.exec };
    engine.query = async (...args: never[]) => (await pause(), saved.query.apply(engine, args));
    engine.exec = async (...args: never[]) => (await pause(), saved.exec.apply(engine, args));
    return () => Object.assign(engine, saved);
  }
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    return pause().then(() => (original as (...a: unknown[]) => unknown).apply(this, args));
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

describe('forgot-password timing', () => {
  it('answers before looking the address up, so a real account and an unknown one take the same time', async () => {
    const { email } = await factories(t).buildUser({ userType: 'client', tenantId: t.world.clientA.tenantId });
    const restore = slowDatabase(t.platform.database, 1500);
    const took: number[] = [];
    try {
      for (const address of [email, 'no-such-person@example.com']) {
        const started = performance.now();
        expect((await t.http('POST', '/v1/auth/forgot-password', { body: { email: address } })).status).toBe(202);
        took.push(performance.now() - started);
      }
    } finally {
      restore();
    }
    // Any database call before the answer would have cost 1.5 s.
    expect(Math.max(...took)).toBeLessThan(1000);
    // The work still happens, after the answer.
    expect(codeIn((await t.mailbox.next(email)).text)).toMatch(/^\d{6}$/);
  });
});

describe('guessing a reset code from many addresses', () => {
  let proxied: TTestApp;
  let address = 0;
  /** A fresh client address per request, as the trusted proxy reports it. */
  const fromNewAddress = () => {
    address += 1;
    return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
  };
  beforeAll(async () => {
    proxied = await startTestApp({ config: { TRUST_PROXY: 1, AUTH_RATE_LIMIT_PER_MINUTE: 3, RATE_LIMIT_SYNC_MS: 25 } });
  });
  afterAll(() => proxied?.close());

  /** An hour passes for every hourly window (the daily ones keep counting). */
  const anHourPasses = () =>
    systemDb(proxied.platform.database).execute(
      sql`update auth_throttle set locked_until = now() - interval '1 second' where locked_until < now() + interval '2 hours'`,
    );

  it('gets at most 5 codes and 20 guesses per account per day, however many addresses ask', async () => {
    const victim = await factories(proxied).buildUser({ userType: 'connexus', tenantId: proxied.world.providerTenantId, roleNames: ['Provider Admin'] });
    const forgot = (headers: Record<string, string>) => proxied.http('POST', '/v1/auth/forgot-password', { body: { email: victim.email }, headers });
    // The per-address limit holds (3 a minute), so the addresses below really are different clients.
    const one = fromNewAddress();
    const perAddress = [await forgot(one), await forgot(one), await forgot(one), await forgot(one)].map((r) => r.status);
    expect(perAddress).toEqual([202, 202, 202, 429]);

    const mailed = () => proxied.mailbox.messages.filter((m) => m.to.includes(victim.email.toLowerCase()));
    const codes = () => new Set(mailed().map((m) => codeIn(m.text)));
    let evaluated = 0;
    const statuses = new Set<number>();
    for (let hour = 0; hour < 6; hour += 1) {
      if (hour > 0) await anHourPasses();
      for (let i = 0; i < 10; i += 1) expect((await forgot(fromNewAddress())).status).toBe(202);
      await new Promise((r) => setTimeout(r, 300));
      let guess = 0;
      for (let i = 0; i < 40; i += 1) {
        // Never a mailed code: each guess is one an attacker would waste.
        do guess += 1;
        while (codes().has(String(guess).padStart(6, '0')));
        const res = await proxied.http<{ statusCode: number; message: string }>('POST', '/v1/auth/reset-password', {
          body: { email: victim.email, code: String(guess).padStart(6, '0'), password: 'taken over passphrase' },
          headers: fromNewAddress(),
        });
        statuses.add(res.status);
        if (res.status === 400) evaluated += 1;
        else {
          expect(res.status).toBe(429);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(res.body.message).toMatch(/Too many attempts to reset this password/);
        }
      }
    }
    expect(mailed().length).toBeLessThanOrEqual(5);
    expect(evaluated).toBeLessThanOrEqual(20);
    expect(evaluated).toBeGreaterThan(0);
    expect([...statuses].sort()).toEqual([400, 429]);
    // Past the budget even the right code is refused: there is nothing left to win.
    const latest = codeIn(mailed().at(-1)?.text ?? '');
    const lucky = await proxied.http('POST', '/v1/auth/reset-password', {
      body: { email: victim.email, code: latest, password: 'taken over passphrase' },
      headers: fromNewAddress(),
    });
    expect(lucky.status).toBe(429);
    expect((await proxied.http('POST', '/v1/auth/login', { body: { email: victim.email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses an unknown address the same way, so the refusal tells nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await proxied.http('POST', '/v1/auth/reset-password', {
        body: { email: 'nobody-at-all@example.com', code: '123456', password: 'taken over passphrase' },
        headers: fromNewAddress(),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });
});
