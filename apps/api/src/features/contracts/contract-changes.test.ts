import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContract, TContractVersionPage } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let serviceId: string;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  [{ id: serviceId }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });

/** A client with its admin and a property, a vendor with its admin, and a contract between them. */
async function contractWorld(fields: Record<string, unknown> = {}) {
  const client = await build.buildClient();
  const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const property = await build.buildProperty(client);
  const vendor = await build.buildVendor();
  const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
  const res = await call<TContract>(provider, 'POST', '/v1/contracts', {
    clientId: client.clientId,
    vendorId: vendor.vendorId,
    title: 'Grounds 2027',
    startOn: '2027-01-01',
    endOn: '2027-12-31',
    properties: [{ propertyId: property.id, lines: [{ serviceId, price: 6000, unit: 'LUMP_SUM' }] }],
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { client, admin, property, vendor, vendorAdmin, contract: res.body };
}

const versions = async (session: TSession, id: string) => {
  const res = await call<TContractVersionPage>(session, 'GET', `/v1/contracts/${id}/versions`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('an amendment', () => {
  it('is a version with its reason, who and the diff; a lump sum follows the new term', async () => {
    const w = await contractWorld();
    const res = await call<TContract>(w.admin, 'PATCH', `/v1/contracts/${w.contract.id}`, {
      version: 1,
      reason: 'Six months more',
      endOn: '2028-06-30',
      title: 'Grounds 2027–28',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: 2, endOn: '2028-06-30', title: 'Grounds 2027–28', annualCost: 4000 });
    const page = await versions(w.vendorAdmin, w.contract.id);
    expect(page.total).toBe(2);
    const [latest, first] = page.data;
    expect(first).toMatchObject({ version: 1, kind: 'CREATED', diff: [] });
    expect(latest).toMatchObject({ version: 2, kind: 'AMENDED', reason: 'Six months more' });
    const line = w.contract.properties[0].lines[0];
    expect(latest.diff).toEqual(
      expect.arrayContaining([
        { path: 'title', before: 'Grounds 2027', after: 'Grounds 2027–28' },
        { path: 'endOn', before: '2027-12-31', after: '2028-06-30' },
        { path: `lines.${line.id}.annualCost`, before: 6000, after: 4000 },
      ]),
    );
    expect(latest.diff).toHaveLength(3);

    // Nothing changed: no version.
    const same = await call<TContract>(w.admin, 'PATCH', `/v1/contracts/${w.contract.id}`, { version: 2, reason: 'Again', title: 'Grounds 2027–28' });
    expect(same.body.version).toBe(2);
  });

  it('made against an old version is refused naming `version`; of two at once one wins', async () => {
    const w = await contractWorld();
    const path = `/v1/contracts/${w.contract.id}`;
    const both = await Promise.all([
      call<TContract>(w.admin, 'PATCH', path, { version: 1, reason: 'First', title: 'One' }),
      call<TContract>(provider, 'PATCH', path, { version: 1, reason: 'Second', title: 'Two' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.fieldErrors).toHaveProperty('version');
    expect((await versions(provider, w.contract.id)).total).toBe(2);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await call(w.admin, 'PATCH', path, { version: 2, reason: 'Bad', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
    };
    await bad({ startOn: '2028-01-01' }, 'endOn');
    await bad({ autoRenews: true }, 'renewalTermMonths');
    await bad({ reason: ' ' }, 'reason');
    expect((await call(w.admin, 'PATCH', path, { reason: 'No version', title: 'X' })).status).toBe(400);
  });

  it('is refused to the vendor that reads the contract (403) and to everyone else who does not (404)', async () => {
    const w = await contractWorld();
    const other = await contractWorld();
    const path = `/v1/contracts/${w.contract.id}`;
    expect((await call(w.vendorAdmin, 'PATCH', path, { version: 1, reason: 'Mine', title: 'Mine' })).status).toBe(403);
    expect((await call(w.vendorAdmin, 'POST', `${path}/activate`)).status).toBe(403);
    expect((await call(other.admin, 'PATCH', path, { version: 1, reason: 'Theirs', title: 'Theirs' })).status).toBe(404);
    expect((await call(other.vendorAdmin, 'GET', `${path}/versions`)).status).toBe(404);
  });
});

describe('the statuses', () => {
  it('activation names each missing thing, then activates once under a double click', async () => {
    const w = await contractWorld({ startOn: null, endOn: null, properties: [] });
    const path = `/v1/contracts/${w.contract.id}`;
    const missing = await call(w.admin, 'POST', `${path}/activate`);
    expect(missing.status).toBe(409);
    expect(Object.keys(missing.body.fieldErrors ?? {}).sort()).toEqual(['endOn', 'lines', 'startOn']);

    const submitted = await call<TContract>(w.admin, 'POST', `${path}/submit`);
    expect(submitted.body).toMatchObject({ status: 'PENDING_FOR_APPROVAL', version: 2 });
    const other = await contractWorld();
    const ready = `/v1/contracts/${other.contract.id}`;
    const clicks = await Promise.all([call<TContract>(other.admin, 'POST', `${ready}/activate`), call<TContract>(other.admin, 'POST', `${ready}/activate`)]);
    expect(clicks.map((r) => [r.status, r.body.status])).toEqual([
      [200, 'ACTIVE'],
      [200, 'ACTIVE'],
    ]);
    expect((await versions(other.admin, other.contract.id)).data.map((v) => v.kind)).toEqual(['ACTIVATED', 'CREATED']);
    expect(clicks[0].body.abilities).toEqual({ edit: true, delete: false, submit: false, activate: false, terminate: true });
    expect((await call(other.admin, 'DELETE', ready)).status).toBe(409);
  });

  it('terminates an active contract on its last day, ending its lines; a draft is deleted', async () => {
    const w = await contractWorld();
    const path = `/v1/contracts/${w.contract.id}`;
    expect((await call(w.admin, 'POST', `${path}/terminate`, { reason: 'Early', endOn: '2027-06-30' })).status).toBe(409);
    await call(w.admin, 'POST', `${path}/activate`);
    expect((await call(w.admin, 'POST', `${path}/terminate`, { reason: 'Early', endOn: '2026-06-30' })).body.fieldErrors).toHaveProperty('endOn');
    const ended = await call<TContract>(w.admin, 'POST', `${path}/terminate`, { reason: 'Service failures', endOn: '2027-06-30' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({ status: 'TERMINATED', endOn: '2027-06-30', terminationReason: 'Service failures', version: 3 });
    expect(ended.body.properties[0].lines[0]).toMatchObject({ endOn: '2027-06-30' });
    expect(ended.body.abilities.edit).toBe(false);
    expect((await call(w.admin, 'PATCH', path, { version: 3, reason: 'After', title: 'After' })).status).toBe(409);

    const draft = await contractWorld();
    expect((await call(draft.vendorAdmin, 'DELETE', `/v1/contracts/${draft.contract.id}`)).status).toBe(403);
    expect((await call(draft.admin, 'DELETE', `/v1/contracts/${draft.contract.id}`)).status).toBe(204);
    expect((await call(draft.admin, 'GET', `/v1/contracts/${draft.contract.id}`)).status).toBe(404);
  });
});
