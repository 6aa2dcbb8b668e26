import { ZPropertyDetailSchema, ZPropertyMapPointsSchema, type TPropertyDetail, type TPropertyFilters, type TPropertyMapPoints } from '@procura/shared';
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
