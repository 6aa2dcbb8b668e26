import { DEFAULT_PAGE_LIMIT } from '@procura/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { parseQueryParams, readParams, withParams, type TQueryParams } from '../../lib/query-string';
import { useAppSelector } from '../../providers/store';
import type { TDataTableSort } from './types';
import { useUrlSearchInput } from './use-url-search-input';

/** What every list query carries: a page, and perhaps a search and a sort. */
type TListQuery = { page: number; limit: number; search?: string; sort?: string; sortDirection?: 'asc' | 'desc' };
type TListQuerySchema = z.ZodType<TListQuery, Record<string, unknown>>;

const hasValue = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '');

interface TUrlListStateOptions<TSchema extends TListQuerySchema> {
  /** The list's query schema (the one the API validates with), widened with ZPageQuerySchema when the API does not page. */
  schema: TSchema;
  /** The parameters the filter controls set: counted as active filters and cleared together. */
  filterKeys: readonly (keyof z.output<TSchema> & string)[];
}

/**
 * List state kept in the URL (docs/product.md "Screens": filters live in the URL), so a filtered page can
 * be shared, reloaded and walked with the back button. The URL is written and read with
 * lib/query-string.ts, the encoding the API's list queries take.
 */
export function useUrlListState<TSchema extends TListQuerySchema>({ schema, filterKeys }: TUrlListStateOptions<TSchema>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const preferredLimit = useAppSelector((state) => state.settings.rowsPerPageLimit);
  // Spec §9: 0 means "no preference yet", and the list default applies.
  const defaultLimit = preferredLimit > 0 ? preferredLimit : DEFAULT_PAGE_LIMIT;

  const urlSignature = searchParams.toString();
  const query = useMemo(() => {
    return parseQueryParams(schema, { limit: String(defaultLimit), ...readParams(new URLSearchParams(urlSignature)) });
  }, [schema, urlSignature, defaultLimit]);

  const filterSignature = JSON.stringify(filterKeys.map((key) => query[key]));
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, query[key]])) as Pick<z.output<TSchema>, (typeof filterKeys)[number]>,
    // The signature changes exactly when a filter's value does; the parsed query is new on every navigation.
    [filterSignature],
  );
  const search = query.search ?? '';
  const sort: TDataTableSort | undefined = query.sort ? { key: query.sort, direction: query.sortDirection ?? 'asc' } : undefined;

  /** Writes some keys; anything that changes the result set sends the user back to page 1. */
  const update = useCallback(
    (patch: TQueryParams, { resetPage = true, replace = false } = {}) => {
      setSearchParams((current) => withParams(current, resetPage ? { ...patch, page: null } : patch), { replace });
    },
    [setSearchParams],
  );

  const activeFilterCount = filterKeys.filter((key) => hasValue(filters[key])).length;
  const { searchInput, setSearchInput, clearSearch } = useUrlSearchInput(search, (next) => update({ search: next }, { replace: true }));

  return {
    /** The whole parsed query, typed by the schema: what the list call sends. */
    query,
    page: query.page,
    limit: query.limit,
    sort,
    search,
    searchInput,
    setSearchInput,
    filters,
    activeFilterCount,
    /** A search or a filter narrows the list: its empty state then says so. */
    isFiltered: activeFilterCount > 0 || search !== '',
    setPage: (next: number) => update({ page: next > 1 ? next : null }, { resetPage: false }),
    setLimit: (next: number) => update({ limit: next }),
    setSort: (next: TDataTableSort) => update({ sort: next.key, sortDirection: next.direction }),
    setFilter: (key: (typeof filterKeys)[number], value: string | boolean | readonly string[] | null) => update({ [key]: value }),
    /** Several filters in one history step (a state and the county that belonged to it). */
    setFilters: (patch: Partial<Record<(typeof filterKeys)[number], string | boolean | readonly string[] | null>>) => update(patch),
    clearFilters: () => {
      clearSearch();
      update(Object.fromEntries([...filterKeys, 'search'].map((key) => [key, null])));
    },
  };
}

export type TUrlListState<TSchema extends TListQuerySchema> = ReturnType<typeof useUrlListState<TSchema>>;
