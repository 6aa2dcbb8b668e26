import { and, eq } from 'drizzle-orm';
import type { TService, TServiceBulkResponse, TServiceCategory, TServiceOption, TServicePage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, propertyServices } from '../../db/schema/index.js';
import { SERVICE_CATALOG, seedServiceCatalog } from '../../db/seed/services-catalog.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
let provider: TSession;
let coordinator: TSession;
let clientAdmin: TSession;
let vendorAdmin: TSession;
beforeAll(async () => {
  t = await startTestApp();
  await seedServiceCatalog(systemDb(t.platform.database));
  [provider, coordinator, clientAdmin, vendorAdmin] = await Promise.all(
    [DEMO_ACCOUNTS.providerAdmin, DEMO_ACCOUNTS.providerCoordinator, DEMO_ACCOUNTS.clientAdmin, DEMO_ACCOUNTS.vendorAdmin].map((e) => t.signIn(e)),
  );
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;
const as = (session: TSession) => ({ token: session.accessToken });
const newCategory = async (name = unique('Category')) => {
  const res = await t.http<TServiceCategory>('POST', '/v1/service-categories', { ...as(provider), body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const newService = async (categoryId: string, name = unique('Service'), extra: Record<string, unknown> = {}) => {
  const res = await t.http<TService>('POST', '/v1/services', { ...as(provider), body: { categoryId, name, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describe('the demo catalogue', () => {
  it('is seeded once however often it runs, with real facility services', async () => {
    await seedServiceCatalog(systemDb(t.platform.database));
    const res = await t.http<TServiceCategory[]>('GET', '/v1/service-categories', as(vendorAdmin));
    expect(res.status).toBe(200);
    const snow = res.body.find((c) => c.name === 'Snow & Ice');
    expect(snow?.serviceCount).toBe(SERVICE_CATALOG.find((c) => c.name === 'Snow & Ice')?.services.length);
    const all = await t.http<TServiceOption[]>('GET', '/v1/services/all', as(clientAdmin));
    const names = all.body.map((s) => s.name);
    for (const name of ['Lawn mowing', 'Snow plowing', 'HVAC preventive maintenance', 'Parking-lot sweeping', 'Elevator maintenance', 'Waste hauling'])
      expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(all.body[0]).sort()).toEqual(['categoryId', 'categoryName', 'id', 'name', 'unit']);
  });
});

describe('service categories', () => {
  it('lists in sort order with counts; the provider creates, renames and deletes an empty one', async () => {
    const category = await newCategory();
    expect(category).toMatchObject({ serviceCount: 0, activeServiceCount: 0, sortOrder: 0, description: null });
    await newService(category.id);
    const inactive = await newService(category.id, unique('Old'), { status: 'INACTIVE' });
    expect(inactive.status).toBe('INACTIVE');
    const list = await t.http<TServiceCategory[]>('GET', '/v1/service-categories', as(clientAdmin));
    expect(list.body.find((c) => c.id === category.id)).toMatchObject({ serviceCount: 2, activeServiceCount: 1 });
    const orders = list.body.map((c) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const renamed = unique('Renamed');
    const patched = await t.http<TServiceCategory>('PATCH', `/v1/service-categories/${category.id}`, {
      ...as(provider),
      body: { name: renamed, sortOrder: 5 },
    });
    expect(patched.body).toMatchObject({ name: renamed, sortOrder: 5 });

    const refused = await t.http('DELETE', `/v1/service-categories/${category.id}`, as(provider));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${renamed} holds 2 services; move or delete them first.`);

    const empty = await newCategory();
    expect((await t.http('DELETE', `/v1/service-categories/${empty.id}`, as(provider))).status).toBe(204);
    expect((await t.http('PATCH', `/v1/service-categories/${empty.id}`, { ...as(provider), body: { name: 'x' } })).status).toBe(404);
  });

  it('refuses a duplicate name in any case with a 409 naming the field', async () => {
    const category = await newCategory();
    const res = await t.http('POST', '/v1/service-categories', { ...as(provider), body: { name: `  ${category.name.toUpperCase()} ` } });
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors).toEqual({ name: [`A category named "${category.name.toUpperCase()}" already exists.`] });
    const other = await newCategory();
    const rename = await t.http('PATCH', `/v1/service-categories/${other.id}`, { ...as(provider), body: { name: category.name } });
    expect(rename.status).toBe(409);
    expect(Object.keys(rename.body.fieldErrors as object)).toEqual(['name']);
  });

  it('validates input: 400 naming the field', async () => {
    const blank = await t.http('POST', '/v1/service-categories', { ...as(provider), body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ name: ['Enter the category name.'] });
    const order = await t.http('POST', '/v1/service-categories', { ...as(provider), body: { name: unique('C'), sortOrder: -1 } });
    expect(order.status).toBe(400);
    expect(Object.keys(order.body.fieldErrors as object)).toEqual(['sortOrder']);
  });

  it('lets only the provider write: the coordinator, a client admin (who holds the permission) and vendors get 403', async () => {
    for (const session of [coordinator, clientAdmin, vendorAdmin]) {
      const res = await t.http('POST', '/v1/service-categories', { ...as(session), body: { name: unique('Nope') } });
      expect(res.status).toBe(403);
    }
    const res = await t.http('POST', '/v1/service-categories', { ...as(clientAdmin), body: { name: unique('Nope') } });
    expect(res.body.message).toBe('Only the provider maintains the services catalogue.');
  });

  it('records who changed what in the audit log', async () => {
    const category = await newCategory();
    await t.http('PATCH', `/v1/service-categories/${category.id}`, { ...as(provider), body: { description: 'Why not' } });
    const rows = await systemDb(t.platform.database)
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'service_category'), eq(auditLog.entityId, category.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'update']);
    const update = rows.find((r) => r.action === 'update');
    expect(update?.actorUserId).toBe(t.world.userIds.providerAdmin);
    expect((update?.after as { description: string }).description).toBe('Why not');
  });
});

describe('services', () => {
  it('pages, searches by part of the name, filters by category and status, and sorts', async () => {
    const a = await newCategory(unique('Alpha'));
    const b = await newCategory(unique('Beta'));
    const tag = unique('zq').replace(' ', '');
    await newService(a.id, `${tag} Carpet shampoo`);
    await newService(a.id, `${tag} Window wash`, { status: 'INACTIVE' });
    await newService(b.id, `${tag} Boiler tune-up`, { unit: 'SEASONAL' });
    const list = (query: string) => t.http<TServicePage>('GET', `/v1/services?${query}`, as(vendorAdmin));

    const searched = await list(`search=${encodeURIComponent(tag)}&sort=name`);
    expect(searched.body.data.map((s) => s.name)).toEqual([`${tag} Boiler tune-up`, `${tag} Carpet shampoo`, `${tag} Window wash`]);
    expect(searched.body.total).toBe(3);
    expect((await list(`search=${encodeURIComponent(`${tag} WINDOW`)}`)).body.total).toBe(1);

    const byCategory = await list(`search=${tag}&categoryIds=${a.id}`);
    expect(byCategory.body.data.every((s) => s.category.id === a.id)).toBe(true);
    expect(byCategory.body.total).toBe(2);
    expect((await list(`search=${tag}&categoryId=${b.id}`)).body.total).toBe(1);
    expect((await list(`search=${tag}&status=ACTIVE`)).body.total).toBe(2);

    const byCategoryDesc = await list(`search=${tag}&sort=category&sortDirection=desc`);
    expect(byCategoryDesc.body.data.map((s) => s.category.name)).toEqual([b.name, a.name, a.name]);

    const page2 = await list(`search=${tag}&limit=2&page=2`);
    expect({ rows: page2.body.data.length, total: page2.body.total, page: page2.body.page }).toEqual({ rows: 1, total: 3, page: 2 });
    const beyond = await list(`search=${tag}&limit=2&page=9`);
    expect({ rows: beyond.body.data.length, total: beyond.body.total }).toEqual({ rows: 0, total: 3 });

    // Search text is data, not a pattern.
    expect((await list('search=%25_')).body.total).toBe(0);
  });

  it('GET /v1/services/all lists active services only', async () => {
    const category = await newCategory();
    const active = await newService(category.id);
    const inactive = await newService(category.id, unique('Inactive'), { status: 'INACTIVE' });
    const all = await t.http<TServiceOption[]>('GET', '/v1/services/all', as(clientAdmin));
    const ids = all.body.map((s) => s.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
  });

  it('creates with defaults, edits, deactivates and reactivates', async () => {
    const category = await newCategory();
    const other = await newCategory();
    const created = await newService(category.id, 'Gum removal', { description: '  Steam off gum from walkways.  ' });
    expect(created).toMatchObject({
      name: 'Gum removal',
      unit: 'PER_VISIT',
      status: 'ACTIVE',
      description: 'Steam off gum from walkways.',
      category: { id: category.id, name: category.name },
    });
    const got = await t.http<TService>('GET', `/v1/services/${created.id}`, as(vendorAdmin));
    expect(got.body).toEqual(created);

    const moved = await t.http<TService>('PATCH', `/v1/services/${created.id}`, { ...as(provider), body: { categoryId: other.id, unit: 'PER_SQ_FT' } });
    expect(moved.body).toMatchObject({ unit: 'PER_SQ_FT', description: 'Steam off gum from walkways.', category: { id: other.id } });
    const off = await t.http<TService>('PATCH', `/v1/services/${created.id}`, { ...as(provider), body: { status: 'INACTIVE' } });
    expect(off.body.status).toBe('INACTIVE');
    const on = await t.http<TService>('PATCH', `/v1/services/${created.id}`, { ...as(provider), body: { status: 'ACTIVE', description: '' } });
    expect(on.body).toMatchObject({ status: 'ACTIVE', description: null });
  });

  it('answers a duplicate name in the category with a 409 naming the field; the same name elsewhere is fine', async () => {
    const category = await newCategory();
    const other = await newCategory();
    const first = await newService(category.id, 'Graffiti removal');
    const dup = await t.http('POST', '/v1/services', { ...as(provider), body: { categoryId: category.id, name: 'graffiti REMOVAL' } });
    expect(dup.status).toBe(409);
    expect(dup.body.fieldErrors).toEqual({ name: [`${category.name} already has a service named "graffiti REMOVAL".`] });
    const elsewhere = await newService(other.id, 'Graffiti removal');
    const move = await t.http('PATCH', `/v1/services/${elsewhere.id}`, { ...as(provider), body: { categoryId: category.id } });
    expect(move.status).toBe(409);
    // Renaming to its own name in another case is not a duplicate of itself.
    expect((await t.http('PATCH', `/v1/services/${first.id}`, { ...as(provider), body: { name: 'Graffiti Removal' } })).status).toBe(200);
  });

  it('validates: unknown category, blank name, bad unit and status, malformed id', async () => {
    const unknown = await t.http('POST', '/v1/services', { ...as(provider), body: { categoryId: '00000000-0000-4000-8000-000000000000', name: 'X' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual({ categoryId: ['That category does not exist.'] });
    const category = await newCategory();
    const bad = await t.http('POST', '/v1/services', { ...as(provider), body: { categoryId: category.id, name: ' ', unit: 'PER_YEAR', status: 'ON' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['name', 'status', 'unit']);
    expect((await t.http('GET', '/v1/services/nope', as(provider))).status).toBe(400);
    expect((await t.http('GET', '/v1/services?sort=price', as(provider))).status).toBe(400);
  });

  it('refuses to delete a service properties require (409), deletes an unused one', async () => {
    const category = await newCategory();
    const used = await newService(category.id);
    const unused = await newService(category.id);
    const client = await factories(t).buildClient();
    const db = systemDb(t.platform.database);
    const homes = await db
      .insert(properties)
      .values([1, 2].map((n) => ({ tenantId: client.tenantId, clientId: client.clientId, name: `Site ${n}`, code: `S-${n}` })))
      .returning({ id: properties.id });
    await db.insert(propertyServices).values(homes.map((p) => ({ tenantId: client.tenantId, propertyId: p.id, serviceId: used.id })));

    const refused = await t.http('DELETE', `/v1/services/${used.id}`, as(provider));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This service is required by 2 properties; deactivate it instead.');
    expect((await t.http('DELETE', `/v1/services/${unused.id}`, as(clientAdmin))).status).toBe(403);
    expect((await t.http('DELETE', `/v1/services/${unused.id}`, as(provider))).status).toBe(204);
    expect((await t.http('GET', `/v1/services/${unused.id}`, as(provider))).status).toBe(404);
  });

  it('refuses to delete a service a SOW library text is written for (409 naming what uses it)', async () => {
    const category = await newCategory();
    const described = await newService(category.id);
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sweep the lot.' }] }] };
    const text = await t.http('POST', '/v1/scope-of-work/library', { ...as(provider), body: { serviceId: described.id, title: 'Sweeping', content: doc } });
    expect(text.status).toBe(201);
    const refused = await t.http('DELETE', `/v1/services/${described.id}`, as(provider));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This service is still in use (by properties, vendors or scopes of work); deactivate it instead.');
    expect((await t.http('GET', `/v1/services/${described.id}`, as(provider))).status).toBe(200);
  });
});

describe('POST /v1/services/bulk', () => {
  it('creates the good rows and reports each bad one by field', async () => {
    const category = await newCategory();
    await newService(category.id, 'Existing one');
    const res = await t.http<TServiceBulkResponse>('POST', '/v1/services/bulk', {
      ...as(provider),
      body: {
        services: [
          { categoryName: category.name.toUpperCase(), name: 'Bulk A', description: 'First', unit: 'per visit' },
          { categoryId: category.id, name: 'Bulk B', unit: 'Per sq ft' },
          { categoryName: 'No Such Category', name: 'Bulk C' },
          { categoryName: category.name, name: 'bulk a' },
          { categoryName: category.name, name: 'Existing ONE' },
          { categoryName: category.name, name: '', unit: 'per fortnight' },
          { name: 'Bulk D', categoryName: '  ' },
          { categoryId: 'not-a-uuid', name: 'Bulk E' },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect({ created: res.body.created, failed: res.body.failed }).toEqual({ created: 2, failed: 6 });
    const byRow = Object.fromEntries(res.body.results.map((r) => [r.row, r]));
    expect(byRow[1].status).toBe('created');
    expect(byRow[2].status).toBe('created');
    expect(byRow[3].errors).toEqual({ categoryName: 'No category "No Such Category". Create it first or check the spelling.' });
    expect(byRow[4].errors).toEqual({ name: '"bulk a" is also on row 1 for ' + category.name + '.' });
    expect(byRow[5].errors).toEqual({ name: `${category.name} already has a service named "Existing ONE".` });
    expect(Object.keys(byRow[6].errors ?? {}).sort()).toEqual(['name', 'unit']);
    expect(byRow[7].errors).toEqual({ categoryName: 'Enter the category.' });
    expect(Object.keys(byRow[8].errors ?? {})).toEqual(['categoryId']);

    const created = await t.http<TService>('GET', `/v1/services/${byRow[2].id}`, as(provider));
    expect(created.body).toMatchObject({ name: 'Bulk B', unit: 'PER_SQ_FT', category: { id: category.id } });
    const categories = await t.http<TServiceCategory[]>('GET', '/v1/service-categories', as(provider));
    expect(categories.body.find((c) => c.id === category.id)?.serviceCount).toBe(3);
  });

  it('refuses an empty or oversized payload as a whole, and writers other than the provider', async () => {
    expect((await t.http('POST', '/v1/services/bulk', { ...as(provider), body: { services: [] } })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ categoryName: 'X', name: `S${i}` }));
    const over = await t.http('POST', '/v1/services/bulk', { ...as(provider), body: { services: many } });
    expect(over.status).toBe(400);
    expect(Object.keys(over.body.fieldErrors as object)).toEqual(['services']);
    expect((await t.http('POST', '/v1/services/bulk', { ...as(clientAdmin), body: { services: [{ categoryName: 'X', name: 'Y' }] } })).status).toBe(403);
  });

  it('adds 500 rows in one call', async () => {
    const category = await newCategory();
    const rows = Array.from({ length: 500 }, (_, i) => ({ categoryId: category.id, name: `Route ${i}`, unit: 'Monthly' }));
    const res = await t.http<TServiceBulkResponse>('POST', '/v1/services/bulk', { ...as(provider), body: { services: rows } });
    expect({ status: res.status, created: res.body.created }).toEqual({ status: 200, created: 500 });
  });
});
