import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TContract, TContractBulkResult, TContractLine, TContractVersionPage, TPropertyContract, TPropertyContractPage } from '@procura/shared';
import { services } from '../../db/schema/index.js';
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
  serviceIds = (await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(3)).map((s) => s.id);
});
afterAll(() => t.close());

const call = <T>(session: TSession, method: string, path: string, body?: unknown) => t.http<T & TErr>(method, path, { token: session.accessToken, body });
const ok = async <T>(session: TSession, method: string, path: string, body?: unknown) => {
  const res = await call<T>(session, method, path, body);
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

/** A client with its admin and two properties, a vendor with its admin, and a contract over the first property with two lines. */
async function lineWorld() {
  const client = await build.buildClient();
  const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  const props = [await build.buildProperty(client), await build.buildProperty(client)];
  const vendor = await build.buildVendor();
  const vendorAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).signIn();
  const contract = await ok<TContract>(provider, 'POST', '/v1/contracts', {
    clientId: client.clientId,
    vendorId: vendor.vendorId,
    title: 'Lines',
    startOn: '2027-01-01',
    endOn: '2027-12-31',
    properties: [
      {
        propertyId: props[0].id,
        lines: [
          { serviceId: serviceIds[0], price: 100, unit: 'PER_MONTH' },
          { serviceId: serviceIds[1], price: 50, unit: 'PER_VISIT', quantityPerYear: 20 },
        ],
      },
    ],
  });
  return { client, admin, props, vendor, vendorAdmin, contract };
}

const versionsOf = (session: TSession, id: string) => ok<TContractVersionPage>(session, 'GET', `/v1/contracts/${id}/versions`);

describe('property contracts and lines', () => {
  it('are added, changed and taken off, each an amendment, with the annual cost from the server', async () => {
    const w = await lineWorld();
    const added = await ok<TPropertyContract>(w.admin, 'POST', '/v1/property-contracts', { contractId: w.contract.id, propertyId: w.props[1].id });
    expect(added).toMatchObject({ propertyId: w.props[1].id, propertyName: w.props[1].name, lines: [] });
    const again = await call(w.admin, 'POST', '/v1/property-contracts', { contractId: w.contract.id, propertyId: w.props[1].id });
    expect(again.status).toBe(409);

    const line = await ok<TContractLine>(w.admin, 'POST', '/v1/property-contract-services', {
      propertyContractId: added.id,
      serviceId: serviceIds[2],
      price: 2400,
      unit: 'LUMP_SUM',
      reason: 'Snow added',
    });
    expect(line).toMatchObject({ propertyId: w.props[1].id, annualCost: 2400 });
    const changed = await ok<TContractLine>(w.admin, 'PATCH', `/v1/property-contract-services/${line.id}`, {
      unit: 'PER_EVENT',
      quantityPerYear: 6,
      price: 300,
      version: 3,
    });
    expect(changed).toMatchObject({ unit: 'PER_EVENT', annualCost: 1800 });
    const stale = await call(w.admin, 'PATCH', `/v1/property-contract-services/${line.id}`, { price: 1, version: 3 });
    expect(stale.status).toBe(409);
    expect(stale.body.fieldErrors).toHaveProperty('version');
    const noQuantity = await call(w.admin, 'PATCH', `/v1/property-contract-services/${line.id}`, { unit: 'PER_VISIT', quantityPerYear: null });
    expect(noQuantity.body.fieldErrors).toHaveProperty('quantityPerYear');

    const page = await ok<TPropertyContractPage>(w.vendorAdmin, 'GET', `/v1/property-contracts?contractId=${w.contract.id}`);
    expect(page.total).toBe(2);
    expect((await call(w.vendorAdmin, 'PATCH', `/v1/property-contract-services/${line.id}`, { price: 1 })).status).toBe(403);
    expect((await call(w.vendorAdmin, 'DELETE', `/v1/property-contracts/${added.id}`)).status).toBe(403);

    expect((await call(w.admin, 'DELETE', `/v1/property-contract-services/${line.id}`)).status).toBe(204);
    expect((await call(w.admin, 'DELETE', `/v1/property-contracts/${added.id}`)).status).toBe(204);
    const kinds = (await versionsOf(w.admin, w.contract.id)).data.map((v) => [v.version, v.reason]);
    expect(kinds).toEqual([
      [6, 'Property removed.'],
      [5, 'Line removed.'],
      [4, 'Line changed.'],
      [3, 'Snow added'],
      [2, `Property ${w.props[1].name} added.`],
      [1, null],
    ]);
  });
});

