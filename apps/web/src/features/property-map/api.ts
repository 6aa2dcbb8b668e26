import {
  isUsStateOrTerritory,
  ZClientPageSchema,
  ZPropertyDetailSchema,
  ZPropertyMapPointsSchema,
  ZServiceOptionSchema,
  type TClientListItem,
  type TPropertyDetail,
  type TPropertyFilters,
  type TPropertyMapPoints,
  type TServiceOption,
} from '@procura/shared';
import { z } from 'zod';
import { http } from '../../lib/http';
import { MAP_PERF_MARKS } from './map-perf';

export async function getPropertyMapPoints(filters: TPropertyFilters, signal?: AbortSignal): Promise<TPropertyMapPoints> {
  const raw = await http.get<unknown>('/properties/map-points', filters, { signal });
  // The render figure of issue #8 starts here: the JSON has arrived and is parsed.
  performance.clearMarks(MAP_PERF_MARKS.dataArrived);
  performance.mark(MAP_PERF_MARKS.dataArrived);
  return ZPropertyMapPointsSchema.parse(raw);
}

export async function getPropertyDetail(id: string, signal?: AbortSignal): Promise<TPropertyDetail> {
  return ZPropertyDetailSchema.parse(await http.get(`/properties/${encodeURIComponent(id)}`, undefined, { signal }));
}

/** Filter options: the first page of matches is enough for a picker that searches as you type. */
export async function searchClients(search: string, signal?: AbortSignal): Promise<TClientListItem[]> {
  const page = ZClientPageSchema.parse(await http.get('/clients', { search, limit: 50, status: 'ACTIVE' }, { signal }));
  return page.data;
}

export async function listServiceOptions(signal?: AbortSignal): Promise<TServiceOption[]> {
  return z.array(ZServiceOptionSchema).parse(await http.get('/services/all', undefined, { signal }));
}

/**
 * The geography contract (packages/shared/src/geography.ts) is not exported yet; only the
 * fields a state picker needs are read here, and anything else the API sends is ignored.
 */
const ZCountryOptionPageSchema = z.object({ data: z.array(z.object({ id: z.number().int(), iso2: z.string() })) });
const ZStateOptionSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string().nullish(), fips: z.string().nullable() });
export type TStateOption = z.infer<typeof ZStateOptionSchema>;
const ZStateOptionPageSchema = z.object({ data: z.array(ZStateOptionSchema), total: z.number().int() });

/** US states and inhabited territories (the properties are American): one page of about sixty. */
export async function listStateOptions(signal?: AbortSignal): Promise<TStateOption[]> {
  const countries = ZCountryOptionPageSchema.parse(await http.get('/countries', { search: 'United States', limit: 20 }, { signal }));
  const us = countries.data.find((country) => country.iso2 === 'US');
  if (!us) return [];
  return ZStateOptionPageSchema.parse(await http.get('/states', { countryId: us.id, limit: 100 }, { signal })).data.filter(isUsStateOrTerritory);
}
