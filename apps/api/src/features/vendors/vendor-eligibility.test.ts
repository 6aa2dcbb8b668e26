import { addDays, todayIso, type TVendorEligibilityPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorShaped, eligibilityGeography, type TEligibilityGeography, type TVendorShape } from '../../../test/builders/eligible-vendor.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';

/*
 * vendors.eligibleFor (issue 15 item 2, for issue 18's "Vendor eligibility per line"): each
 * reason a vendor is out, alone, on a world made for this test.
 */

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let geo: TEligibilityGeography;
let mowing: string;
let plowing: string;
const startOn = addDays(todayIso(), 30);

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  geo = await eligibilityGeography(t);
  const db = systemDb(t.platform.database);
  const two = await db.select({ id: services.id }).from(services).orderBy(services.id).limit(2);
  [mowing, plowing] = two.map((s) => s.id);
});
afterAll(() => t.close());

/** A vendor with exactly these facts; by default everything a line on mowing in Travis County needs. */
async function vendorWith(shape: Partial<TVendorShape> = {}) {
  const vendor = await build.buildVendor();
  await buildVendorShaped(t, vendor, {
    ...shape,
    offers: shape.offers ?? [mowing],
    areas: shape.areas ?? [{ stateId: geo.tx, countyId: null }],
    insuredUntil: shape.insuredUntil === undefined ? addDays(startOn, 200) : shape.insuredUntil,
  });
  return vendor.vendorId;
}

const ask = (session: TSession, body: Record<string, unknown>) =>
  t.http<TVendorEligibilityPage & { fieldErrors?: Record<string, string[]> }>('POST', '/v1/vendors/eligibility', { token: session.accessToken, body });

describe('vendor eligibility per line', () => {
  it('says, per vendor and line, whether it is eligible on the date and why not', async () => {
    const client = await build.buildClient();
    const austin = await build.buildProperty(client, { stateId: geo.tx, countyId: geo.travis });
    const denver = await build.buildProperty(client, { stateId: geo.co });
    const ids = {
      good: await vendorWith(),
      pending: await vendorWith({ approved: false }),
      inactive: await vendorWith({ active: false }),
      noW9: await vendorWith({ w9: false }),
      lapses: await vendorWith({ insuredUntil: addDays(startOn, -1) }),
      uninsured: await vendorWith({ insuredUntil: null }),
      otherCounty: await vendorWith({ areas: [{ stateId: geo.tx, countyId: geo.harris }] }),
      ownCounty: await vendorWith({ areas: [{ stateId: geo.tx, countyId: geo.travis }] }),
    };
    const res = await ask(provider, { propertyIds: [austin.id, denver.id], serviceIds: [mowing, plowing], onDate: startOn, vendorIds: Object.values(ids) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(8);
    const of = (id: string) => res.body.data.find((v) => v.vendorId === id);
    const line = (id: string, propertyId: string, serviceId: string) => of(id)?.lines.find((l) => l.propertyId === propertyId && l.serviceId === serviceId);

    // Every vendor has every line: 2 properties × 2 services.
    for (const v of res.body.data) expect(v.lines).toHaveLength(4);
    expect(line(ids.good, austin.id, mowing)).toMatchObject({ eligible: true, reasons: [] });
    expect(line(ids.good, austin.id, plowing)).toMatchObject({ eligible: false, reasons: ['SERVICE_NOT_OFFERED'] });
    expect(line(ids.good, denver.id, mowing)).toMatchObject({ eligible: false, reasons: ['AREA_NOT_SERVED'] });
    expect(of(ids.good)).toMatchObject({ eligible: false, reasons: [] });
    expect(line(ids.ownCounty, austin.id, mowing)?.eligible).toBe(true);
    expect(line(ids.otherCounty, austin.id, mowing)?.reasons).toEqual(['AREA_NOT_SERVED']);

    expect(of(ids.pending)?.reasons).toEqual(['NOT_APPROVED']);
    expect(of(ids.inactive)?.reasons).toEqual(['INACTIVE']);
    expect(of(ids.noW9)?.reasons).toEqual(['NO_W9']);
    expect(of(ids.lapses)?.reasons).toEqual(['NO_INSURANCE_ON_DATE']);
    expect(of(ids.uninsured)?.reasons).toEqual(['NO_INSURANCE_ON_DATE']);
    expect(line(ids.pending, austin.id, mowing)).toMatchObject({ eligible: false, reasons: ['NOT_APPROVED'] });

    // The certificate that lapses before the start covers an earlier start.
    const early = await ask(provider, { propertyIds: [austin.id], serviceIds: [mowing], onDate: addDays(startOn, -2), vendorIds: [ids.lapses] });
    expect(early.body.data[0]).toMatchObject({ eligible: true, reasons: [] });

    // Without names: the vendors the caller sees that offer one of the services.
    const offered = await ask(provider, { propertyIds: [austin.id], serviceIds: [mowing], onDate: startOn, limit: 200 });
    expect(offered.status).toBe(200);
    const listed = offered.body.data.map((v) => v.vendorId);
    expect(listed).toEqual(expect.arrayContaining([ids.good, ids.pending]));
    const offersNothing = await vendorWith({ offers: [] });
    expect(
      (await ask(provider, { propertyIds: [austin.id], serviceIds: [mowing], onDate: startOn, limit: 200 })).body.data.map((v) => v.vendorId),
    ).not.toContain(offersNothing);
  });

  it('answers only about properties and vendors the caller sees, naming the field', async () => {
    const client = await build.buildClient();
    const other = await build.buildClient();
    const mine = await build.buildProperty(client, { stateId: geo.tx });
    const theirs = await build.buildProperty(other, { stateId: geo.tx });
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const stranger = await vendorWith();
    const notMine = await ask(admin, { propertyIds: [mine.id, theirs.id], serviceIds: [mowing], onDate: startOn });
    expect(notMine.status).toBe(400);
    expect(notMine.body.fieldErrors).toHaveProperty('propertyIds');
    const unseen = await ask(admin, { propertyIds: [mine.id], serviceIds: [mowing], onDate: startOn, vendorIds: [stranger] });
    expect(unseen.status).toBe(400);
    expect(unseen.body.fieldErrors).toHaveProperty('vendorIds');
    const noService = await ask(provider, { propertyIds: [mine.id], serviceIds: ['00000000-0000-4000-8000-000000000000'], onDate: startOn });
    expect(noService.body.fieldErrors).toHaveProperty('serviceIds');
    const badDate = await ask(provider, { propertyIds: [mine.id], serviceIds: [mowing], onDate: 'soon' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fieldErrors).toHaveProperty('onDate');
  });
});
