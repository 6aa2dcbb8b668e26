import crypto from 'node:crypto';
import type {
  TCityListQuery,
  TCityPage,
  TCountryListQuery,
  TCountryPage,
  TCountyListQuery,
  TCountyPage,
  TStateListQuery,
  TStatePage,
  TZipCode,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TExecutor, TRequestDb } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { confirmActor } from '../../platform/scope.js';
import { geographyRepo as repo } from './geography.repo.js';
import { presentZipCode } from './geography.presenter.js';

export interface TGeographyDeps {
  db: TRequestDb;
  /**
   * The reference data's version (geographyVersion()): what this process's start-up sync made
   * sure is loaded. The application role cannot read reference_data, and needs no query for it.
   */
  version: string;
}

/** How a caller asks: who (null on public routes) and the validators they hold. */
export interface TGeographyRequest {
  actor: TActor | null;
  ifNoneMatch: string | undefined;
}

/** An answer, or word that the caller's copy (If-None-Match) is still the current one. */
export type TCached<T> = { etag: string; notModified: true } | { etag: string; notModified: false; body: T };

/** The same query, however spelled: sorted keys, the case-insensitive search in lower case. */
function normalized(query: object): string {
  const entries = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]): [string, unknown] => [k, k === 'search' && typeof v === 'string' ? v.toLowerCase() : v])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** RFC 9110 If-None-Match: '*', or a list of entity tags compared weakly. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === etag);
}

/**
 * Countries, states, counties, cities and ZIP codes for pickers and the property form. The
 * data changes only with a new dataset version, so every answer carries a strong ETag of that
 * version and the normalized query, and a caller holding it gets a 304 without a query run.
 */
export function createGeographyService({ db, version }: TGeographyDeps) {
  const etagOf = (kind: string, query: object) =>
    `"${crypto
      .createHash('sha256')
      .update(`${version}\n${kind}\n${normalized(query)}`)
      .digest('base64url')
      .slice(0, 32)}"`;

  async function read<T>(kind: string, query: object, request: TGeographyRequest, load: (tx: TExecutor) => Promise<T>): Promise<TCached<T>> {
    // A signed-in route answers only a person who may still act (a cached actor may be stale).
    if (request.actor) await confirmActor(db, request.actor);
    const etag = etagOf(kind, query);
    if (matchesIfNoneMatch(request.ifNoneMatch, etag)) return { etag, notModified: true };
    return { etag, notModified: false, body: await db.unscoped(load) };
  }

  async function requireParent(tx: TExecutor, table: 'countries' | 'states' | 'counties', id: number | undefined): Promise<void> {
    if (id === undefined) return;
    if (!(await repo.exists(tx, table, id))) throw notFound({ countries: 'Country', states: 'State', counties: 'County' }[table]);
  }

  return {
    countries: (q: TCountryListQuery, request: TGeographyRequest): Promise<TCached<TCountryPage>> =>
      read('countries', q, request, async (tx) => ({ ...(await repo.countries(tx, q)), page: q.page, limit: q.limit })),

    states: (q: TStateListQuery, request: TGeographyRequest): Promise<TCached<TStatePage>> =>
      read('states', q, request, async (tx) => {
        await requireParent(tx, 'countries', q.countryId);
        return { ...(await repo.states(tx, q)), page: q.page, limit: q.limit };
      }),

    counties: (q: TCountyListQuery, request: TGeographyRequest): Promise<TCached<TCountyPage>> =>
      read('counties', q, request, async (tx) => {
        await requireParent(tx, 'states', q.stateId);
        return { ...(await repo.counties(tx, q)), page: q.page, limit: q.limit };
      }),

    cities: (q: TCityListQuery, request: TGeographyRequest): Promise<TCached<TCityPage>> =>
      read('cities', q, request, async (tx) => {
        await requireParent(tx, 'countries', q.countryId);
        await requireParent(tx, 'states', q.stateId);
        await requireParent(tx, 'counties', q.countyId);
        return { ...(await repo.cities(tx, q)), page: q.page, limit: q.limit };
      }),

    zipCode: (zip: string, request: TGeographyRequest): Promise<TCached<TZipCode>> =>
      read('zip', { zip }, request, async (tx) => {
        const row = await repo.zipCode(tx, zip);
        if (!row) throw notFound('ZIP code');
        return presentZipCode(row);
      }),
  };
}

export type TGeographyService = ReturnType<typeof createGeographyService>;
