import { and, eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type TUserType } from '@procura/shared';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { propertyContacts, properties, propertyServices, propertyUserAccess, services, userTenants } from '../schema/index.js';
import { DEMO_CITIES, DEMO_PORTFOLIO, DEMO_REQUIREMENTS, SNOW_REQUIREMENT, SNOW_STATES, type TDemoClientKey } from './demo-portfolio.js';
import { createClient, createParentCompany, createUser, createVendor, createVendorOutlet } from './factories.js';
import { seedDemoCompliance } from './demo-compliance.js';
import { seedDemoVendors } from './demo-vendors.js';
import { seedServiceCatalog } from './services-catalog.js';
import { seedDemoScopes, seedSowLibrary, type TDemoScopeIds } from './sow-library.js';

export { DEMO_ACCOUNTS };

export interface TDemoWorld {
  providerTenantId: string;
  clientA: { tenantId: string; clientId: string };
  clientB: { tenantId: string; clientId: string };
  vendor: { tenantId: string; vendorId: string };
  branch: { tenantId: string; vendorId: string };
  franchise: { tenantId: string; vendorId: string };
  vendor2: { tenantId: string; vendorId: string };
  /** Harborview Hospitality: an independent client (no parent company), hotels. */
  clientC: { tenantId: string; clientId: string };
  userIds: Record<keyof typeof DEMO_ACCOUNTS, string>;
  /** Harborview's Client Admin (signs in with the demo password). */
  hospitalityAdmin: { id: string; email: string };
  /** The demo portfolio's property ids per client (A residential, B commercial, C hospitality). */
  propertyIds: { clientA: string[]; clientB: string[]; clientC: string[] };
  /** The Client A properties granted to the property manager (clientPm), whose access is ASSIGNED. */
  assignedPropertyIds: string[];
  /** The demo clients' scopes of work (issue #10). */
  scopeIds: TDemoScopeIds;
}

/** The demo world of issue #2 §9; a no-op when it is already there. */
export async function seedDemo(db: TExecutor, providerTenantId: string, password: string): Promise<TDemoWorld | null> {
  const existing = await queryRows(db, sql`select 1 from users where email = ${DEMO_ACCOUNTS.providerAdmin}`);
  if (existing.length > 0) return null;
  return buildDemoWorld(db, providerTenantId, password);
}

