import { MultiSelect } from '@mantine/core';
import { ZSowLibraryQuerySchema } from '@procura/shared';
import { useNavigate } from 'react-router';
import { DataTable, emptyState, ListToolbar, manyFilter, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { ServiceMultiPicker, useServiceOptions } from '../../pickers';
import { useLibraryList } from '../queries';
import { libraryPath } from '../sow-format';
import { useSowPermissions } from '../use-sow-permissions';

import { LIBRARY_COLUMNS } from './scope-columns';

export const LIBRARY_FILTER_KEYS = ['categoryIds', 'serviceIds', 'status'] as const;

/** The provider's reusable texts, sorted by category and service (the server's default order). */
export function LibraryTab() {
  const list = useUrlListState({ schema: ZSowLibraryQuerySchema, filterKeys: LIBRARY_FILTER_KEYS });
  const navigate = useNavigate();
  const { canCreateLibrary } = useSowPermissions();
  const library = useLibraryList(list.query);
  const services = useServiceOptions();
  const categories = [...new Map((services.data ?? []).map((service) => [service.categoryId, service.categoryName])).entries()]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <>
      <ListToolbar
        searchLabel="Search the library"
        searchPlaceholder="Search by title or text"
        {...toolbarProps(list)}
        filters={
          <>
            <MultiSelect {...manyFilter(list, 'categoryIds', 'Category')} data={categories} searchable />
            <ServiceMultiPicker {...manyFilter(list, 'serviceIds', 'Service')} />
          </>
        }
      />
      <DataTable
        label="SOW library"
        columns={LIBRARY_COLUMNS}
        {...tableProps(list, library, 'The library could not be loaded.')}
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) => entry.title}
        rowActions={(entry) => [{ label: 'Open', onSelect: () => void navigate(libraryPath(entry.id)) }]}
        empty={emptyState(list, 'No library text matches these filters', {
          title: 'The library is empty',
          description: canCreateLibrary ? 'Add the first base text with New library text.' : 'Your provider has not published base texts yet.',
        })}
      />
    </>
  );
}
