import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { tenants, vendors, vendorServiceAreas, vendorServices } from '../schema/index.js';
import type { TDemoWorld } from './demo.js';
import { BRIGHTCLEAN, DEMO_VENDORS, GREENLEAF, GREENLEAF_AUSTIN, GREENLEAF_DENVER, type TDemoVendor } from './demo-vendor-network.js';

interface TPlace {
  countryId: number;
  stateId: number;
  cityId: number | null;
  countyId: number | null;
}

/** A stable 9-digit tax id per (world, vendor): worlds built side by side never collide. */
const taxIdOf = (seed: string) => String(100_000_000 + (crypto.createHash('sha256').update(seed).digest().readUInt32BE(0) % 900_000_000));
const emailOf = (name: string) =>
  `office@${name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example.com`;
const websiteOf = (name: string) => `https://www.${emailOf(name).slice('office@'.length)}`;

/**
 * The demo's vendor network (issue #9 item 8): ~25 vendors over the demo services and states
 * with their profiles, services and areas, a few pending approval and one declined with its
 * reason, some with a branch or franchise; GreenLeaf Grounds (with its Denver branch and Austin
 * franchise) and BrightClean Janitorial are enriched in place. Each table is written in one
 * multi-row insert: the demo world is built for every test file. Certificates and W-9s are
 * the compliance seeder's.
 */
