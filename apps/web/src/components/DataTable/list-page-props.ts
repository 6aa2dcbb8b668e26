import { errorMessage } from '../../lib/api-error';
import type { TDataTableSort, TPageQuery } from './types';

/** What a list page's toolbar and table read of its URL state (useUrlListState). */
interface TListWiring {
  page: number;
  limit: number;
  sort: TDataTableSort | undefined;
  searchInput: string;
  activeFilterCount: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  setSort: (sort: TDataTableSort) => void;
  setSearchInput: (search: string) => void;
  clearFilters: () => void;
}

/** ListToolbar's search box and filter count with its clear button, bound to the list's URL state. */
export const toolbarProps = (list: TListWiring) => ({
  searchValue: list.searchInput,
  onSearchChange: list.setSearchInput,
  activeFilterCount: list.activeFilterCount,
  onClearFilters: list.clearFilters,
});

/**
 * DataTable's rows, paging with the exact total, sort, loading, error and retry, from the list's URL
 * state and its page query; `failure` is what the table says when the page could not be loaded.
 */
export const tableProps = <TRow>(list: TListWiring, query: TPageQuery<TRow>, failure: string) => ({
  rows: query.data?.data,
  paging: { page: list.page, limit: list.limit, total: query.data?.total ?? 0, onPageChange: list.setPage, onLimitChange: list.setLimit },
  sort: list.sort,
  onSortChange: list.setSort,
  isLoading: query.isLoading,
  // Only a new page or filter is "fetching": a background refetch keeps the rows as they are.
  isFetching: query.isFetching && query.isPlaceholderData,
  error: query.error ? errorMessage(query.error, failure) : null,
  onRetry: () => void query.refetch(),
});

/** What an empty table says: a search or filter that matches nothing says so (naming it, `noMatch`), otherwise `none`. */
export const emptyState = (list: { isFiltered: boolean }, noMatch: string, none: { title: string; description?: string }) =>
  list.isFiltered ? { title: noMatch, description: 'Try another search or clear the filters.' } : none;
