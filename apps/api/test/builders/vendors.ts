import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TVendorDetail, TVendorPage } from '@procura/shared';
import { queryRows } from '../../src/platform/database.js';
import { systemDb } from '../../src/platform/system-db.js';
import { factories } from '../factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../harness.js';

/** Texas and Colorado with three of their counties: the service areas the vendor tests draw. */
export type TVendorTestGeo = { tx: number; co: number; travis: number; harris: number; denver: number };
type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

export const unique = (label: string) => `${label} ${crypto.randomUUID().slice(0, 8)}`;
/** A tax id no other test uses: 9 digits from a random number. */
export const taxId = () => String(Math.floor(100_000_000 + Math.random() * 899_999_999));

/** What the vendors API tests start from: the app, the provider's admin and coordinator, builders, the geography and three services. */
export async function startVendorsTest() {
  const t = await startTestApp();
  const db = systemDb(t.platform.database);
  // Reference data (geography, catalogue), the same in every database: one statement names all five places.
  const [geo] = await queryRows<TVendorTestGeo>(
    db,
    sql`select (select id from states where code = 'TX' and country_id = (select id from countries where iso2 = 'US')) as tx,
               (select id from states where code = 'CO' and country_id = (select id from countries where iso2 = 'US')) as co,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'TX' and c.name like 'Travis%' limit 1) as travis,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'TX' and c.name like 'Harris%' limit 1) as harris,
               (select c.id from counties c join states s on s.id = c.state_id where s.code = 'CO' and c.name like 'Denver%' limit 1) as denver`,
  );
  const serviceIds = (await queryRows<{ id: string }>(db, sql`select id from services order by name limit 3`)).map((r) => r.id);
  return {
    t,
    build: factories(t),
    provider: await t.signIn(DEMO_ACCOUNTS.providerAdmin),
    coordinator: await t.signIn(DEMO_ACCOUNTS.providerCoordinator),
    geo,
    serviceIds,
  };
}

/** The vendor routes as a session calls them, with the error body typed; `app` is the file's running test app. */
export function vendorCalls(app: () => TTestApp) {
  return {
    createVendor: (session: TSession, body: Record<string, unknown>) =>
      app().http<TVendorDetail & TErrorBody>('POST', '/v1/vendors', { token: session.accessToken, body }),
    getVendor: (session: TSession, id: string) => app().http<TVendorDetail & TErrorBody>('GET', `/v1/vendors/${id}`, { token: session.accessToken }),
    patchVendor: (session: TSession, id: string, body: Record<string, unknown>) =>
      app().http<TVendorDetail & TErrorBody>('PATCH', `/v1/vendors/${id}`, { token: session.accessToken, body }),
    listVendors: (session: TSession, query = '') => app().http<TVendorPage & TErrorBody>('GET', `/v1/vendors${query}`, { token: session.accessToken }),
    post: <T = TVendorDetail>(session: TSession, path: string, body: unknown = {}) =>
      app().http<T & TErrorBody>('POST', path, { token: session.accessToken, body }),
  };
}
