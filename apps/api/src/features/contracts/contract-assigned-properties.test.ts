import type { TContract, TContractLinePage, TContractPage, TContractPropertyPage, TCoverageGrid } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { contractRowBuilders } from '../../../test/builders/contract-rows.js';
import { factories } from '../../../test/factories.js';
import { startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * A client person whose property access is ASSIGNED (docs/contracts.md "Records and who sees
 * them") reads the contract lines of the properties granted to them and no other: on the
 * contract's page, in the property-wise view and in the coverage grid. The client's admin (ALL)
 * reads every line of the same contract.
 */

let t: TTestApp;
let admin: TSession;
let manager: TSession;
const ids = {} as Record<'contract' | 'elsewhere' | 'granted' | 'other' | 'clientId', string>;

beforeAll(async () => {
  t = await startTestApp();
  const build = factories(t);
  const rows = contractRowBuilders(t);
  const client = await build.buildClient({ name: 'Assigned Client' });
  const vendor = await build.buildVendor({ name: 'Assigned Greens' });
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id, name: services.name }).from(services).orderBy(services.name).limit(1);
  const granted = await build.buildProperty(client, { name: 'Granted Gardens' });
  const other = await build.buildProperty(client, { name: 'Other Oaks' });
  const line = { serviceId: mowing.id, serviceName: mowing.name, price: 1000, annualCost: 1000 };
  const contract = await rows.buildContract({
    client,
    vendor,
    number: 'CON-0001',
    title: 'Grounds at both',
    properties: [
      { property: granted, lines: [line] },
      { property: other, lines: [{ ...line, price: 2000, annualCost: 2000 }] },
    ],
  });
  // A contract over the other property alone: none of the manager's.
  const elsewhere = await rows.buildContract({
    client,
    vendor,
    number: 'CON-0002',
    title: 'Grounds elsewhere',
    properties: [{ property: other, lines: [line] }],
  });
  Object.assign(ids, { elsewhere: elsewhere.id, contract: contract.id, granted: granted.id, other: other.id, clientId: client.clientId });
  admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
  manager = await (await build.buildAssignedPropertyManager(client, [granted.id])).signIn();
});
afterAll(() => t.close());

const get = async <T>(session: TSession, path: string) => {
  const res = await t.http<T>('GET', path, { token: session.accessToken });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe('a client person with assigned properties', () => {
  it('reads only the granted property’s lines on the contract’s page', async () => {
    const all = await get<TContract>(admin, `/v1/contracts/${ids.contract}`);
    expect(all.properties.map((p) => p.propertyId).sort()).toEqual([ids.granted, ids.other].sort());
    const mine = await get<TContract>(manager, `/v1/contracts/${ids.contract}`);
    expect(mine.properties.map((p) => p.propertyId)).toEqual([ids.granted]);
    expect(mine.properties.flatMap((p) => p.lines.map((l) => l.price))).toEqual([1000]);
  });

  it('reads only the granted property in the property-wise view, and the list counts its lines alone', async () => {
    const page = await get<TContractPropertyPage>(manager, '/v1/contracts/property-wise?limit=50');
    expect(page.data.map((r) => r.propertyId)).toEqual([ids.granted]);
    expect(page.total).toBe(1);
    const list = await get<TContractPage>(manager, '/v1/contracts?limit=50');
    expect(list.data.find((c) => c.id === ids.contract)).toMatchObject({ propertyCount: 1, lineCount: 1, annualCost: 1000 });
    const adminList = await get<TContractPage>(admin, '/v1/contracts?limit=50');
    expect(adminList.data.find((c) => c.id === ids.contract)).toMatchObject({ propertyCount: 2, lineCount: 2, annualCost: 3000 });
  });

  it('does not list a contract that covers none of the granted properties', async () => {
    const mine = await get<TContractPage>(manager, '/v1/contracts?limit=50');
    expect(mine.data.map((c) => c.id)).toEqual([ids.contract]);
    expect(mine.total).toBe(1);
    const admins = await get<TContractPage>(admin, '/v1/contracts?limit=50');
    expect(admins.data.map((c) => c.id).sort()).toEqual([ids.contract, ids.elsewhere].sort());
  });

  it('sees only the granted property in the coverage grid', async () => {
    const grid = await get<TCoverageGrid>(manager, `/v1/contract-management/coverage?limit=50&clientIds=${ids.clientId}`);
    expect(grid.data.map((r) => r.propertyId)).toEqual([ids.granted]);
    expect(grid.data[0].cells.flatMap((c) => c.lines.map((l) => l.contractId))).toEqual([ids.contract]);
  });

  it('lists only the granted property’s lines of the contract', async () => {
    const lines = await get<TContractLinePage>(manager, `/v1/property-contract-services?contractId=${ids.contract}`);
    expect(lines.data.map((l) => l.price)).toEqual([1000]);
    expect(lines.total).toBe(1);
  });
});