export async function seedDemoVendors(db: TExecutor, world: TDemoWorld): Promise<{ vendorIds: string[] }> {
  const cityKeys = new Set<string>();
  const stateCodes = new Set<string>();
  const all = [...DEMO_VENDORS, { ...GREENLEAF, name: '' }, { ...BRIGHTCLEAN, name: '' }];
  for (const v of all) {
    cityKeys.add(v.office);
    for (const c of v.counties ?? []) cityKeys.add(c);
    for (const s of v.states ?? []) stateCodes.add(s);
    for (const o of v.outlets ?? []) [o.office, ...o.counties].forEach((k) => cityKeys.add(k));
  }
  for (const k of [GREENLEAF_DENVER.office, ...GREENLEAF_DENVER.counties, GREENLEAF_AUSTIN.office, ...GREENLEAF_AUSTIN.counties]) cityKeys.add(k);
  for (const k of cityKeys) stateCodes.add(k.split('|')[1]);

  const keys = [...cityKeys];
  const placeRows = await queryRows<{ key: string; country_id: number; state_id: number; city_id: number | null; county_id: number | null }>(
    db,
    sql`select distinct on (u.code, u.name) u.name || '|' || u.code as key, s.country_id, s.id as state_id, c.id as city_id, c.county_id
        from unnest(${sql.param(keys.map((k) => k.split('|')[1]))}::text[], ${sql.param(keys.map((k) => k.split('|')[0]))}::text[]) as u(code, name)
        join countries co on co.iso2 = 'US'
        join states s on s.country_id = co.id and s.code = u.code
        left join cities c on c.state_id = s.id and c.name = u.name
        order by u.code, u.name, c.county_id nulls last, c.id`,
  );
  const places = new Map<string, TPlace>(
    placeRows.map((r) => [r.key, { countryId: r.country_id, stateId: r.state_id, cityId: r.city_id, countyId: r.county_id }]),
  );
  const stateRows = await queryRows<{ code: string; id: number }>(
    db,
    sql`select s.code, s.id from states s join countries co on co.id = s.country_id and co.iso2 = 'US' where s.code = any(${sql.param([...stateCodes])}::text[])`,
  );
  const stateIdOf = new Map(stateRows.map((r) => [r.code, r.id]));
  const serviceRows = await queryRows<{ name: string; id: string }>(db, sql`select distinct on (lower(name)) name, id from services order by lower(name), id`);
  const serviceIdOf = new Map(serviceRows.map((r) => [r.name.toLowerCase(), r.id]));

  const serviceLinks: (typeof vendorServices.$inferInsert)[] = [];
  const areaRows: (typeof vendorServiceAreas.$inferInsert)[] = [];
  const link = (vendor: { id: string; tenantId: string }, serviceNames: readonly string[], states: readonly string[], counties: readonly string[]) => {
    for (const id of new Set(serviceNames.map((n) => serviceIdOf.get(n.toLowerCase())).filter((id): id is string => id !== undefined))) {
      serviceLinks.push({ tenantId: vendor.tenantId, vendorId: vendor.id, serviceId: id });
    }
    const wholeStates = new Set(states.map((code) => stateIdOf.get(code)).filter((id): id is number => id !== undefined));
    for (const stateId of wholeStates) areaRows.push({ tenantId: vendor.tenantId, vendorId: vendor.id, stateId, countyId: null });
    const seen = new Set<number>();
    for (const key of counties) {
      const place = places.get(key);
      if (!place?.countyId || wholeStates.has(place.stateId) || seen.has(place.countyId)) continue;
      seen.add(place.countyId);
      areaRows.push({ tenantId: vendor.tenantId, vendorId: vendor.id, stateId: place.stateId, countyId: place.countyId });
    }
  };
  const address = (office: string, line1: string, zip: string) => {
    const place = places.get(office);
    return { addressLine1: line1, zip, countryId: place?.countryId ?? null, stateId: place?.stateId ?? null, cityId: place?.cityId ?? null };
  };
  const profile = (v: Omit<TDemoVendor, 'name'>, name: string, seed: string) => ({
    dba: v.dba ?? null,
    taxId: taxIdOf(seed),
    businessStructure: v.structure,
    ownershipTags: v.tags ?? [],
    leadSource: v.lead,
    email: emailOf(name),
    website: websiteOf(name),
    phoneCode: '+1',
    phoneNumber: v.phone,
    yearsInBusiness: v.years,
    employeeCount: v.employees,
    notes: v.notes ?? null,
    ...address(v.office, v.address, v.zip),
  });

  const now = Date.now();
  const daysAgo = (n: number) => new Date(now - n * 86_400_000);
  const tenantRows: (typeof tenants.$inferInsert)[] = [];
  const vendorRows: (typeof vendors.$inferInsert)[] = [];
  DEMO_VENDORS.forEach((v, index) => {
    const tenantId = crypto.randomUUID();
    const id = crypto.randomUUID();
    const approval = v.approval ?? 'APPROVED';
    tenantRows.push({ id: tenantId, type: 'vendor', name: v.name });
    vendorRows.push({
      id,
      tenantId,
      name: v.name,
      vendorType: 'VENDOR',
      ...profile(v, v.name, `${world.vendor.vendorId}:${v.name}`),
      approvalStatus: approval,
      isApproved: approval === 'APPROVED',
      approvalReason: v.reason ?? null,
      submittedAt: approval === 'DRAFT' ? null : daysAgo(40 - index),
      decidedAt: approval === 'APPROVED' || approval === 'NOT_APPROVED' ? daysAgo(30 - index) : null,
      decidedBy: approval === 'APPROVED' || approval === 'NOT_APPROVED' ? world.userIds.providerAdmin : null,
      onboardingSource: index % 7 === 3 ? 'SELF' : 'CONNEXUS',
    });
    link({ id, tenantId }, v.services, v.states ?? [], v.counties ?? []);
    for (const o of v.outlets ?? []) {
      const outletTenant = crypto.randomUUID();
      const outletId = crypto.randomUUID();
      const outletName = `${v.name} – ${o.suffix}`;
      tenantRows.push({ id: outletTenant, type: o.kind === 'VENDOR_BRANCH' ? 'vendor_branch' : 'vendor_franchise', name: outletName, parentId: tenantId });
      vendorRows.push({
        id: outletId,
        tenantId: outletTenant,
        name: outletName,
        vendorType: o.kind,
        parentVendorId: id,
        email: emailOf(outletName),
        phoneCode: '+1',
        phoneNumber: v.phone,
        ...address(o.office, o.address, o.zip),
        approvalStatus: approval,
        isApproved: approval === 'APPROVED',
      });
      link({ id: outletId, tenantId: outletTenant }, v.services, [], o.counties);
    }
  });
  // One vendor Northwind Residential onboarded for itself: it and the provider see it.
  const onboarded = vendorRows.find((r) => r.name === 'Cape Fear Pressure Washing');
  if (onboarded)
    Object.assign(onboarded, { onboardingSource: 'CLIENT_ONBOARDED', onboardedByClientId: world.clientA.clientId, partyTenantIds: [world.clientA.tenantId] });

  await db.insert(tenants).values(tenantRows);
  await db.insert(vendors).values(vendorRows);

  // The existing demo vendors: approved long ago, with full profiles.
  const existing = [
    { ref: world.vendor, values: { ...profile(GREENLEAF, 'GreenLeaf Grounds', `${world.vendor.vendorId}:greenleaf`) } },
    { ref: world.vendor2, values: { ...profile(BRIGHTCLEAN, 'BrightClean Janitorial', `${world.vendor2.vendorId}:brightclean`) } },
    {
      ref: world.branch,
      values: {
        email: emailOf('GreenLeaf Grounds Denver'),
        phoneCode: '+1',
        phoneNumber: '3035550151',
        ...address(GREENLEAF_DENVER.office, GREENLEAF_DENVER.address, GREENLEAF_DENVER.zip),
      },
    },
    {
      ref: world.franchise,
      values: {
        email: emailOf('GreenLeaf Grounds Austin'),
        phoneCode: '+1',
        phoneNumber: '5125550152',
        ...address(GREENLEAF_AUSTIN.office, GREENLEAF_AUSTIN.address, GREENLEAF_AUSTIN.zip),
      },
    },
  ];
  for (const { ref, values } of existing) {
    await db
      .update(vendors)
      .set({
        ...values,
        approvalStatus: 'APPROVED',
        isApproved: true,
        submittedAt: daysAgo(400),
        decidedAt: daysAgo(395),
        decidedBy: world.userIds.providerAdmin,
      })
      .where(eq(vendors.id, ref.vendorId));
  }
  link({ id: world.vendor.vendorId, tenantId: world.vendor.tenantId }, GREENLEAF.services, GREENLEAF.states ?? [], GREENLEAF.counties ?? []);
  link({ id: world.branch.vendorId, tenantId: world.branch.tenantId }, GREENLEAF_DENVER.services, [], GREENLEAF_DENVER.counties);
  link({ id: world.franchise.vendorId, tenantId: world.franchise.tenantId }, GREENLEAF_AUSTIN.services, [], GREENLEAF_AUSTIN.counties);
  link({ id: world.vendor2.vendorId, tenantId: world.vendor2.tenantId }, BRIGHTCLEAN.services, BRIGHTCLEAN.states ?? [], BRIGHTCLEAN.counties ?? []);

  if (serviceLinks.length) await db.insert(vendorServices).values(serviceLinks).onConflictDoNothing();
  if (areaRows.length) await db.insert(vendorServiceAreas).values(areaRows);
  return { vendorIds: vendorRows.map((r) => r.id as string) };
}
