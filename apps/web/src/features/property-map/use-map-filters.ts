import { ZPropertyFiltersSchema, type TPropertyFilters } from '@procura/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchInput } from '../../components/DataTable';
import { parseQueryParams, pickQueryString, readParams, withParams, type TQueryParams } from '../../lib/query-string';

export const MAP_FILTER_KEYS = ['clientIds', 'stateIds', 'serviceIds', 'status'] as const;
type TMapFilterKey = (typeof MAP_FILTER_KEYS)[number];
const FILTER_PARAM_KEYS = Object.keys(ZPropertyFiltersSchema.shape) as (keyof TPropertyFilters)[];

/**
 * Property Maps keeps its filters in the URL with the list's schema (ZPropertyFiltersSchema),
 * so the list and the map open each other on the same properties (issue #8 item 6).
 */
export function useMapFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const signature = searchParams.toString();
  // The URL is user input: a parameter the schema refuses is dropped, not an error page.
  const filters: TPropertyFilters = useMemo(
    () => parseQueryParams(ZPropertyFiltersSchema, readParams(new URLSearchParams(signature), FILTER_PARAM_KEYS)),
    [signature],
  );

  const update = useCallback(
    (patch: TQueryParams, replace = false) => {
      setSearchParams((current) => withParams(current, patch), { replace });
    },
    [setSearchParams],
  );

  const search = filters.search ?? '';
  const { searchInput, setSearchInput, clearSearch } = useUrlSearchInput(search, (next) => update({ search: next }, true));

  const activeFilterCount = MAP_FILTER_KEYS.filter((key) => (filters[key]?.length ?? 0) > 0).length;

  return {
    filters,
    searchInput,
    setSearchInput,
    activeFilterCount,
    hasAnyFilter: activeFilterCount > 0 || search !== '',
    /** Only the filter parameters: what "View as list" carries over to Property Lists (and back). */
    queryString: pickQueryString(searchParams, FILTER_PARAM_KEYS),
    setFilter: (key: TMapFilterKey, values: readonly string[]) => update({ [key]: values }),
    clearFilters: () => {
      clearSearch();
      update(Object.fromEntries(FILTER_PARAM_KEYS.map((key) => [key, null])));
    },
  };
}

export type TMapFilters = ReturnType<typeof useMapFilters>;
