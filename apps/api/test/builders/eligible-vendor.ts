import { eq, sql } from 'drizzle-orm';
import { addDays } from '@procura/shared';
import { vendorDocuments, vendors, vendorServiceAreas, vendorServices } from '../../src/db/schema/index.js';
import { queryRows } from '../../src/platform/database.js';
import { systemDb } from '../../src/platform/system-db.js';
import type { TTestApp } from '../harness.js';

/** Texas and Colorado, two Texas counties: where the eligibility tests put their properties and vendors. */
export interface TEligibilityGeography {
  tx: number;
  co: number;
  travis: number;
  harris: number;
}

export async function eligibilityGeography(t: TTestApp): Promise<TEligibilityGeography> {
  const [geo] = await queryRows<TEligibilityGeography>(
    systemDb(t.platform.database),
    sql`select (select id from states where code = 'TX' and country_id = (select id from countries where iso2 = 'US')) as tx,
               (select id from states where code = 'CO' and country_id = (select id from countries where iso2 = 'US')) as co,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'TX' and c.name like 'Travis%' limit 1) as travis,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'TX' and c.name like 'Harris%' limit 1) as harris`,
  );
  return geo;
}

/** What a vendor is, for eligibility: each fact on its own, so a test can take one away. */
export interface TVendorShape {
  approved?: boolean;
  active?: boolean;
  w9?: boolean;
  /** The last day of its certificate of insurance; null for none. */
  insuredUntil?: string | null;
  offers: string[];
  areas: { stateId: number; countyId: number | null }[];
}

/**
 * A vendor with exactly these facts, written as the vendor's own rows: approved and active, a W-9
 * and a certificate of insurance running to `insuredUntil` unless the shape says otherwise.
 */
export async function buildVendorShaped(t: TTestApp, vendor: { tenantId: string; vendorId: string }, shape: TVendorShape): Promise<void> {
  const db = systemDb(t.platform.database);
  await db
    .update(vendors)
    .set({
      approvalStatus: shape.approved === false ? 'PENDING_FOR_APPROVAL' : 'APPROVED',
      isApproved: shape.approved !== false,
      status: shape.active === false ? 'INACTIVE' : 'ACTIVE',
    })
    .where(eq(vendors.id, vendor.vendorId));
  if (shape.offers.length)
    await db.insert(vendorServices).values(shape.offers.map((serviceId) => ({ tenantId: vendor.tenantId, vendorId: vendor.vendorId, serviceId })));
  if (shape.areas.length) await db.insert(vendorServiceAreas).values(shape.areas.map((a) => ({ tenantId: vendor.tenantId, vendorId: vendor.vendorId, ...a })));
  if (shape.w9 !== false) await db.insert(vendorDocuments).values({ tenantId: vendor.tenantId, vendorId: vendor.vendorId, kind: 'W9', status: 'CURRENT' });
  if (shape.insuredUntil) {
    await db.insert(vendorDocuments).values({
      tenantId: vendor.tenantId,
      vendorId: vendor.vendorId,
      kind: 'COI',
      status: 'CURRENT',
      coverageType: 'GENERAL_LIABILITY',
      effectiveOn: addDays(shape.insuredUntil, -365),
      expiresOn: shape.insuredUntil,
    });
  }
}
