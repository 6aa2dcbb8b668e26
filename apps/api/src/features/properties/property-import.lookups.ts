import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import type { TPropertyImportRow } from './property-import.parse.js';
import { propertyImportRepo as repo, type TImportClient, type TImportPlace, type TImportState, type TImportZip } from './property-import.repo.js';

/*
 * The import's lookups step: every client, country, state, city, county and ZIP the file names,
 * read in a handful of set-based statements and kept in maps keyed the way rows spell them.
 */

export const lower = (s: string) => s.trim().toLowerCase();
/** How spreadsheets mangle ZIPs: 2108 for 02108, 60601.0 for 60601. */
export const normalizeZip = (raw: string) => {
  const s = raw.trim().replace(/\.0+$/, '');
  return /^\d{3,4}$/.test(s) ? s.padStart(5, '0') : s;
};
/** "Cook County" and "Cook" are the same county; so are "Orleans Parish" and "Orleans". */
export const countyKey = (name: string) => lower(name).replace(/\s+(county|parish|borough|census area|municipality|city and borough)$/, '');
export const keyOf = (stateId: number, name: string) => `${stateId}|${name}`;

export interface TLookups {
  chosen: TImportClient | null;
  clientsById: Map<string, TImportClient>;
  clientsByName: Map<string, TImportClient>;
  countryByKey: Map<string, { id: number; name: string }>;
  statesById: Map<number, TImportState>;
  stateByKey: Map<string, TImportState>;
  zips: Map<string, TImportZip>;
  cityByKey: Map<string, TImportPlace>;
  cityById: Map<number, TImportPlace>;
  countyByKey: Map<string, TImportPlace>;
}

export async function loadLookups(tx: TScopedTx, rows: readonly TPropertyImportRow[], clientId: string | null): Promise<TLookups> {
  const clientNames = new Set<string>();
  const zipCodes = new Set<string>();
  for (const { values } of rows) {
    if (values.Client) clientNames.add(lower(values.Client));
    if (values.ZIP) zipCodes.add(normalizeZip(values.ZIP).slice(0, 5));
  }
  const clients = await repo.clients(tx, clientId ? [clientId] : [], clientId ? [] : [...clientNames]);
  const clientsById = new Map(clients.map((c) => [c.id, c]));
  const clientsByName = new Map(clients.map((c) => [lower(c.name), c]));

  const countries = await repo.countries(tx);
  const countryByKey = new Map<string, { id: number; name: string }>();
  for (const c of countries) {
    countryByKey.set(lower(c.iso2), c);
    countryByKey.set(lower(c.name), c);
  }
  countryByKey.set('usa', countryByKey.get('us') ?? { id: -1, name: 'United States' });
  countryByKey.set('united states of america', countryByKey.get('us') ?? { id: -1, name: 'United States' });
  const countryIds = new Set<number>([countryByKey.get('us')?.id ?? -1]);
  for (const { values } of rows) {
    const country = values.Country ? countryByKey.get(lower(values.Country)) : undefined;
    if (country) countryIds.add(country.id);
  }
  const states = await repo.states(tx, [...countryIds]);
  const statesById = new Map(states.map((s) => [s.id, s]));
  const stateByKey = new Map<string, TImportState>();
  for (const s of states) {
    stateByKey.set(`${s.countryId}|${lower(s.code)}`, s);
    stateByKey.set(`${s.countryId}|${lower(s.name)}`, s);
  }
  const zips = new Map((await repo.zips(tx, [...zipCodes])).map((z) => [z.zip, z]));

  // The states the rows name (or their ZIPs imply) bound the cities and counties read.
  const stateIds = new Set<number>();
  const cityNames = new Set<string>();
  for (const { values } of rows) {
    const country = countryByKey.get(lower(values.Country || 'US'));
    const state = country && values.State ? stateByKey.get(`${country.id}|${lower(values.State)}`) : undefined;
    if (state) stateIds.add(state.id);
    const zip = values.ZIP ? zips.get(normalizeZip(values.ZIP).slice(0, 5)) : undefined;
    if (zip) stateIds.add(zip.stateId);
    if (values.City) cityNames.add(lower(values.City));
  }
  const cities = stateIds.size && cityNames.size ? await repo.cities(tx, [...stateIds], [...cityNames]) : [];
  const cityByKey = new Map(cities.map((c) => [keyOf(c.stateId, lower(c.name)), c]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const counties = stateIds.size ? await repo.counties(tx, [...stateIds]) : [];
  const countyByKey = new Map(counties.map((c) => [keyOf(c.stateId, countyKey(c.name)), c]));
  return {
    chosen: clientId ? (clientsById.get(clientId) ?? null) : null,
    clientsById,
    clientsByName,
    countryByKey,
    statesById,
    stateByKey,
    zips,
    cityByKey,
    cityById,
    countyByKey,
  };
}

/** For the actor check in the route: the chosen client, if the actor may add properties to it. */
export async function findImportClient(db: TRequestDb, actor: TActor, clientId: string): Promise<TImportClient | null> {
  const [client] = await withActor(db, actor, (tx) => repo.clients(tx, [clientId], []));
  return client ?? null;
}
