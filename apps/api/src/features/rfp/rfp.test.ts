import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryPage, TRfp, TRfpPage } from '@procura/shared';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });

/** A fresh client with its admin and a property manager (View only), each signed in. */
async function clientWorld() {
  const client = await build.buildClient();
  const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const manager = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Property Manager'] })).signIn();
  return { ...client, admin, manager };
}

async function draft(session: TSession, clientId: string, fields: Record<string, unknown> = {}) {
  const res = await call<TRfp>(session, 'POST', '/v1/rfp', { clientId, title: 'Grounds maintenance 2027', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('a draft RFP', () => {
  it('is numbered per client, RFP-0001 upwards, by the provider or the client itself', async () => {
    const a = await clientWorld();
    const b = await clientWorld();
    const first = await draft(provider, a.clientId);
    const second = await draft(a.admin, a.clientId, { title: 'Snow 2027–28' });
    const otherClient = await draft(provider, b.clientId);
    expect([first.number, second.number, otherClient.number]).toEqual(['RFP-0001', 'RFP-0002', 'RFP-0001']);
    expect(first).toMatchObject({ status: 'DRAFT', clientName: a.name, termMonths: 12, requireAllLines: false, lineCount: 0, invitedCount: 0 });
    expect(first.publishBlocker).toBe('Add at least one property and service before publishing.');
    expect(first.abilities).toEqual({ edit: true, delete: true, publish: true, close: false, cancel: true, openBids: false, bid: false, makeDocuments: true });
  });

  it('gets distinct numbers when eight are started at once for one client', async () => {
    const a = await clientWorld();
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call<TRfp>(provider, 'POST', '/v1/rfp', { clientId: a.clientId, title: `At once ${i}` })),
    );
    expect(made.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(made.map((r) => r.body.number).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `RFP-000${i + 1}`));
  });

  it('names the field of every bad input, and is refused to whoever may not write RFPs for the client', async () => {
    const a = await clientWorld();
    const b = await clientWorld();
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await call(provider, 'POST', '/v1/rfp', { clientId: a.clientId, title: 'Bad', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
    };
    await bad({ title: '  ' }, 'title');
    await bad({ termMonths: 0 }, 'termMonths');
    await bad({ termMonths: 121 }, 'termMonths');
    await bad({ timeZone: 'Mars/Olympus' }, 'timeZone');
    await bad({ bidsDueAt: 'next friday' }, 'bidsDueAt');
    await bad({ questionsDueAt: '2027-03-10T17:00:00Z', bidsDueAt: '2027-03-01T17:00:00Z' }, 'questionsDueAt');
    // Another client's id is not one this client admin may choose (which one exists, they are not told).
    const foreign = await call(a.admin, 'POST', '/v1/rfp', { clientId: b.clientId, title: 'Not mine' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.clientId).toBeDefined();
    expect((await call(a.manager, 'POST', '/v1/rfp', { clientId: a.clientId, title: 'No right' })).status).toBe(403);
    const vendor = await build.buildVendor();
    const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    expect((await call(vendorAdmin, 'POST', '/v1/rfp', { clientId: a.clientId, title: 'Vendors bid' })).status).toBe(403);
  });

  it('changes while a draft, keeping each change in its history; another client’s draft does not exist', async () => {
    const a = await clientWorld();
    const b = await clientWorld();
    const rfp = await draft(a.admin, a.clientId);
    const changed = await call<TRfp>(provider, 'PATCH', `/v1/rfp/${rfp.id}`, {
      title: 'Grounds and snow 2027',
      bidsDueAt: '2027-03-01T22:00:00.000Z',
      questionsDueAt: '2027-02-20T22:00:00.000Z',
      timeZone: 'America/Chicago',
      serviceStartOn: '2027-04-01',
      termMonths: 36,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Grounds and snow 2027', bidsDueAt: '2027-03-01T22:00:00.000Z', timeZone: 'America/Chicago', termMonths: 36 });
    // The questions deadline is checked against the due time already saved.
    const late = await call(provider, 'PATCH', `/v1/rfp/${rfp.id}`, { questionsDueAt: '2027-03-02T00:00:00.000Z' });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors?.questionsDueAt).toBeDefined();
    const history = await call<THistoryPage>(a.admin, 'GET', `/v1/rfp/${rfp.id}/history`);
    expect(history.body.data.map((e) => e.action)).toEqual(['update', 'create']);
    for (const [method, path, body] of [
      ['GET', `/v1/rfp/${rfp.id}`],
      ['PATCH', `/v1/rfp/${rfp.id}`, { title: 'Sneaky' }],
      ['DELETE', `/v1/rfp/${rfp.id}`],
      ['GET', `/v1/rfp/${rfp.id}/history`],
    ] as const) {
      expect((await call(b.admin, method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await call(a.manager, 'PATCH', `/v1/rfp/${rfp.id}`, { title: 'Viewer' })).status).toBe(403);
  });

  it('is deleted while a draft; a cancelled one stays, with its reason, and changes no more', async () => {
    const a = await clientWorld();
    const gone = await draft(provider, a.clientId);
    expect((await call(provider, 'DELETE', `/v1/rfp/${gone.id}`)).status).toBe(204);
    expect((await call(provider, 'GET', `/v1/rfp/${gone.id}`)).status).toBe(404);

    const rfp = await draft(provider, a.clientId);
    const noReason = await call(provider, 'POST', `/v1/rfp/${rfp.id}/cancel`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.reason).toBeDefined();
    const cancelled = await call<TRfp>(a.admin, 'POST', `/v1/rfp/${rfp.id}/cancel`, { reason: 'Budget moved to 2028.' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelReason: 'Budget moved to 2028.' });
    expect(cancelled.body.abilities).toMatchObject({ edit: false, delete: false, publish: false, cancel: false });
    const again = await call(a.admin, 'POST', `/v1/rfp/${rfp.id}/cancel`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An RFP that is Cancelled cannot cancel any more.');
    expect((await call(a.admin, 'PATCH', `/v1/rfp/${rfp.id}`, { title: 'Late edit' })).status).toBe(409);
    expect((await call(a.admin, 'DELETE', `/v1/rfp/${rfp.id}`)).status).toBe(409);
    const history = await call<THistoryPage>(provider, 'GET', `/v1/rfp/${rfp.id}/history`);
    expect(history.body.data[0].action).toBe('cancel');
    expect(history.body.data[0].changes).toEqual([
      { field: 'status', before: 'DRAFT', after: 'CANCELLED' },
      { field: 'reason', before: null, after: 'Budget moved to 2028.' },
    ]);
  });

  it('is not closed or opened while a draft; closing by hand is the provider’s', async () => {
    const a = await clientWorld();
    const rfp = await draft(a.admin, a.clientId);
    expect((await call(a.admin, 'POST', `/v1/rfp/${rfp.id}/close`)).status).toBe(403);
    const close = await call(provider, 'POST', `/v1/rfp/${rfp.id}/close`);
    expect(close.status).toBe(409);
    expect(close.body.message).toMatch(/^An RFP that is Draft cannot close/);
    expect((await call(provider, 'POST', `/v1/rfp/${rfp.id}/open-bids`)).status).toBe(409);
  });
});

describe('the RFP list', () => {
  it('searches by number and title, filters by status and client, sorts and pages on the server', async () => {
    const a = await clientWorld();
    const b = await clientWorld();
    const lawn = await draft(provider, a.clientId, { title: 'Lawn care', bidsDueAt: '2027-05-01T12:00:00Z' });
    const snow = await draft(provider, a.clientId, { title: 'Snow removal', bidsDueAt: '2027-01-01T12:00:00Z' });
    const other = await draft(provider, b.clientId, { title: 'Snow removal too' });
    await call(provider, 'POST', `/v1/rfp/${lawn.id}/cancel`, { reason: 'No longer needed.' });
    const list = async (session: TSession, query: string) => {
      const res = await call<TRfpPage>(session, 'GET', `/v1/rfp?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const mine = await list(a.admin, 'sort=bidsDueAt&sortDirection=asc');
    expect(mine.data.map((r) => r.id)).toEqual([snow.id, lawn.id]);
    expect(mine.total).toBe(2);
    expect((await list(provider, `clientIds=${a.clientId},${b.clientId}&search=snow&sort=title&sortDirection=asc`)).data.map((r) => r.id)).toEqual([
      snow.id,
      other.id,
    ]);
    expect((await list(provider, `clientIds=${a.clientId}&status=CANCELLED`)).data.map((r) => r.id)).toEqual([lawn.id]);
    expect((await list(provider, `clientIds=${a.clientId}&search=${snow.number.toLowerCase()}`)).data.map((r) => r.id)).toEqual([snow.id]);
    const paged = await list(a.admin, 'limit=1&page=2&sort=title&sortDirection=asc');
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.data.map((r) => r.id)).toEqual([snow.id]);
    expect((await call(provider, 'GET', '/v1/rfp?status=OPEN')).status).toBe(400);
  });

  it('shows a vendor no draft: an RFP reaches a vendor only when it is published to it', async () => {
    const a = await clientWorld();
    await draft(provider, a.clientId);
    const vendor = await build.buildVendor();
    const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    expect((await call<TRfpPage>(vendorAdmin, 'GET', '/v1/rfp')).body).toMatchObject({ data: [], total: 0 });
  });
});
