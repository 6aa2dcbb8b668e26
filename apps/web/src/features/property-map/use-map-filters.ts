import { useDebouncedValue } from '@mantine/hooks';
import { ZPropertyFiltersSchema, type TPropertyFilters } from '@procura/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../components/DataTable/use-url-list-state';

export const MAP_FILTER_KEYS = ['clientIds', 'stateIds', 'serviceIds', 'status'] as const;
type TMapFilterKey = (typeof MAP_FILTER_KEYS)[number];
const FILTER_PARAM_KEYS = Object.keys(ZPropertyFiltersSchema.shape) as (keyof TPropertyFilters)[];

/** The URL is user input: a parameter the schema refuses is dropped, not an error page. */
function parseFilters(params: URLSearchParams): TPropertyFilters {
  const input: Record<string, string> = {};
  for (const key of FILTER_PARAM_KEYS) {
    const value = params.get(key);
    if (value !== null && value !== '') input[key] = value;
  }
  for (;;) {
    const result = ZPropertyFiltersSchema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
}

/** Only the filter parameters: what "View as list" carries over to Property Lists (and back). */
export function filterQueryString(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of FILTER_PARAM_KEYS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Property Maps keeps its filters in the URL with the list's schema (ZPropertyFiltersSchema),
 * so the list and the map open each other on the same properties (issue #8 item 6).
 */
export function useMapFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const signature = searchParams.toString();
  const filters = useMemo(() => parseFilters(new URLSearchParams(signature)), [signature]);

  const update = useCallback(
    (patch: Partial<Record<keyof TPropertyFilters, string | null>>, replace = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const search = filters.search ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const lastWrittenSearch = useRef(search);
  // react-router's setSearchParams (and so `update`) changes with every URL change: were it a
  // dependency, clearing the filters would re-run this with the not-yet-debounced old search.
  const updateRef = useRef(update);
  updateRef.current = update;
  useEffect(() => {
    if (debouncedSearch.trim() === lastWrittenSearch.current) return;
    lastWrittenSearch.current = debouncedSearch.trim();
    // Typing replaces the history entry: one step per keystroke would make Back useless.
    updateRef.current({ search: debouncedSearch.trim() || null }, true);
  }, [debouncedSearch]);
  useEffect(() => {
    // Back/forward changed the URL under us: show what the map is really filtered by.
    if (search !== lastWrittenSearch.current) {
      lastWrittenSearch.current = search;
      setSearchInput(search);
    }
  }, [search]);

  const activeFilterCount = MAP_FILTER_KEYS.filter((key) => (filters[key]?.length ?? 0) > 0).length;

  return {
    filters,
    searchInput,
    setSearchInput,
    activeFilterCount,
    hasAnyFilter: activeFilterCount > 0 || search !== '',
    queryString: filterQueryString(searchParams),
    setFilter: (key: TMapFilterKey, values: readonly string[]) => update({ [key]: values.join(',') || null }),
    clearFilters: () => {
      setSearchInput('');
      lastWrittenSearch.current = '';
      update(Object.fromEntries(FILTER_PARAM_KEYS.map((key) => [key, null])));
    },
  };
}

export type TMapFilters = ReturnType<typeof useMapFilters>;
