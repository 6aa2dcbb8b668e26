import crypto from 'node:crypto';
import { addDays, todayIso, type TCoverageGrid, type TCoverageQueryInput, type TPropertyMapPoints } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { insertContract, requireServices } from '../../../test/builders/coverage-contracts.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let clientAdmin: TSession;
const today = todayIso();
/** Every property this file builds is named with it: the grid is searched for it, never counted whole. */
const tag = `Cov${crypto.randomUUID().slice(0, 6)}`;
let s1: string, s2: string, s3: string;
let p1: string, p2: string, p3: string;
let vendorA: { tenantId: string; vendorId: string; name: string };
let vendorB: { tenantId: string; vendorId: string; name: string };

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  [provider, clientAdmin] = [await t.signIn(DEMO_ACCOUNTS.providerAdmin), await t.signIn(DEMO_ACCOUNTS.clientAdmin)];
  const db = systemDb(t.platform.database);
  [s1, s2, s3] = (await db.select({ id: services.id }).from(services).orderBy(services.name).limit(3)).map((s) => s.id);
  const clientA = { ...t.world.clientA, name: 'Client A' };
  const [a1, a2] = [await build.buildProperty(clientA, { name: `${tag} Alpha` }), await build.buildProperty(clientA, { name: `${tag} Beta` })];
  const c1 = await build.buildProperty(t.world.clientC, { name: `${tag} Gamma` });
  [p1, p2, p3] = [a1.id, a2.id, c1.id];
  await requireServices(db, a1, [s1, s2, s3]);
  await requireServices(db, a2, [s1, s3]);
  await requireServices(db, c1, [s1]);
  vendorA = await build.buildVendor();
  vendorB = await build.buildVendor();
  const running = { startOn: addDays(today, -30), endOn: addDays(today, 300) };
  // Alpha: s1 contracted, s2 ending in 30 days (expiring), s3 missing.
  await insertContract(db, { client: clientA, vendor: vendorA, ...running, lines: [{ propertyId: p1, serviceId: s1 }] });
  await insertContract(db, {
    client: clientA,
    vendor: vendorA,
    startOn: addDays(today, -30),
    endOn: addDays(today, 30),
    lines: [{ propertyId: p1, serviceId: s2 }],
  });
  // Beta: s1 held twice (duplicated), s2 held but not required, s3 only in a draft, an ended line and one not begun (missing).
  await insertContract(db, { client: clientA, vendor: vendorA, ...running, lines: [{ propertyId: p2, serviceId: s1 }] });
  await insertContract(db, {
    client: clientA,
    vendor: vendorB,
    ...running,
    lines: [
      { propertyId: p2, serviceId: s1 },
      { propertyId: p2, serviceId: s2 },
    ],
  });
  await insertContract(db, { client: clientA, vendor: vendorB, status: 'DRAFT', ...running, lines: [{ propertyId: p2, serviceId: s3 }] });
  await insertContract(db, {
    client: clientA,
    vendor: vendorB,
    ...running,
    lines: [
      { propertyId: p2, serviceId: s3, startOn: addDays(today, -60), endOn: addDays(today, -1) },
      { propertyId: p1, serviceId: s3, startOn: addDays(today, 1), endOn: addDays(today, 90) },
    ],
  });
});
afterAll(() => t.close());

