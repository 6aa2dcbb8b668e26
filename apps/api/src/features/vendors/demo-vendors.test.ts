import { sql } from 'drizzle-orm';
import type { TVendorDetail, TVendorPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { seedDemoVendors } from '../../db/seed/demo-vendors.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
let provider: TSession;
beforeAll(async () => {
  t = await startTestApp();
  const db = systemDb(t.platform.database);
  // Once the demo world seeds its vendors itself, this finds them there.
  const [seeded] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from vendors where name = 'Lone Star Landscape Partners'`);
  if (seeded.n === 0) await seedDemoVendors(db, t.world);
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
});
afterAll(() => t.close());

describe('demo vendors', () => {
  it('spread ~25 vendors over services and states, a few pending, one declined with its reason, branches and franchises', async () => {
    const all = await t.http<TVendorPage>('GET', '/v1/vendors?limit=100&vendorType=VENDOR', { token: provider.accessToken });
    expect(all.body.total).toBeGreaterThanOrEqual(25);
    expect(all.body.data.filter((v) => v.services.length > 0).length).toBeGreaterThanOrEqual(25);
    const states = new Set(all.body.data.flatMap((v) => v.areaSummary.split(' · ').map((s) => s.slice(0, 2))).filter(Boolean));
    expect([...states]).toEqual(expect.arrayContaining(['TX', 'CO', 'AZ', 'GA', 'NC', 'FL', 'IL']));
    const pending = await t.http<TVendorPage>('GET', '/v1/vendors?approvalStatus=PENDING_FOR_APPROVAL', { token: provider.accessToken });
    expect(pending.body.total).toBeGreaterThanOrEqual(3);
    const declined = await t.http<TVendorPage>('GET', '/v1/vendors?approvalStatus=NOT_APPROVED', { token: provider.accessToken });
    expect(declined.body.total).toBe(1);
    const detail = await t.http<TVendorDetail>('GET', `/v1/vendors/${declined.body.data[0].id}`, { token: provider.accessToken });
    expect(detail.body.approvalReason).toMatch(/expired/);
    const outlets = await t.http<TVendorPage>('GET', '/v1/vendors?vendorType=VENDOR_BRANCH,VENDOR_FRANCHISE&limit=100', { token: provider.accessToken });
    expect(outlets.body.total).toBeGreaterThanOrEqual(4);
  });

  it('enriches GreenLeaf Grounds and its branch in place; the vendor admin sees its own three', async () => {
    const greenleaf = await t.http<TVendorDetail>('GET', `/v1/vendors/${t.world.vendor.vendorId}`, { token: provider.accessToken });
    expect(greenleaf.body).toMatchObject({
      approvalStatus: 'APPROVED',
      dba: 'GreenLeaf',
      businessStructure: 'LIMITED_LIABILITY_COMPANY',
      branchCount: 1,
      franchiseCount: 1,
    });
    expect(greenleaf.body.serviceDetails.length).toBeGreaterThan(3);
    const vendorAdmin = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const own = await t.http<TVendorPage>('GET', '/v1/vendors?limit=100', { token: vendorAdmin.accessToken });
    expect(own.body.data.map((v) => v.id).sort()).toEqual([t.world.vendor.vendorId, t.world.branch.vendorId, t.world.franchise.vendorId].sort());
    const client = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const onboarded = await t.http<TVendorPage>('GET', '/v1/vendors', { token: client.accessToken });
    expect(onboarded.body.data.map((v) => v.name)).toEqual(['Cape Fear Pressure Washing']);
    const property = t.world.propertyIds.clientA[0];
    const serving = await t.http<TVendorPage>('GET', `/v1/vendors?servesPropertyId=${property}&limit=100`, { token: provider.accessToken });
    expect(serving.body.total).toBeGreaterThan(0);
  });
});
