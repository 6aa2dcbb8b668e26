import { addDays, todayIso, type TDashboardTileData } from '@procura/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageSummaries, services } from '../../db/schema/index.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { insertContract, requireServices } from '../../../test/builders/coverage-contracts.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { countCoverageSummaries } from './coverage-summaries.jobs.js';
import { requiredCoverageCells } from './property-coverage.js';

/*
 * Coverage counted ahead (docs/contracts.md "Coverage counted ahead"): the provider's dashboard
 * reads each client's summary while it is of today and no change came after it, and counts the
 * client live otherwise. Every write that changes coverage is recorded by the database itself, so
 * the figures never lag; these tests prove the summaries are read, are equal to the live count,
 * and are set aside by each kind of write.
 */

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let db: ReturnType<typeof systemDb>;
const today = todayIso();
type TCounts = { CONTRACTED: number; EXPIRING: number; MISSING: number; DUPLICATED: number };
let left: { tenantId: string; clientId: string; name: string; admin: TSession; p1: string; p2: string };
let right: { tenantId: string; clientId: string; name: string };
let vendor: { tenantId: string; vendorId: string; name: string };
let serviceIds: string[];

async function coverageTile(session: TSession): Promise<{ figures: TCounts; items: TDashboardTileData['items'] }> {
  const res = await t.http<TDashboardTileData>('GET', '/v1/dashboard/coverage', { token: session.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { figures: Object.fromEntries(res.body.figures.map((f) => [f.key, f.value])) as TCounts, items: res.body.items };
}

/** Every client's required cells by state, counted now by the grid's SQL: what a summary must equal. */
async function liveCounts(): Promise<Map<string, TCounts>> {
  const rows = await queryRows<{ tenant_id: string } & TCounts>(
    db,
    sql`select p.tenant_id, count(*) filter (where c.state = 'CONTRACTED')::int as "CONTRACTED", count(*) filter (where c.state = 'EXPIRING')::int as "EXPIRING",
        count(*) filter (where c.state = 'MISSING')::int as "MISSING", count(*) filter (where c.state = 'DUPLICATED')::int as "DUPLICATED"
      from (${requiredCoverageCells({ props: sql`select id from properties`, today })}) c join properties p on p.id = c.property_id group by p.tenant_id`,
  );
  return new Map(rows.map(({ tenant_id, ...counts }) => [tenant_id, counts]));
}

async function summaries(): Promise<Map<string, TCounts & { countedFor: string }>> {
  const rows = await db.select().from(coverageSummaries);
  return new Map(
    rows.map((r) => [r.tenantId, { CONTRACTED: r.contracted, EXPIRING: r.expiring, MISSING: r.missing, DUPLICATED: r.duplicated, countedFor: r.countedFor }]),
  );
}

const changedTenants = async () =>
  new Set((await queryRows<{ tenant_id: string }>(db, sql`select distinct tenant_id from coverage_changes`)).map((r) => r.tenant_id));

/** Makes a client's summary say 1000 more missing cells than it has: a tile that shows them read the summary. */
const tamper = (tenantId: string) => db.execute(sql`update coverage_summaries set missing = missing + 1000 where tenant_id = ${tenantId}::uuid`);

/** Every summary counted afresh: undoes a test's tampering. */
async function recount(): Promise<void> {
  await db.delete(coverageSummaries);
  await countCoverageSummaries(db);
}

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  db = systemDb(t.platform.database);
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  serviceIds = (await db.select({ id: services.id }).from(services).orderBy(services.name).limit(3)).map((s) => s.id);
  const [s1, s2, s3] = serviceIds;
  const client = await build.buildClient({ name: 'Aardvark Summaries' });
  const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const [p1, p2] = [await build.buildProperty(client), await build.buildProperty(client)];
  left = { ...client, name: 'Aardvark Summaries', admin, p1: p1.id, p2: p2.id };
  right = { ...(await build.buildClient({ name: 'Abacus Summaries' })), name: 'Abacus Summaries' };
  vendor = await build.buildVendor();
  await requireServices(db, await build.buildProperty(right), [s1]);
  // p1: s1 contracted, s2 ending in 20 days (expiring), s3 missing; p2: s1 missing.
  await requireServices(db, p1, [s1, s2, s3]);
  await requireServices(db, p2, [s1]);
  await insertContract(db, { client, vendor, startOn: addDays(today, -30), endOn: addDays(today, 300), lines: [{ propertyId: p1.id, serviceId: s1 }] });
  await insertContract(db, { client, vendor, startOn: addDays(today, -30), endOn: addDays(today, 20), lines: [{ propertyId: p1.id, serviceId: s2 }] });
}, 240_000);
afterAll(() => t.close());