export async function buildDemoWorld(db: TExecutor, providerTenantId: string, password: string, emailPrefix = ''): Promise<TDemoWorld> {
  const email = (address: string) => `${emailPrefix}${address}`;
  const places = await lookUpPlaces(db);
  const office = (city: string, state: string, zip: string, addressLine1: string, phoneNumber: string, website: string) => {
    const place = places.get(`${city}|${state}`);
    return {
      addressLine1,
      zip,
      countryId: place?.countryId,
      stateId: place?.stateId,
      cityId: place?.cityId ?? undefined,
      phoneCode: '+1',
      phoneNumber,
      website,
    };
  };
  const parent = await createParentCompany(db, `${emailPrefix}Northwind Holdings`);
  const a = await createClient(db, {
    name: `${emailPrefix}Northwind Residential`,
    parentCompanyId: parent.id,
    profile: {
      clientType: 'MULTI_FAMILY',
      ...office('Dallas', 'TX', '75201', '2100 McKinney Ave, Suite 1400', '2145550142', 'https://residential.northwind.example.com'),
      notes: 'Apartment communities across the Sun Belt and the Front Range.',
    },
  });
  const b = await createClient(db, {
    name: `${emailPrefix}Northwind Commercial`,
    parentCompanyId: parent.id,
    profile: {
      clientType: 'COMMERCIAL',
      ...office('Chicago', 'IL', '60606', '233 S Wacker Dr, Floor 38', '3125550199', 'https://commercial.northwind.example.com'),
      notes: 'Office towers, retail centres and logistics parks.',
    },
  });
  const c = await createClient(db, {
    name: `${emailPrefix}Harborview Hospitality`,
    profile: {
      clientType: 'HOTEL',
      ...office('Miami', 'FL', '33131', '1200 Brickell Bay Dr', '3055550175', 'https://www.harborview-hotels.example.com'),
      notes: 'Independent full-service hotels in waterfront and downtown locations.',
    },
  });
  const v = await createVendor(db, { name: `${emailPrefix}GreenLeaf Grounds` });
  const br = await createVendorOutlet(
    db,
    { tenantId: v.tenant.id, vendorId: v.vendor.id },
    { name: `${emailPrefix}GreenLeaf Grounds – Denver`, kind: 'branch' },
  );
  const fr = await createVendorOutlet(
    db,
    { tenantId: v.tenant.id, vendorId: v.vendor.id },
    { name: `${emailPrefix}GreenLeaf Grounds – Austin`, kind: 'franchise' },
  );
  const v2 = await createVendor(db, { name: `${emailPrefix}BrightClean Janitorial` });

  const person = (
    address: string,
    firstName: string,
    lastName: string,
    userType: TUserType,
    tenantId: string,
    roleNames: string[],
    extra: Partial<Parameters<typeof createUser>[1]> = {},
  ) =>
    createUser(db, {
      email: email(address),
      firstName,
      lastName,
      userType,
      tenantId,
      roleNames,
      password,
      phoneCode: '+1',
      phoneNumber: '3035550100',
      ...extra,
    });

  const providerAdmin = await person(DEMO_ACCOUNTS.providerAdmin, 'Avery', 'Stone', 'connexus', providerTenantId, ['Provider Admin']);
  const providerCoordinator = await person(DEMO_ACCOUNTS.providerCoordinator, 'Jordan', 'Reyes', 'connexus', providerTenantId, ['Provider Coordinator']);
  const clientAdmin = await person(DEMO_ACCOUNTS.clientAdmin, 'Morgan', 'Lee', 'client', a.tenant.id, ['Client Admin'], { extraTenantIds: [b.tenant.id] });
  const clientPm = await person(DEMO_ACCOUNTS.clientPm, 'Casey', 'Nguyen', 'client', a.tenant.id, ['Client Property Manager'], { contactType: 'Secondary' });
  const vendorAdmin = await person(DEMO_ACCOUNTS.vendorAdmin, 'Riley', 'Park', 'vendor', v.tenant.id, ['Vendor Admin']);
  const branchUser = await person(DEMO_ACCOUNTS.branchUser, 'Taylor', 'Brooks', 'vendor_branch', br.tenant.id, ['Vendor Admin']);
  const franchiseUser = await person(DEMO_ACCOUNTS.franchiseUser, 'Quinn', 'Diaz', 'vendor_franchise', fr.tenant.id, ['Vendor Estimator']);

  // People on file who have not signed in (yet), so lists look like a working company's.
  await person('facilities@example.com', 'Sam', 'Patel', 'client', a.tenant.id, ['Client Property Manager'], { password: null, status: 'PENDING' });
  await person('onsite.lead@example.com', 'Drew', 'Kim', 'client', b.tenant.id, [], {
    password: null,
    status: 'ACTIVE',
    authorized: false,
    contactType: 'Onsite Member',
  });
  await person('estimator@example.com', 'Jamie', 'Fox', 'vendor', v.tenant.id, ['Vendor Estimator'], { status: 'INACTIVE' });
  await person('ops@brightclean.example.com', 'Alex', 'Morgan', 'vendor', v2.tenant.id, ['Vendor Admin']);
  // Contacts on file for the portfolio (not signing in) and Harborview's own administrator.
  const regional = await person('regional.manager@northwind.example.com', 'Priya', 'Shah', 'client', a.tenant.id, [], {
    password: null,
    status: 'ACTIVE',
    authorized: false,
    contactType: 'Secondary',
  });
  const engineer = await person('chief.engineer@northwind.example.com', 'Helen', 'Carter', 'client', b.tenant.id, [], {
    password: null,
    status: 'ACTIVE',
    authorized: false,
    contactType: 'Onsite Member',
  });
  const hospitalityAdmin = await person('gm.admin@harborview.example.com', 'Elena', 'Vasquez', 'client', c.tenant.id, ['Client Admin']);
  const facilitiesDirector = await person('facilities@harborview.example.com', 'Tom', 'Becker', 'client', c.tenant.id, [], {
    password: null,
    status: 'ACTIVE',
    authorized: false,
    contactType: 'Onsite Member',
  });

  const portfolio = await buildPortfolio(db, places, emailPrefix, {
    residential: { tenantId: a.tenant.id, clientId: a.client.id, people: [clientAdmin.id, clientPm.id, regional.id] },
    commercial: { tenantId: b.tenant.id, clientId: b.client.id, people: [clientAdmin.id, engineer.id] },
    hospitality: { tenantId: c.tenant.id, clientId: c.client.id, people: [hospitalityAdmin.id, facilitiesDirector.id] },
  });
  // The property manager works on five Residential properties only (spec §7 user-permission).
  const assignedPropertyIds = portfolio.residential.slice(0, 5);
  await db
    .update(userTenants)
    .set({ propertyAccess: 'ASSIGNED' })
    .where(and(eq(userTenants.userId, clientPm.id), eq(userTenants.tenantId, a.tenant.id)));
  await db
    .insert(propertyUserAccess)
    .values(assignedPropertyIds.map((propertyId) => ({ tenantId: a.tenant.id, propertyId, userId: clientPm.id, grantedBy: clientAdmin.id })));

  await seedSowLibrary(db, providerAdmin.id);
  const scopeIds = await seedDemoScopes(db, {
    clients: {
      residential: { tenantId: a.tenant.id, clientId: a.client.id },
      commercial: { tenantId: b.tenant.id, clientId: b.client.id },
      hospitality: { tenantId: c.tenant.id, clientId: c.client.id },
    },
    propertyIds: portfolio,
    createdBy: providerCoordinator.id,
  });

  const world: TDemoWorld = {
    providerTenantId,
    clientA: { tenantId: a.tenant.id, clientId: a.client.id },
    clientB: { tenantId: b.tenant.id, clientId: b.client.id },
    vendor: { tenantId: v.tenant.id, vendorId: v.vendor.id },
    branch: { tenantId: br.tenant.id, vendorId: br.vendor.id },
    franchise: { tenantId: fr.tenant.id, vendorId: fr.vendor.id },
    vendor2: { tenantId: v2.tenant.id, vendorId: v2.vendor.id },
    clientC: { tenantId: c.tenant.id, clientId: c.client.id },
    hospitalityAdmin: { id: hospitalityAdmin.id, email: hospitalityAdmin.email },
    propertyIds: { clientA: portfolio.residential, clientB: portfolio.commercial, clientC: portfolio.hospitality },
    assignedPropertyIds,
    scopeIds,
    userIds: {
      providerAdmin: providerAdmin.id,
      providerCoordinator: providerCoordinator.id,
      clientAdmin: clientAdmin.id,
      clientPm: clientPm.id,
      vendorAdmin: vendorAdmin.id,
      branchUser: branchUser.id,
      franchiseUser: franchiseUser.id,
    },
  };
  await seedDemoVendors(db, world);
  await seedDemoCompliance(db);
  return world;
}

