import { ZMapCoverageFilterSchema, ZPropertyFiltersSchema, type TPropertyCoverageState, type TPropertyFilters } from '@procura/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchInput } from '../../components/DataTable';
import { parseQueryParams, pickQueryString, readParams, withParams, type TQueryParams } from '../../lib/query-string';

export const MAP_FILTER_KEYS = ['clientIds', 'stateIds', 'serviceIds', 'status'] as const;
type TMapFilterKey = (typeof MAP_FILTER_KEYS)[number];
const FILTER_PARAM_KEYS = Object.keys(ZPropertyFiltersSchema.shape) as (keyof TPropertyFilters)[];
/** The map's own filter, on the markers it has (the list has no coverage filter). */
const COVERAGE_KEY = 'coverage';

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
  const coverage: readonly TPropertyCoverageState[] = useMemo(
    () => parseQueryParams(ZMapCoverageFilterSchema, readParams(new URLSearchParams(signature), [COVERAGE_KEY])).coverage ?? [],
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

  // The phone's Filters button counts what its drawer holds; the coverage toggles are on the page.
  const activeFilterCount = MAP_FILTER_KEYS.filter((key) => (filters[key]?.length ?? 0) > 0).length;

  return {
    filters,
    /** The coverage states whose markers are shown; empty: all. */
    coverage,
    setCoverage: (states: readonly TPropertyCoverageState[]) => update({ [COVERAGE_KEY]: states }),
    searchInput,
    setSearchInput,
    activeFilterCount,
    hasAnyFilter: activeFilterCount > 0 || coverage.length > 0 || search !== '',
    /** Only the filter parameters: what "View as list" carries over to Property Lists (and back). */
    queryString: pickQueryString(searchParams, FILTER_PARAM_KEYS),
    setFilter: (key: TMapFilterKey, values: readonly string[]) => update({ [key]: values }),
    clearFilters: () => {
      clearSearch();
      update(Object.fromEntries([...FILTER_PARAM_KEYS, COVERAGE_KEY].map((key) => [key, null])));
    },
  };
}

export type TMapFilters = ReturnType<typeof useMapFilters>;