describe('the bulk update', () => {
  it('applies the valid rows, one version per contract, and answers each bad row by index, line and field', async () => {
    const a = await lineWorld();
    const b = await lineWorld();
    const other = await lineWorld();
    const byUnit = (c: TContract, unit: string) => c.properties[0].lines.find((l) => l.unit === unit) as TContractLine;
    const [a1, a2] = [byUnit(a.contract, 'PER_MONTH'), byUnit(a.contract, 'PER_VISIT')];
    const b1 = byUnit(b.contract, 'PER_MONTH');
    const [foreign] = other.contract.properties[0].lines;
    const rows = [
      { id: a1.id, price: 110 },
      { id: a2.id, startOn: '2027-03-01', endOn: '2027-02-01' },
      { id: b1.id, price: 120, endOn: '2027-06-30' },
      { id: a2.id, unit: 'PER_HOUR', quantityPerYear: null },
      { id: 'not-an-id', price: 1 },
      { id: a2.id, price: -5 },
      { id: a2.id, frequency: 'WEEKLY' },
    ];
    const asClient = { ...rows[0] };
    // The provider changes both clients' contracts; a client's admin gets the other client's line as an error.
    const result = await ok<TContractBulkResult>(provider, 'POST', '/v1/property-contract-services/bulk-update', { rows, reason: 'Prices 2027' });
    expect(result.updated).toBe(3);
    expect(result.contracts.map((c) => c.id).sort()).toEqual([a.contract.id, b.contract.id].sort());
    expect(result.contracts.every((c) => c.version === 2)).toBe(true);
    expect(result.errors.map((e) => [e.index, e.id, e.field])).toEqual([
      [1, a2.id, 'endOn'],
      [3, a2.id, 'quantityPerYear'],
      [4, 'not-an-id', 'id'],
      [5, a2.id, 'price'],
    ]);
    const after = await ok<TContract>(provider, 'GET', `/v1/contracts/${a.contract.id}`);
    const lines = new Map(after.properties[0].lines.map((l) => [l.id, l]));
    expect(lines.get(a1.id)).toMatchObject({ price: 110, annualCost: 1320 });
    expect(lines.get(a2.id)).toMatchObject({ frequency: 'WEEKLY', price: 50 });
    const [bulk] = (await versionsOf(provider, a.contract.id)).data;
    expect(bulk).toMatchObject({ kind: 'BULK_UPDATE', reason: 'Prices 2027' });

    const mixed = await ok<TContractBulkResult>(a.admin, 'POST', '/v1/property-contract-services/bulk-update', {
      rows: [
        { ...asClient, price: 111 },
        { id: foreign.id, price: 1 },
      ],
      reason: 'Mine and theirs',
    });
    expect(mixed).toMatchObject({ updated: 1, errors: [{ index: 1, id: foreign.id, field: 'id' }] });
    const byVendor = await ok<TContractBulkResult>(a.vendorAdmin, 'POST', '/v1/property-contract-services/bulk-update', {
      rows: [{ id: a1.id, price: 1 }],
      reason: 'Mine',
    });
    expect(byVendor).toMatchObject({ updated: 0, errors: [{ index: 0, field: 'status' }] });
  });

  it('moves lines to another vendor’s contract of the same client: the new vendor reads them, the old one no longer', async () => {
    const a = await lineWorld();
    const other = await lineWorld();
    const [a1, a2] = [...a.contract.properties[0].lines].sort((x, y) => x.serviceId.localeCompare(y.serviceId));
    const takeover = await build.buildVendor();
    const takeoverAdmin = await (await build.buildUser({ userType: 'vendor', tenantId: takeover.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const contractOf = (vendorId: string, propertyId: string, serviceId: string) =>
      ok<TContract>(provider, 'POST', '/v1/contracts', {
        clientId: a.client.clientId,
        vendorId,
        title: 'Takeover',
        startOn: '2027-01-01',
        endOn: '2027-12-31',
        properties: [{ propertyId, lines: [{ serviceId, price: 10, unit: 'PER_MONTH' }] }],
      });
    // The takeover vendor's contract covers the other property; a third contract has a2's service at a2's property already.
    const target = await contractOf(takeover.vendorId, a.props[1].id, serviceIds[2]);
    const clash = await contractOf((await build.buildVendor()).vendorId, a.props[0].id, a2.serviceId);

    const first = await ok<TContractBulkResult>(a.admin, 'POST', '/v1/property-contract-services/bulk-update', {
      rows: [
        { id: a1.id, contractId: target.id, price: 130 },
        { id: a2.id, contractId: other.contract.id },
        { id: a2.id, contractId: clash.id },
        { id: a2.id, contractId: 'not-a-contract' },
      ],
      reason: 'Takeover by a new vendor',
    });
    expect(first.updated).toBe(1);
    expect(first.errors.map((e) => [e.index, e.field])).toEqual([
      [1, 'contractId'],
      [2, 'contractId'],
      [3, 'contractId'],
    ]);
    expect(first.contracts.map((c) => c.id).sort()).toEqual([a.contract.id, target.id].sort());
    const moved = await ok<TContract>(takeoverAdmin, 'GET', `/v1/contracts/${target.id}`);
    const onProperty = moved.properties.find((p) => p.propertyId === a.props[0].id);
    expect(onProperty?.lines).toMatchObject([{ id: a1.id, serviceId: a1.serviceId, price: 130, annualCost: 1560 }]);
    expect((await call(a.vendorAdmin, 'GET', `/v1/contracts/${target.id}`)).status).toBe(404);
    expect((await versionsOf(provider, target.id)).data[0]).toMatchObject({ kind: 'BULK_UPDATE', reason: 'Takeover by a new vendor' });

    // The last line of the property moves too: the old contract no longer covers the property.
    await ok<TContractBulkResult>(a.admin, 'POST', '/v1/property-contract-services/bulk-update', {
      rows: [{ id: a2.id, contractId: target.id }],
      reason: 'The rest too',
    });
    const left = await ok<TContract>(a.vendorAdmin, 'GET', `/v1/contracts/${a.contract.id}`);
    expect(left.properties).toEqual([]);
    expect((await ok<TContract>(provider, 'GET', `/v1/contracts/${target.id}`)).properties.find((p) => p.propertyId === a.props[0].id)?.lines).toHaveLength(2);
  });

  it('with atomic, moves nothing when a move is refused', async () => {
    const a = await lineWorld();
    const other = await lineWorld();
    const [a1] = a.contract.properties[0].lines;
    const res = await call(a.admin, 'POST', '/v1/property-contract-services/bulk-update', {
      rows: [{ id: a1.id, contractId: other.contract.id }],
      reason: 'Not theirs',
      atomic: true,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(['rows.0.contractId']);
    expect((await ok<TContract>(a.admin, 'GET', `/v1/contracts/${a.contract.id}`)).properties[0].lines).toHaveLength(2);
  });

  it('with atomic, applies nothing when one row is bad', async () => {
    const a = await lineWorld();
    const [a1, a2] = a.contract.properties[0].lines;
    const res = await call(a.admin, 'POST', '/v1/property-contract-services/bulk-update', {
      rows: [
        { id: a1.id, price: 999 },
        { id: a2.id, endOn: '2026-01-01' },
      ],
      reason: 'All or nothing',
      atomic: true,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(['rows.1.endOn']);
    const after = await ok<TContract>(a.admin, 'GET', `/v1/contracts/${a.contract.id}`);
    expect(after.version).toBe(1);
    expect(after.properties[0].lines.find((l) => l.id === a1.id)?.price).toBe(a1.price);
  });
});
