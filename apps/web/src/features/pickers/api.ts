import {
  ZClientPageSchema,
  ZPropertyListQuerySchema,
  ZPropertyPageSchema,
  ZServiceOptionSchema,
  type TClientListItem,
  type TPropertyListItem,
  type TServiceOption,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';

/*
 * The lists every picker chooses from: clients, services, properties and geography. One fetcher
 * each, so each list has one cache entry whichever screen asks (issue #15 item 8).
 */

/** A search-as-you-type picker needs the first page of matches only. */
export const PICKER_PAGE_SIZE = 25;

export async function searchClientOptions(search: string, signal?: AbortSignal): Promise<TClientListItem[]> {
  return ZClientPageSchema.parse(await http.get('/clients', { search: search || undefined, limit: PICKER_PAGE_SIZE, sort: 'name' }, { signal })).data;
}

const ZServiceOptionsSchema = z.array(ZServiceOptionSchema);

/** The whole catalogue (a few hundred services): pickers filter it in the browser. */
export async function listServiceOptions(signal?: AbortSignal): Promise<TServiceOption[]> {
  return ZServiceOptionsSchema.parse(await http.get('/services/all', undefined, { signal }));
}

export interface TPropertyOptionQuery {
  search: string;
  /** Only this client's properties. */
  clientId?: string | null;
}

export async function searchPropertyOptions({ search, clientId }: TPropertyOptionQuery, signal?: AbortSignal): Promise<TPropertyListItem[]> {
  const query = ZPropertyListQuerySchema.parse({ limit: PICKER_PAGE_SIZE, search: search || undefined, clientIds: clientId ?? undefined });
  return ZPropertyPageSchema.parse(await http.get('/properties', query, { signal })).data;
}

/** The properties of these ids the reader may see (at most 100): names for ids chosen elsewhere. */
export async function namePropertyOptions(ids: readonly string[], signal?: AbortSignal): Promise<TPropertyListItem[]> {
  const query = ZPropertyListQuerySchema.parse({ limit: 100, ids: ids.slice(0, 100) });
  return ZPropertyPageSchema.parse(await http.get('/properties', query, { signal })).data;
}

export const ZGeoOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable().optional(),
  iso2: z.string().optional(),
  fips: z.string().nullable().optional(),
});
export type TGeoOption = z.infer<typeof ZGeoOptionSchema>;
const ZGeoPageSchema = z.object({ data: z.array(ZGeoOptionSchema) });
export type TGeoLevel = 'countries' | 'states' | 'counties' | 'cities';
export interface TGeoParams {
  search?: string;
  countryId?: number;
  stateId?: number;
}

/** Pickers take the short lists whole (US states and territories) and search the long ones. */
const GEO_LIMITS: Record<TGeoLevel, number> = { countries: 300, states: 100, counties: 50, cities: 50 };

/** Parent filters as the geography routes name them (`countryId`, `stateId`). */
export async function searchGeographyOptions(level: TGeoLevel, params: TGeoParams, signal?: AbortSignal): Promise<TGeoOption[]> {
  return ZGeoPageSchema.parse(await http.get(`/${level}`, { ...params, search: params.search || undefined, limit: GEO_LIMITS[level] }, { signal })).data;
}
