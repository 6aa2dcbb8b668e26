import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClientSow, THistoryPage, TRfp, TRfpLine, TRfpLinePage, TRfpLinesAdded } from '@procura/shared';
import { counties, services, states } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let serviceIds: string[];
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  serviceIds = (await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.name).limit(3)).map((r) => r.id);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });
const ok = async <T>(session: TSession, method: string, path: string, body?: unknown) => {
  const res = await call<T>(session, method, path, body);
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

/** A client with three properties in a real county, its admin, and a draft RFP. */
async function world() {
  const client = await build.buildClient();
  const [county] = await systemDb(t.platform.database)
    .select({ id: counties.id, name: counties.name, stateId: counties.stateId, stateCode: states.code })
    .from(counties)
    .innerJoin(states, eq(states.id, counties.stateId))
    .limit(1);
  const props = [];
  for (const name of ['Lakeside Plaza', 'Birch Court', 'Harbor Point']) {
    props.push(
      await build.buildProperty(client, { name, cityName: 'Springfield', countyId: county.id, stateId: county.stateId, latitude: 41.9, longitude: -87.6 }),
    );
  }
  const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const rfp = await ok<TRfp>(admin, 'POST', '/v1/rfp', { clientId: client.clientId, title: 'Grounds 2027' });
  return { client, county, props, admin, rfp };
}

const lines = (session: TSession, rfpId: string, query = '') => ok<TRfpLinePage>(session, 'GET', `/v1/rfp/${rfpId}/lines?${query}`);

async function activeScope(session: TSession, clientId: string, serviceId: string, name: string) {
  const sow = await ok<TClientSow>(session, 'POST', '/v1/client-scope-of-work', {
    clientId,
    serviceId,
    name,
    content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `${name} text.` }] }] },
  });
  await ok(session, 'POST', `/v1/client-scope-of-work/${sow.id}/status`, { status: 'ACTIVE' });
  return sow;
}

describe('an RFP’s lines', () => {
  it('are every property × every service, each with the property as vendors will see it and the client’s active scope', async () => {
    const w = await world();
    const scope = await activeScope(w.admin, w.client.clientId, serviceIds[0], 'Mowing standard');
    const added = await ok<TRfpLinesAdded>(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, {
      propertyIds: w.props.map((p) => p.id),
      serviceIds: serviceIds.slice(0, 2),
    });
    expect(added).toEqual({ added: 6, kept: 0, total: 6 });
    const page = await lines(w.admin, w.rfp.id, 'sort=property&limit=10');
    expect(page.total).toBe(6);
    expect(page.data.map((l) => l.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const first = page.data[0];
    expect(first).toMatchObject({
      propertyName: 'Birch Court',
      cityName: 'Springfield',
      countyName: w.county.name,
      stateCode: w.county.stateCode,
      latitude: 41.9,
    });
    expect(page.data.filter((l) => l.serviceId === serviceIds[0]).map((l) => l.clientSowId)).toEqual([scope.id, scope.id, scope.id]);
    expect(page.data.filter((l) => l.serviceId === serviceIds[1]).map((l) => l.clientSowId)).toEqual([null, null, null]);
    expect((await ok<TRfp>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}`)).publishBlocker).toBe('Choose a scope of work for every line: 3 have none.');

    // Adding again keeps what is there (its scope and figures) and adds only the new lines.
    const again = await ok<TRfpLinesAdded>(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: [w.props[0].id], serviceIds: serviceIds.slice(0, 3) });
    expect(again).toEqual({ added: 1, kept: 2, total: 7 });
    expect((await lines(w.admin, w.rfp.id, 'search=lakeside&sort=service')).total).toBe(3);
  });

  it('are the RFP client’s properties and catalogue services only, named in the refusal', async () => {
    const w = await world();
    const other = await world();
    const foreign = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: [w.props[0].id, other.props[0].id], serviceIds: [serviceIds[0]] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.propertyIds?.[0]).toContain(other.props[0].id);
    const noService = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: [w.props[0].id], serviceIds: [crypto.randomUUID()] });
    expect(noService.status).toBe(400);
    expect(noService.body.fieldErrors?.serviceIds).toBeDefined();
    const tooMany = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, {
      propertyIds: Array.from({ length: 1001 }, () => crypto.randomUUID()),
      serviceIds: serviceIds.slice(0, 2),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fieldErrors?.propertyIds).toBeDefined();
    expect((await lines(w.admin, w.rfp.id)).total).toBe(0);
    // Another client's RFP does not exist for this admin.
    expect((await call(w.admin, 'POST', `/v1/rfp/${other.rfp.id}/lines`, { propertyIds: [w.props[0].id], serviceIds: [serviceIds[0]] })).status).toBe(404);
  });

  it('take a scope of the client for their service, and a budget and incumbent price in whole cents', async () => {
    const w = await world();
    const other = await world();
    await ok(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: [w.props[0].id], serviceIds: [serviceIds[0]] });
    const [line] = (await lines(w.admin, w.rfp.id)).data;
    const scope = await activeScope(w.admin, w.client.clientId, serviceIds[0], 'Mowing premium');
    const otherService = await activeScope(w.admin, w.client.clientId, serviceIds[1], 'Snow standard');
    const othersScope = await activeScope(other.admin, other.client.clientId, serviceIds[0], 'Not theirs');
    const patch = (body: Record<string, unknown>) => call<TRfpLine>(w.admin, 'PATCH', `/v1/rfp/${w.rfp.id}/lines/${line.id}`, body);
    for (const [body, field] of [
      [{ clientSowId: otherService.id }, 'clientSowId'],
      [{ clientSowId: othersScope.id }, 'clientSowId'],
      [{ budgetAnnual: -1 }, 'budgetAnnual'],
      [{ incumbentAnnual: 10.005 }, 'incumbentAnnual'],
    ] as const) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors?.[field], JSON.stringify(res.body)).toBeDefined();
    }
    const saved = await patch({ clientSowId: scope.id, budgetAnnual: 24_000, incumbentAnnual: 26_500.5 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ clientSowId: scope.id, clientSowName: 'Mowing premium', budgetAnnual: 24_000, incumbentAnnual: 26_500.5 });
    expect((await call(w.admin, 'PATCH', `/v1/rfp/${w.rfp.id}/lines/not-a-line`, { budgetAnnual: 1 })).status).toBe(404);
    const history = await ok<THistoryPage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/history`);
    expect(history.data.map((e) => e.action).slice(0, 2)).toEqual(['line_update', 'lines_add']);
    // The line form sends a cleared amount as '': no figure, the other one kept.
    const cleared = await patch({ budgetAnnual: '' });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({ budgetAnnual: null, incumbentAnnual: 26_500.5 });
  });

  it('are removed from a draft, and change no more once it is cancelled', async () => {
    const w = await world();
    await ok(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: w.props.map((p) => p.id), serviceIds: [serviceIds[0]] });
    const before = await lines(w.admin, w.rfp.id);
    expect(await ok(w.admin, 'DELETE', `/v1/rfp/${w.rfp.id}/lines`, { lineIds: [before.data[0].id, crypto.randomUUID()] })).toEqual({ removed: 1 });
    expect((await lines(w.admin, w.rfp.id)).total).toBe(2);
    await ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/cancel`, { reason: 'Merged into another RFP.' });
    const late = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: [w.props[0].id], serviceIds: [serviceIds[1]] });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Only a draft RFP changes this way/);
    expect((await call(w.admin, 'DELETE', `/v1/rfp/${w.rfp.id}/lines`, { lineIds: [before.data[1].id] })).status).toBe(409);
  });
});