describe('the provider’s coverage tile', () => {
  it('reads the summaries once counted, and they equal the live count of every client', async () => {
    const live = await coverageTile(provider);
    expect(await countCoverageSummaries(db)).toBeGreaterThan(0);
    expect(await changedTenants()).toEqual(new Set());
    const kept = await summaries();
    for (const [tenantId, counts] of await liveCounts()) expect(kept.get(tenantId), tenantId).toEqual({ ...counts, countedFor: today });
    expect(kept.get(left.tenantId)).toMatchObject({ CONTRACTED: 1, EXPIRING: 1, MISSING: 2, DUPLICATED: 0 });
    // Nothing is due again until something changes.
    expect(await countCoverageSummaries(db)).toBe(0);
    expect(await coverageTile(provider)).toEqual(live);

    await tamper(left.tenantId);
    const read = await coverageTile(provider);
    expect(read.figures).toEqual({ ...live.figures, MISSING: live.figures.MISSING + 1000 });
    expect(read.items[0]).toMatchObject({ id: left.clientId, value: 1002 });
  });

  it('counts a client live as soon as a change to its coverage is written, and the next run counts it again', async () => {
    await recount();
    const live = await coverageTile(provider);
    await tamper(left.tenantId);
    await tamper(right.tenantId);
    // Require a fourth service on p2 through the API: left's tile figures are live again, right's summary still read.
    const s3 = serviceIds[2];
    const added = await t.http('POST', '/v1/property-services', { token: provider.accessToken, body: { propertyId: left.p2, serviceId: s3 } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await changedTenants()).toEqual(new Set([left.tenantId]));
    expect((await coverageTile(provider)).figures).toEqual({ ...live.figures, MISSING: live.figures.MISSING + 1 + 1000 });

    await countCoverageSummaries(db);
    expect((await summaries()).get(left.tenantId)).toMatchObject({ MISSING: 3 });
    expect((await summaries()).get(right.tenantId)).toMatchObject({ MISSING: 1001 });
    expect((await coverageTile(provider)).figures).toEqual({ ...live.figures, MISSING: live.figures.MISSING + 1 + 1000 });
  });

  it('is set aside by each kind of write that changes coverage, and by none that does not', async () => {
    const [s1, s2] = serviceIds;
    await recount();
    const after = async (write: () => Promise<unknown>): Promise<Set<string>> => {
      await countCoverageSummaries(db);
      await write();
      return changedTenants();
    };
    const contract = await after(() =>
      insertContract(db, {
        client: left,
        vendor,
        status: 'DRAFT',
        startOn: addDays(today, -1),
        endOn: addDays(today, 200),
        lines: [{ propertyId: left.p2, serviceId: s1 }],
      }),
    );
    expect(contract).toEqual(new Set([left.tenantId]));
    const [draft] = await queryRows<{ id: string }>(db, sql`select id from contracts where tenant_id = ${left.tenantId}::uuid and status = 'DRAFT'`);
    expect(
      await after(async () => expect((await t.http('POST', `/v1/contracts/${draft.id}/activate`, { token: provider.accessToken })).status).toBe(200)),
    ).toEqual(new Set([left.tenantId]));
    expect((await summaries()).get(left.tenantId)).toMatchObject({ MISSING: 3 });
    await countCoverageSummaries(db);
    expect((await summaries()).get(left.tenantId)).toMatchObject({ CONTRACTED: 2, MISSING: 2 });

    const [service] = await queryRows<{ id: string }>(
      db,
      sql`select id from property_services where property_id = ${left.p1}::uuid and service_id = ${s2}::uuid`,
    );
    expect(
      await after(async () => expect((await t.http('DELETE', `/v1/property-services/${service.id}`, { token: provider.accessToken })).status).toBe(204)),
    ).toEqual(new Set([left.tenantId]));
    // A rename is not a change to coverage: the summary stays in use.
    expect(
      await after(async () => {
        const res = await t.http('PATCH', `/v1/properties/${left.p1}`, { token: provider.accessToken, body: { name: 'Renamed for the summary test' } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }),
    ).toEqual(new Set());
    // A property moved to another client changes both clients' coverage.
    const loose = await build.buildProperty(left);
    await requireServices(db, loose, [s1]);
    expect(
      await after(async () => {
        const res = await t.http('POST', `/v1/properties/${loose.id}/move`, { token: provider.accessToken, body: { clientId: right.clientId } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }),
    ).toEqual(new Set([left.tenantId, right.tenantId]));
    await countCoverageSummaries(db);
    const kept = await summaries();
    for (const [tenantId, counts] of await liveCounts()) expect(kept.get(tenantId), tenantId).toEqual({ ...counts, countedFor: today });
  });

  it('counts a client live while its summary is of another day', async () => {
    await recount();
    const live = await coverageTile(provider);
    await tamper(left.tenantId);
    await db
      .update(coverageSummaries)
      .set({ countedFor: addDays(today, -1) })
      .where(eq(coverageSummaries.tenantId, left.tenantId));
    expect(await coverageTile(provider)).toEqual(live);
    expect(await countCoverageSummaries(db)).toBe(1);
    expect((await summaries()).get(left.tenantId)?.countedFor).toBe(today);
  });

  it('keeps every summary equal to the live count when counts and writes run at once', async () => {
    const [s1, s2, s3] = serviceIds;
    const extra = await Promise.all([1, 2, 3, 4].map(() => build.buildProperty(right)));
    await Promise.all([
      ...extra.map((p, i) => requireServices(db, p, [s1, s2, s3].slice(0, 1 + (i % 3)))),
      countCoverageSummaries(db),
      countCoverageSummaries(db),
      insertContract(db, {
        client: right,
        vendor,
        startOn: addDays(today, -5),
        endOn: addDays(today, 10),
        lines: [{ propertyId: extra[0].id, serviceId: s1 }],
      }),
      countCoverageSummaries(db),
    ]);
    await countCoverageSummaries(db);
    expect(await changedTenants()).toEqual(new Set());
    const kept = await summaries();
    for (const [tenantId, counts] of await liveCounts()) expect(kept.get(tenantId), tenantId).toEqual({ ...counts, countedFor: today });
  });
});

describe('a client’s coverage tile', () => {
  it('never reads a summary: its people count their own, under their property access', async () => {
    await recount();
    const own = await coverageTile(left.admin);
    await tamper(left.tenantId);
    expect(await coverageTile(left.admin)).toEqual(own);
    const counts = (await liveCounts()).get(left.tenantId);
    expect(own.figures).toEqual(counts);
  });
});
