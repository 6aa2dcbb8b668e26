import { Anchor, Stack } from '@mantine/core';
import { PROPERTY_TYPE_LABELS, ROUTES, type TPropertyListItem } from '@procura/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, SearchInput, type TDataTableColumn, useTabSearch } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useClientProperties } from '../../queries';

const COLUMNS: readonly TDataTableColumn<TPropertyListItem>[] = [
  {
    key: 'name',
    header: 'Property',
    render: (property) => (
      <Anchor component={Link} to={`${ROUTES.property}/${property.id}`} fw={600} size="sm">
        {property.name}
      </Anchor>
    ),
  },
  { key: 'code', header: 'Code', render: (property) => property.code },
  { key: 'type', header: 'Type', render: (property) => PROPERTY_TYPE_LABELS[property.propertyType] },
  { key: 'place', header: 'City / state', render: (property) => [property.cityName, property.stateCode].filter(Boolean).join(', ') || '—' },
  { key: 'status', header: 'Status', render: (property) => (property.status === 'ACTIVE' ? 'Active' : 'Inactive') },
];

/** The client's properties, each linking to its page in Property Lists. */
export function PropertiesTab({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const search = useTabSearch(() => setPage(1));
  const properties = useClientProperties(clientId, { page, limit, search: search.query });
  return (
    <Stack gap="sm">
      <SearchInput label="Search this client's properties" placeholder="Search by name, code or city" {...search.input} maw={340} />
      <DataTable
        label="Properties"
        columns={COLUMNS}
        rows={properties.data?.data}
        getRowId={(property) => property.id}
        getRowLabel={(property) => property.name}
        paging={{
          page,
          limit,
          total: properties.data?.total ?? 0,
          onPageChange: setPage,
          onLimitChange: (next) => {
            setLimit(next);
            setPage(1);
          },
        }}
        isLoading={properties.isLoading}
        isFetching={properties.isFetching && properties.isPlaceholderData}
        error={properties.error ? errorMessage(properties.error, 'The properties could not be loaded.') : null}
        onRetry={() => void properties.refetch()}
        empty={
          search.query
            ? { title: 'No property matches', description: 'Try another search.' }
            : { title: 'No properties yet', description: 'Properties added for this client in Property Lists appear here.' }
        }
      />
    </Stack>
  );
}
