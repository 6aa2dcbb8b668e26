import { and, eq } from 'drizzle-orm';
import { cities, states } from '../../src/db/schema/index.js';
import { systemDb } from '../../src/platform/system-db.js';
import { factories } from '../factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../harness.js';

type TErr = { message: string; fieldErrors?: Record<string, string[]> };
/** The demo people the property tests act as (the provider, Northwind's admin and manager, a vendor and its branch). */
type TPropertyTestPerson = 'providerAdmin' | 'clientAdmin' | 'clientPm' | 'vendorAdmin' | 'branchUser';

/** What the property API tests start from: the app, builders and the demo people signed in. */
export async function startPropertiesTest() {
  const t = await startTestApp();
  const s = {} as Record<string, TSession>;
  for (const name of ['providerAdmin', 'clientAdmin', 'clientPm', 'vendorAdmin', 'branchUser'] satisfies TPropertyTestPerson[])
    s[name] = await t.signIn(DEMO_ACCOUNTS[name]);
  return { t, build: factories(t), s };
}

/** Calls as one of those people by name, the system handle, and a city's place; `app` is the file's running app and its sessions. */
export function propertyCalls(app: () => { t: TTestApp; s: Record<string, TSession> }) {
  const as = (who: string) => ({ token: app().s[who].accessToken });
  const db = () => systemDb(app().t.platform.database);
  return {
    get: <T>(who: string, path: string) => app().t.http<T>('GET', path, as(who)),
    send: <T>(who: string, method: string, path: string, body?: unknown) => app().t.http<T & TErr>(method, path, { ...as(who), body }),
    db,
    /** A city of the geography with its state, country, county and coordinates: what a property form sends. */
    async place(city: string, stateCode: string) {
      const [row] = await db()
        .select({
          cityId: cities.id,
          stateId: states.id,
          countryId: states.countryId,
          countyId: cities.countyId,
          latitude: cities.latitude,
          longitude: cities.longitude,
        })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(and(eq(cities.name, city), eq(states.code, stateCode)))
        .limit(1);
      return row;
    },
  };
}
