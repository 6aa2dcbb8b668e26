import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
