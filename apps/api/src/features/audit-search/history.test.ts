import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditPage, TBackgroundJob, TBid, TContract, THistoryPage, TRole, TUserListItem } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { parseCsv } from '../../platform/csv.js';
import { systemDb } from '../../platform/system-db.js';
import { settledJob } from '../../../test/background-jobs.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * Activity history (docs/history.md): the History tabs of bids, contracts, people and roles show
 * each edit field by field, who made it and from which workspace, to who may see the record
 * only; the provider's audit search finds entries across records and exports them as a job.
 */

type TErr = { message?: string };
let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
let serviceId: string;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  build = factories(t);
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  [{ id: serviceId }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, build, await eligibilityGeography(t), { mowing: serviceId });
  // The app with its job runner, the geography and an RFP's builders: slow to start on a loaded machine.
}, 180_000);
afterAll(() => t?.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });
async function ok<T>(session: TSession, method: string, path: string, body?: unknown): Promise<T> {
  const res = await call<T>(session, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
const history = (session: TSession, path: string) => ok<THistoryPage>(session, 'GET', `${path}/history`);

/** A client with its admin, and another client's admin who must never see it. */
async function clientWorld() {
  const client = await build.buildClient();
  const person = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
  const other = await build.buildClient();
  const stranger = await (await build.buildUser({ userType: 'client', tenantId: other.tenantId, roleNames: ['Client Admin'] })).signIn();
  return { client, admin: await person.signIn(), adminId: person.id, stranger };
}

describe('History tabs', () => {
  it('a contract shows an amendment field by field, by whom and from which workspace; another client gets 404', async () => {
    const w = await clientWorld();
    const property = await build.buildProperty(w.client);
    const vendor = await build.buildVendor();
    const contract = await ok<TContract>(provider, 'POST', '/v1/contracts', {
      clientId: w.client.clientId,
      vendorId: vendor.vendorId,
      title: 'Grounds 2027',
      startOn: '2027-01-01',
      endOn: '2027-12-31',
      properties: [{ propertyId: property.id, lines: [{ serviceId, price: 6000, unit: 'LUMP_SUM' }] }],
    });
    await ok(w.admin, 'PATCH', `/v1/contracts/${contract.id}`, { version: 1, reason: 'Six months more', endOn: '2028-06-30' });

    const page = await history(provider, `/v1/contracts/${contract.id}`);
    const [amended] = page.data;
    expect(amended).toMatchObject({ action: 'amended', workspaceName: w.client.name });
    expect(amended.actorName).not.toBeNull();
    expect(amended.changes).toEqual(
      expect.arrayContaining([
        { field: 'endOn', before: '2027-12-31', after: '2028-06-30' },
        { field: 'version', before: 1, after: 2 },
        { field: 'reason', before: null, after: 'Six months more' },
      ]),
    );
    // A lump sum follows the term: the line's annual cost is part of the same entry.
    expect(amended.changes.some((c) => c.field.startsWith('lines.') && c.field.endsWith('.annualCost'))).toBe(true);
    expect(page.data.map((e) => e.action)).toEqual(['amended', 'create']);
    expect((await history(w.admin, `/v1/contracts/${contract.id}`)).data[0].changes).toEqual(amended.changes);
    expect((await call(w.stranger, 'GET', `/v1/contracts/${contract.id}/history`)).status).toBe(404);
  });

  it('a person shows the edit of their name; another tenant gets 404', async () => {
    const w = await clientWorld();
    const person = await build.buildUser({ userType: 'client', tenantId: w.client.tenantId, firstName: 'Dana', lastName: 'Reyes' });
    await ok<TUserListItem>(w.admin, 'PATCH', `/v1/users/${person.id}`, { firstName: 'Danielle' });
    const page = await history(w.admin, `/v1/users/${person.id}`);
    expect(page.data[0]).toMatchObject({ action: 'update', workspaceName: w.client.name });
    expect(page.data[0].changes).toContainEqual({ field: 'firstName', before: 'Dana', after: 'Danielle' });
    // The provider reads it too, from its own workspace.
    expect((await history(provider, `/v1/users/${person.id}`)).data[0].changes).toContainEqual({ field: 'firstName', before: 'Dana', after: 'Danielle' });
    expect((await call(w.stranger, 'GET', `/v1/users/${person.id}/history`)).status).toBe(404);
  });

  it('a role shows its renaming; another client gets 404', async () => {
    const w = await clientWorld();
    const role = await ok<TRole>(w.admin, 'POST', '/v1/roles', {
      name: `Night crew ${crypto.randomUUID().slice(0, 6)}`,
      roleType: 'client',
      permissionIds: [],
    });
    await ok(w.admin, 'PATCH', `/v1/roles/${role.id}`, { name: `${role.name} lead` });
    const page = await history(w.admin, `/v1/roles/${role.id}`);
    expect(page.data.map((e) => e.action)).toEqual(['update', 'create']);
    expect(page.data[0].changes).toContainEqual({ field: 'name', before: role.name, after: `${role.name} lead` });
    expect(page.data[0].workspaceName).toBe(w.client.name);
    expect((await call(w.stranger, 'GET', `/v1/roles/${role.id}/history`)).status).toBe(404);
  });

  it('a bid shows its intent and drafts without an amount; a vendor not invited gets 404, the buyer 403', async () => {
    const a = await rfps.buildBidder();
    const outsider = await rfps.buildBidder();
    const { rfp, lines } = await rfps.buildPublishedRfp(provider, [a.vendorId]);
    const path = `/v1/rfp/${rfp.id}/bid`;
    await ok<TBid>(a.admin, 'PUT', path, { lines: [{ rfpLineId: lines[0].id, price: 4321.5, unit: 'PER_VISIT', quantityPerYear: 26 }] });
    await ok<TBid>(a.admin, 'PUT', path, { lines: [{ rfpLineId: lines[0].id, price: 4000, unit: 'PER_VISIT', quantityPerYear: 26 }] });
    await ok<TBid>(a.admin, 'POST', `${path}/intent`, { intent: 'DECLINED', declineReason: 'Crew booked all season.' });

    const page = await history(a.admin, path);
    expect(page.data.map((e) => e.action)).toEqual(['intent', 'draft', 'draft']);
    expect(page.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'intent', before: null, after: 'DECLINED' },
        { field: 'declineReason', before: null, after: 'Crew booked all season.' },
      ]),
    );
    expect(page.data[2].changes).toEqual(expect.arrayContaining([{ field: 'pricedLines', before: 0, after: 1 }]));
    // Amounts stay sealed (docs/rfp.md "Sealed bids"): no entry holds one, even to the provider.
    const found = await ok<TAuditPage>(provider, 'GET', `/v1/audit?entity=bid&limit=100`);
    expect(JSON.stringify(found.data)).not.toMatch(/4321|4000/);
    expect((await call(outsider.admin, 'GET', `${path}/history`)).status).toBe(404);
    expect((await call(provider, 'GET', `${path}/history`)).status).toBe(403);
  });
});