async function grid(session: TSession, query: TCoverageQueryInput = {}, status = 200) {
  const params = new URLSearchParams(
    Object.entries({ search: tag, ...query }).map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  );
  const res = await t.http<TCoverageGrid>('GET', `/v1/contract-management/coverage?${params}`, { token: session.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** Each row as "property: service=STATE …" in the columns' order. */
const cellsOf = (body: TCoverageGrid) =>
  Object.fromEntries(body.data.map((r) => [r.propertyName.replace(`${tag} `, ''), Object.fromEntries(r.cells.map((c) => [c.serviceId, c.state]))]));

describe('coverage grid', () => {
  it('states each required service against the active lines in force today', async () => {
    const body = await grid(clientAdmin);
    expect(body.today).toBe(today);
    expect(cellsOf(body)).toEqual({
      Alpha: { [s1]: 'CONTRACTED', [s2]: 'EXPIRING', [s3]: 'MISSING' },
      Beta: { [s1]: 'DUPLICATED', [s2]: 'NOT_REQUIRED', [s3]: 'MISSING' },
    });
    expect(body.summary).toEqual({ CONTRACTED: 1, EXPIRING: 1, MISSING: 2, DUPLICATED: 1, NOT_REQUIRED: 1 });
    expect(body.total).toBe(2);
    expect(body.services.map((s) => s.id).sort()).toEqual([s1, s2, s3].sort());
    expect(body.vendors.map((v) => v.id).sort()).toEqual([vendorA.vendorId, vendorB.vendorId].sort());
    // The duplicated cell lists both lines, for the drill-down.
    const beta = body.data.find((r) => r.propertyId === p2);
    expect(
      beta?.cells
        .find((c) => c.serviceId === s1)
        ?.lines.map((l) => l.vendorName)
        .sort(),
    ).toEqual([vendorA.name, vendorB.name].sort());
    expect(beta?.cells.find((c) => c.serviceId === s2)).toMatchObject({ required: false, lines: [{ vendorName: vendorB.name, endOn: addDays(today, 300) }] });
  });

  it('filters by cell state, service, vendor and client; the summary ignores only the cell states', async () => {
    const gaps = await grid(clientAdmin, { cellStates: ['MISSING'] });
    expect(cellsOf(gaps)).toEqual({ Alpha: { [s3]: 'MISSING' }, Beta: { [s3]: 'MISSING' } });
    expect(gaps.services.map((s) => s.id)).toEqual([s3]);
    expect(gaps.summary.MISSING).toBe(2);
    expect(gaps.summary.CONTRACTED).toBe(1);

    expect(cellsOf(await grid(clientAdmin, { serviceIds: [s2] }))).toEqual({ Alpha: { [s2]: 'EXPIRING' }, Beta: { [s2]: 'NOT_REQUIRED' } });
    expect(cellsOf(await grid(clientAdmin, { vendorIds: [vendorB.vendorId] }))).toEqual({ Beta: { [s1]: 'DUPLICATED', [s2]: 'NOT_REQUIRED' } });
    expect((await grid(provider, { clientIds: [t.world.clientC.clientId] })).data.map((r) => r.propertyId)).toEqual([p3]);
  });

  it('pages by property, in name order', async () => {
    const second = await grid(clientAdmin, { limit: 1, page: 2 });
    expect(second.total).toBe(2);
    expect(second.data.map((r) => r.propertyId)).toEqual([p2]);
  });

  it("shows each client its own portfolio, the provider every client's, a vendor nothing", async () => {
    expect((await grid(provider)).data.map((r) => r.propertyId)).toEqual([p1, p2, p3]);
    expect((await grid(clientAdmin)).data.map((r) => r.propertyId)).not.toContain(p3);
    // A property manager with assigned properties sees only those.
    const manager = await build.buildAssignedPropertyManager(t.world.clientA, [p2]);
    expect((await grid(await manager.signIn())).data.map((r) => r.propertyId)).toEqual([p2]);
    for (const who of ['vendorAdmin', 'branchUser', 'franchiseUser'] as const) {
      await grid(await t.signIn(DEMO_ACCOUNTS[who]), {}, 403);
    }
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const res = await t.http<{ fieldErrors?: Record<string, string[]> }>('GET', '/v1/contract-management/coverage?cellStates=NOPE&vendorIds=x', {
      token: clientAdmin.accessToken,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {}).sort()).toEqual(['cellStates.0', 'vendorIds.0']);
  });
});

describe('coverage on the property map', () => {
  /** The map's properties of this block, searched by their own tag (the grid's rows above never match it). */
  const mapTag = `Map${crypto.randomUUID().slice(0, 6)}`;
  const ids: Record<'covered' | 'expiring' | 'gaps' | 'none' | 'twice', string> = { covered: '', expiring: '', gaps: '', none: '', twice: '' };

  beforeAll(async () => {
    const db = systemDb(t.platform.database);
    const clientA = { ...t.world.clientA, name: 'Client A' };
    for (const [i, key] of (['covered', 'expiring', 'gaps', 'none', 'twice'] as const).entries()) {
      ids[key] = (await build.buildProperty(clientA, { name: `${mapTag} ${key}`, latitude: 39.7 + i / 100, longitude: -104.9 })).id;
    }
    const property = (key: keyof typeof ids) => ({ id: ids[key], tenantId: clientA.tenantId });
    await requireServices(db, property('covered'), [s1, s2]);
    await requireServices(db, property('expiring'), [s1, s2]);
    await requireServices(db, property('gaps'), [s1, s2, s3]);
    await requireServices(db, property('twice'), [s1]);
    const running = { startOn: addDays(today, -30), endOn: addDays(today, 300) };
    await insertContract(db, {
      client: clientA,
      vendor: vendorA,
      ...running,
      lines: [
        { propertyId: ids.covered, serviceId: s1 },
        { propertyId: ids.covered, serviceId: s2 },
        { propertyId: ids.expiring, serviceId: s1 },
        // Gaps: s1 held, s2 ending soon, s3 missing: the gap wins.
        { propertyId: ids.gaps, serviceId: s1 },
        { propertyId: ids.gaps, serviceId: s2, endOn: addDays(today, 20) },
        // No required service: a line held anyway changes nothing.
        { propertyId: ids.none, serviceId: s1 },
        { propertyId: ids.twice, serviceId: s1 },
      ],
    });
    // Expiring: its other required service ends within 90 days. Twice: two lines hold s1, one ending soon (the grid says DUPLICATED).
    await insertContract(db, {
      client: clientA,
      vendor: vendorB,
      startOn: addDays(today, -30),
      endOn: addDays(today, 60),
      lines: [{ propertyId: ids.expiring, serviceId: s2 }],
    });
    await insertContract(db, {
      client: clientA,
      vendor: vendorB,
      startOn: addDays(today, -30),
      endOn: addDays(today, 45),
      lines: [{ propertyId: ids.twice, serviceId: s1 }],
    });
  });

  async function mapStates(session: TSession): Promise<Record<string, string>> {
    const res = await t.http<TPropertyMapPoints>('GET', `/v1/properties/map-points?search=${mapTag}`, { token: session.accessToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Object.fromEntries(res.body.points.map(([id, , , state]) => [id, state]));
  }

  it("states each located property's coverage as the grid does, to the client and to the provider", async () => {
    const expected = { [ids.covered]: 'COVERED', [ids.expiring]: 'EXPIRING', [ids.gaps]: 'GAPS', [ids.none]: 'NONE', [ids.twice]: 'COVERED' };
    expect(await mapStates(clientAdmin)).toEqual(expected);
    expect(await mapStates(provider)).toEqual(expected);
    // The grid's cells of the same properties say the same thing.
    const cells = await t.http<TCoverageGrid>('GET', `/v1/contract-management/coverage?search=${mapTag}`, { token: clientAdmin.accessToken });
    const byProperty = Object.fromEntries(
      cells.body.data.map((r) => [
        r.propertyId,
        r.cells
          .filter((c) => c.required)
          .map((c) => c.state)
          .sort(),
      ]),
    );
    expect(byProperty).toEqual({
      [ids.covered]: ['CONTRACTED', 'CONTRACTED'],
      [ids.expiring]: ['CONTRACTED', 'EXPIRING'],
      [ids.gaps]: ['CONTRACTED', 'EXPIRING', 'MISSING'],
      [ids.none]: [],
      [ids.twice]: ['DUPLICATED'],
    });
  });

  it('colours only what the reader sees: a manager its assigned properties, a vendor nothing', async () => {
    const manager = await build.buildAssignedPropertyManager(t.world.clientA, [ids.gaps]);
    expect(await mapStates(await manager.signIn())).toEqual({ [ids.gaps]: 'GAPS' });
    for (const who of ['vendorAdmin', 'branchUser'] as const) expect(await mapStates(await t.signIn(DEMO_ACCOUNTS[who]))).toEqual({});
  });
});
