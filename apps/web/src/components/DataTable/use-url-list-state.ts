import { useDebouncedValue } from '@mantine/hooks';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@procura/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/store';
import type { TDataTableSort, TSortDirection } from './types';

export const SEARCH_DEBOUNCE_MS = 350;

export interface TUrlListStateOptions<TFilterKey extends string> {
  filterKeys: readonly TFilterKey[];
  defaultSort?: TDataTableSort;
}

const positiveInt = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * List state kept in the URL (PRODUCT.md: filters live in the URL), so a filtered page can
 * be shared, reloaded and walked with the back button. Multi-value filters are
 * comma-separated, the form the API's list queries accept.
 */
export function useUrlListState<TFilterKey extends string>({ filterKeys, defaultSort }: TUrlListStateOptions<TFilterKey>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const preferredLimit = useAppSelector((state) => state.settings.rowsPerPageLimit);
  // Spec §9: 0 means "no preference yet", and the list default applies.
  const defaultLimit = preferredLimit > 0 ? preferredLimit : DEFAULT_PAGE_LIMIT;

  const page = positiveInt(searchParams.get('page')) ?? 1;
  const limit = Math.min(positiveInt(searchParams.get('limit')) ?? defaultLimit, MAX_PAGE_LIMIT);
  const rawDirection = searchParams.get('sortDirection');
  const sortKey = searchParams.get('sort') ?? defaultSort?.key;
  const direction: TSortDirection =
    rawDirection === 'asc' || rawDirection === 'desc' ? rawDirection : (defaultSort?.direction ?? 'asc');
  const sort = sortKey ? { key: sortKey, direction } : undefined;
  const search = searchParams.get('search') ?? '';

  const filterSignature = filterKeys.map((key) => searchParams.get(key) ?? '').join('\u0000');
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, searchParams.get(key) ?? undefined])) as Record<TFilterKey, string | undefined>,
    // The signature changes exactly when one of these keys does; searchParams changes on every navigation.
    [filterSignature],
  );

  /** Writes some keys; anything that changes the result set sends the user back to page 1. */
  const update = useCallback(
    (patch: Record<string, string | null>, { resetPage = true, replace = false } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const [searchInput, setSearchInput] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const lastWrittenSearch = useRef(search);
  useEffect(() => {
    if (debouncedSearch.trim() === lastWrittenSearch.current) return;
    lastWrittenSearch.current = debouncedSearch.trim();
    // Typing replaces the entry: one history step per keystroke would make Back useless.
    update({ search: debouncedSearch.trim() || null }, { replace: true });
  }, [debouncedSearch, update]);
  useEffect(() => {
    // Back/forward changed the URL under us: show what the list is really filtered by.
    if (search !== lastWrittenSearch.current) {
      lastWrittenSearch.current = search;
      setSearchInput(search);
    }
  }, [search]);

  const filterList = useCallback(
    (key: TFilterKey): string[] => (filters[key] ? (filters[key] ?? '').split(',').filter(Boolean) : []),
    [filters],
  );
  const activeFilterCount = filterKeys.filter((key) => filters[key]).length;

  return {
    page,
    limit,
    sort,
    search,
    searchInput,
    setSearchInput,
    filters,
    filterList,
    activeFilterCount,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }, { resetPage: false }),
    setLimit: (next: number) => update({ limit: String(next) }),
    setSort: (next: TDataTableSort) => update({ sort: next.key, sortDirection: next.direction }),
    setFilter: (key: TFilterKey, value: string | readonly string[] | null) =>
      update({ [key]: Array.isArray(value) ? value.join(',') : (value as string | null) }),
    clearFilters: () => {
      setSearchInput('');
      lastWrittenSearch.current = '';
      update(Object.fromEntries([...filterKeys, 'search'].map((key) => [key, null])));
    },
  };
}

export type TUrlListState<TFilterKey extends string> = ReturnType<typeof useUrlListState<TFilterKey>>;
