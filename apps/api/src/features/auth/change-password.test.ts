import type { TProfile } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PASSWORD, refreshCookieOf, startTestApp, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /v1/auth/change-password', () => {
  it('needs the current password and names the field when it is wrong', async () => {
    const s = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const res = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/auth/change-password', {
      token: s.accessToken,
      body: { currentPassword: 'wrong one', newPassword: 'a brand new passphrase' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['currentPassword']);
    const weak = await t.http<{ fieldErrors: Record<string, string[]> }>('POST', '/v1/auth/change-password', {
      token: s.accessToken,
      body: { currentPassword: PASSWORD, newPassword: 'qwerty123' },
    });
    expect(Object.keys(weak.body.fieldErrors)).toEqual(['newPassword']);
  });

  it('ends the other sessions and keeps this one with fresh tokens', async () => {
    const other = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const me = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const res = await t.http<{ accessToken: string }>('POST', '/v1/auth/change-password', {
      token: me.accessToken,
      cookie: me.cookie,
      body: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(res.status).toBe(200);
    expect((await t.http('GET', '/v1/users/profile', { token: res.body.accessToken })).status).toBe(200);
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: refreshCookieOf(res.headers) })).status).toBe(200);
    expect((await t.http('GET', '/v1/users/profile', { token: other.accessToken })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/refresh', { cookie: other.cookie })).status).toBe(401);
    expect((await t.http('POST', '/v1/auth/login', { body: { email: DEMO_ACCOUNTS.clientAdmin, password: 'a brand new passphrase' } })).status).toBe(200);
  });
});

describe('PATCH /v1/users/profile', () => {
  it('changes one’s own name and phone, and validates them', async () => {
    const s = await t.signIn(DEMO_ACCOUNTS.branchUser);
    const res = await t.http<TProfile>('PATCH', '/v1/users/profile', {
      token: s.accessToken,
      body: { firstName: 'Tay', lastName: 'Brooks', phoneCode: '+44', phoneNumber: '20 7946 0000' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Tay', phoneCode: '+44', phoneNumber: '20 7946 0000' });
    const bad = await t.http<{ fieldErrors: Record<string, string[]> }>('PATCH', '/v1/users/profile', {
      token: s.accessToken,
      body: { firstName: '', lastName: 'B', phoneCode: '44' },
    });
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['firstName', 'phoneCode']);
  });
});