describe('the audit search', () => {
  it('finds entries by record type, words, person and dates, sorted and paged; the provider only', async () => {
    const w = await clientWorld();
    const tag = crypto.randomUUID().slice(0, 8);
    const role = await ok<TRole>(w.admin, 'POST', '/v1/roles', { name: `Audit ${tag}`, roleType: 'client', permissionIds: [] });
    await ok(w.admin, 'PATCH', `/v1/roles/${role.id}`, { name: `Audit ${tag} renamed` });
    const search = (query: string) => ok<TAuditPage>(provider, 'GET', `/v1/audit?${query}`);

    const byWords = await search(`search=${tag}`);
    expect(byWords.total).toBe(2);
    expect(byWords.data.map((e) => e.action)).toEqual(['update', 'create']);
    expect(byWords.data[0]).toMatchObject({ entity: 'role', entityId: role.id, workspaceName: w.client.name });
    expect(byWords.data[0].changes).toContainEqual({ field: 'name', before: `Audit ${tag}`, after: `Audit ${tag} renamed` });
    expect((await search(`search=${tag}&sort=action&sortDirection=asc`)).data.map((e) => e.action)).toEqual(['create', 'update']);
    expect((await search(`search=${tag}&limit=1&page=2`)).data.map((e) => e.action)).toEqual(['create']);
    expect((await search(`search=${tag}&entity=contract`)).total).toBe(0);
    expect((await search(`search=${tag}&actorUserId=${w.adminId}`)).total).toBe(2);
    expect((await search(`search=${tag}&actorUserId=${crypto.randomUUID()}`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await search(`search=${tag}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await search(`search=${tag}&from=${tomorrow}`)).total).toBe(0);

    const bad = await call<{ fieldErrors: Record<string, string[]> }>(provider, 'GET', '/v1/audit?from=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toContain('from');
    expect((await call(w.admin, 'GET', '/v1/audit')).status).toBe(403);
  });

  it('exports what the search finds as a background job with its progress, the provider only', async () => {
    const w = await clientWorld();
    const tag = crypto.randomUUID().slice(0, 8);
    const role = await ok<TRole>(w.admin, 'POST', '/v1/roles', { name: `Export ${tag}`, roleType: 'client', permissionIds: [] });
    await ok(w.admin, 'PATCH', `/v1/roles/${role.id}`, { name: `Export ${tag} renamed` });
    const body = { entity: 'audit', format: 'csv', filters: { search: tag, entity: 'role' } };
    const started = await call<TBackgroundJob>(provider, 'POST', '/v1/export-data', body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const job = await settledJob(t, provider, started.body.id);
    expect(job).toMatchObject({ status: 'success', progress: 100 });
    const res = await fetch(`${t.baseUrl}/v1/background-jobs/${job.id}/download`, { headers: { authorization: `Bearer ${provider.accessToken}` } });
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(['When', 'Record type', 'Record id', 'Organization', 'Action', 'Who', 'Email', 'Workspace', 'Changes']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[4], r[7]])).toEqual([
      ['role', role.id, 'update', w.client.name],
      ['role', role.id, 'create', w.client.name],
    ]);
    expect(rows[1][8]).toContain(`name: Export ${tag} → Export ${tag} renamed`);

    expect((await call(w.admin, 'POST', '/v1/export-data', body)).status).toBe(403);
    const unknown = await call<{ fieldErrors: Record<string, string[]> }>(provider, 'POST', '/v1/export-data', { ...body, filters: { entity: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fieldErrors)).toEqual(['filters.entity']);
  });
});