interface TPlace {
  countryId: number;
  stateId: number;
  cityId: number | null;
  countyId: number | null;
  latitude: number;
  longitude: number;
}

/**
 * The demo's cities in the reference geography, by "City|ST", in one statement. Without the
 * geography (a test that does not load it) the map is empty and the portfolio keeps its
 * fallback coordinates with no ids.
 */
async function lookUpPlaces(db: TExecutor): Promise<Map<string, TPlace>> {
  const keys = Object.keys(DEMO_CITIES);
  const rows = await queryRows<{
    key: string;
    country_id: number;
    state_id: number;
    city_id: number | null;
    county_id: number | null;
    latitude: number | null;
    longitude: number | null;
  }>(
    db,
    sql`select distinct on (u.code, u.name) u.name || '|' || u.code as key, s.country_id, s.id as state_id, c.id as city_id, c.county_id, c.latitude, c.longitude
        from unnest(${sql.param(keys.map((k) => k.split('|')[1]))}::text[], ${sql.param(keys.map((k) => k.split('|')[0]))}::text[]) as u(code, name)
        join countries co on co.iso2 = 'US'
        join states s on s.country_id = co.id and s.code = u.code
        left join cities c on c.state_id = s.id and c.name = u.name
        order by u.code, u.name, c.id`,
  );
  const places = new Map<string, TPlace>();
  for (const r of rows) {
    const [lat, lng] = DEMO_CITIES[r.key];
    places.set(r.key, {
      countryId: r.country_id,
      stateId: r.state_id,
      cityId: r.city_id,
      countyId: r.county_id,
      latitude: r.latitude ?? lat,
      longitude: r.longitude ?? lng,
    });
  }
  return places;
}

/** A small, repeatable offset (about a kilometre or two) so pins of one city do not stack. */
function jitter(seed: string): [number, number] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const unit = (n: number) => ((n >>> 0) % 10_000) / 10_000 - 0.5;
  return [unit(h) * 0.04, unit(Math.imul(h, 2654435761)) * 0.05];
}

type TPortfolioClient = { tenantId: string; clientId: string; people: string[] };

/**
 * ~60 properties with their contacts and required services, each table in one multi-row
 * insert: the demo world is built for every test file, so it must stay cheap.
 */
