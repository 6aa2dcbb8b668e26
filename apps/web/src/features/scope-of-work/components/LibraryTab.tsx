import { MultiSelect } from '@mantine/core';
import { ZSowLibraryQuerySchema } from '@procura/shared';
import { useNavigate } from 'react-router';
import { DataTable, ListToolbar, useUrlListState } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-error';
import { ServiceMultiPicker, useServiceOptions } from '../../pickers';
import { useLibraryList } from '../queries';
import { libraryPath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';

import { LIBRARY_COLUMNS } from './scope-columns';

export const LIBRARY_FILTER_KEYS = ['categoryIds', 'serviceIds', 'status'] as const;
const FILTER_WIDTH = { base: '100%', sm: 200 };

/** The provider's reusable texts, sorted by category and service (the server's default order). */
export function LibraryTab() {
  const list = useUrlListState({ schema: ZSowLibraryQuerySchema, filterKeys: LIBRARY_FILTER_KEYS });
  const navigate = useNavigate();
  const { canCreateLibrary } = useSowPermissions();
  const library = useLibraryList(list.query);
  const services = useServiceOptions();
  const { categoryIds = [], serviceIds = [] } = list.filters;
  const categories = [...new Map((services.data ?? []).map((service) => [service.categoryId, service.categoryName])).entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const hasFilters = list.activeFilterCount > 0 || list.search !== '';

  return (
    <>
      <ListToolbar
        searchLabel="Search the library"
        searchPlaceholder="Search by title or text"
        searchValue={list.searchInput}
        onSearchChange={list.setSearchInput}
        activeFilterCount={list.activeFilterCount}
        onClearFilters={list.clearFilters}
        filters={
          <>
            <MultiSelect
              size="sm"
              clearable
              comboboxProps={{ withinPortal: true }}
              aria-label="Category"
              placeholder={categoryIds.length ? undefined : 'Category'}
              data={categories}
              value={categoryIds}
              onChange={(value) => list.setFilter('categoryIds', value)}
              searchable
              w={FILTER_WIDTH}
            />
            <ServiceMultiPicker
              size="sm"
              clearable
              aria-label="Service"
              placeholder={serviceIds.length ? undefined : 'Service'}
              value={serviceIds}
              onChange={(value) => list.setFilter('serviceIds', value)}
              w={FILTER_WIDTH}
            />
          </>
        }
      />
      <DataTable
        label="SOW library"
        columns={LIBRARY_COLUMNS}
        rows={library.data?.data}
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) => entry.title}
        paging={{ page: list.page, limit: list.limit, total: library.data?.total ?? 0, onPageChange: list.setPage, onLimitChange: list.setLimit }}
        sort={list.sort}
        onSortChange={list.setSort}
        rowActions={(entry) => [{ label: 'Open', onSelect: () => void navigate(libraryPath(entry.id)) }]}
        isLoading={library.isLoading}
        isFetching={library.isFetching && library.isPlaceholderData}
        error={library.error ? errorMessage(library.error, 'The library could not be loaded.') : null}
        onRetry={() => void library.refetch()}
        empty={
          hasFilters
            ? { title: 'No library text matches these filters', description: 'Try another search or clear the filters.' }
            : {
                title: 'The library is empty',
                description: canCreateLibrary ? 'Add the first base text with New library text.' : 'Your provider has not published base texts yet.',
              }
        }
      />
    </>
  );
}