async function buildPortfolio(
  db: TExecutor,
  places: Map<string, TPlace>,
  prefix: string,
  owners: Record<TDemoClientKey, TPortfolioClient>,
): Promise<Record<TDemoClientKey, string[]>> {
  await seedServiceCatalog(db);
  const zips = [...new Set(Object.values(DEMO_PORTFOLIO).flatMap((list) => list.map((row) => row[6])))];
  const zipRows = await queryRows<{ zip: string; county_id: number | null; city_id: number | null }>(
    db,
    sql`select zip, county_id, city_id from zip_codes where zip = any(${sql.param(zips)}::text[])`,
  );
  const zipOf = new Map(zipRows.map((z) => [z.zip, z]));

  const keys = Object.keys(DEMO_PORTFOLIO) as TDemoClientKey[];
  const values = keys.flatMap((key) =>
    DEMO_PORTFOLIO[key].map(([name, code, propertyType, addressLine1, city, state, zip, sizeValue, sizeUnit]) => {
      const place = places.get(`${city}|${state}`);
      const [fallbackLat, fallbackLng] = DEMO_CITIES[`${city}|${state}`];
      const [dLat, dLng] = jitter(code);
      return {
        tenantId: owners[key].tenantId,
        clientId: owners[key].clientId,
        name: `${prefix}${name}`,
        code,
        propertyType,
        sizeValue,
        sizeUnit,
        addressLine1,
        countryId: place?.countryId ?? null,
        stateId: place?.stateId ?? null,
        countyId: zipOf.get(zip)?.county_id ?? place?.countyId ?? null,
        cityId: place?.cityId ?? zipOf.get(zip)?.city_id ?? null,
        cityName: city,
        zip,
        latitude: Math.round(((place?.latitude ?? fallbackLat) + dLat) * 1e6) / 1e6,
        longitude: Math.round(((place?.longitude ?? fallbackLng) + dLng) * 1e6) / 1e6,
        // One community between management contracts: the lists show both statuses.
        status: code === 'NWR-DAL-002' ? 'INACTIVE' : 'ACTIVE',
        notes: null,
      };
    }),
  );
  const inserted = await db.insert(properties).values(values).returning({
    id: properties.id,
    clientId: properties.clientId,
    tenantId: properties.tenantId,
    code: properties.code,
    propertyType: properties.propertyType,
    cityName: properties.cityName,
  });
  const byCode = new Map(inserted.map((r) => [`${r.clientId}|${r.code}`, r]));
  const ids = Object.fromEntries(
    keys.map((key) => [key, DEMO_PORTFOLIO[key].map((row) => (byCode.get(`${owners[key].clientId}|${row[1]}`) as (typeof inserted)[number]).id)]),
  ) as Record<TDemoClientKey, string[]>;

  // One or two contacts each, taken in turn from the client's people.
  const contacts = keys.flatMap((key) =>
    ids[key].flatMap((propertyId, i) => {
      const people = owners[key].people;
      const first = { tenantId: owners[key].tenantId, propertyId, userId: people[i % people.length], contactType: 'Primary' };
      const second = {
        tenantId: owners[key].tenantId,
        propertyId,
        userId: people[(i + 1) % people.length],
        contactType: i % 3 === 0 ? 'Onsite Member' : 'Secondary',
      };
      return i % 2 === 0 && people.length > 1 ? [first, second] : [first];
    }),
  );
  const contactColumn = <K extends keyof (typeof contacts)[number]>(k: K) => sql.param(contacts.map((r) => r[k]));
  await db.execute(
    sql`insert into ${propertyContacts} (tenant_id, property_id, user_id, contact_type)
        select * from unnest(${contactColumn('tenantId')}::uuid[], ${contactColumn('propertyId')}::uuid[], ${contactColumn('userId')}::uuid[], ${contactColumn('contactType')}::text[])`,
  );

  // Two to five required services each, from the catalogue (skipped when it has none).
  const catalogue = new Map((await db.select({ id: services.id, name: services.name }).from(services)).map((s) => [s.name, s.id]));
  const requirements = inserted.flatMap((row, i) => {
    const state = DEMO_PORTFOLIO[keys.find((k) => owners[k].clientId === row.clientId) as TDemoClientKey].find((r) => r[1] === row.code)?.[5] ?? '';
    const snow = SNOW_STATES.has(state);
    const wanted = [
      ...DEMO_REQUIREMENTS[row.propertyType as keyof typeof DEMO_REQUIREMENTS].slice(0, Math.min(snow ? 4 : 5, 2 + (i % 4))),
      ...(snow ? [SNOW_REQUIREMENT] : []),
    ];
    return wanted.flatMap(([service, frequency, season]) => {
      const serviceId = catalogue.get(service);
      return serviceId ? [{ tenantId: row.tenantId, propertyId: row.id, serviceId, frequency, season }] : [];
    });
  });
  if (requirements.length) {
    const column = <K extends keyof (typeof requirements)[number]>(k: K) => sql.param(requirements.map((r) => r[k]));
    await db.execute(
      sql`insert into ${propertyServices} (tenant_id, property_id, service_id, frequency, season)
          select * from unnest(${column('tenantId')}::uuid[], ${column('propertyId')}::uuid[], ${column('serviceId')}::uuid[], ${column('frequency')}::text[], ${column('season')}::text[])`,
    );
  }
  return ids;
}
