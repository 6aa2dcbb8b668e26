import { Anchor, Stack, Text } from '@mantine/core';
import type { TPropertyListItem } from '@procura/shared';
import { Link } from 'react-router';
import type { TDataTableColumn } from '../../../components/DataTable';
import { cityStateLabel, propertyPath, propertyTypeLabel, sizeLabel } from '../property-display';
import { PropertyStatusBadge } from './PropertyStatusBadge';

const dash = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

export function propertyColumns({ showClient }: { showClient: boolean }): TDataTableColumn<TPropertyListItem>[] {
  const columns: (TDataTableColumn<TPropertyListItem> | null)[] = [
    {
      key: 'name',
      header: 'Property',
      sortKey: 'name',
      width: '22%',
      render: (property) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={propertyPath(property.id)} size="sm" fw={600} c="dark.7" lineClamp={2} title={property.name}>
            {property.name}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {property.code}
          </Text>
        </Stack>
      ),
    },
    showClient
      ? {
          key: 'client',
          header: 'Client',
          sortKey: 'client',
          width: '16%',
          render: (property) => (
            <Text size="sm" lineClamp={2} title={property.clientName}>
              {property.clientName}
            </Text>
          ),
        }
      : null,
    { key: 'type', header: 'Type', width: 112, hideOnCard: true, render: (property) => <Text size="sm">{propertyTypeLabel(property.propertyType)}</Text> },
    {
      key: 'city',
      header: 'City / State',
      sortKey: 'city',
      width: '15%',
      render: (property) => {
        const label = cityStateLabel(property);
        return label ? (
          <Text size="sm" truncate title={label}>
            {label}
          </Text>
        ) : (
          dash
        );
      },
    },
    {
      key: 'size',
      header: 'Size',
      align: 'right',
      width: 120,
      render: (property) => {
        const label = sizeLabel(property);
        return label ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Text>
        ) : (
          dash
        );
      },
    },
    { key: 'services', header: 'Services', align: 'right', width: 84, hideOnCard: true, render: (property) => <Text size="sm">{property.serviceCount}</Text> },
    { key: 'status', header: 'Status', sortKey: 'status', width: 96, render: (property) => <PropertyStatusBadge status={property.status} /> },
  ];
  return columns.filter((column): column is TDataTableColumn<TPropertyListItem> => column !== null);
}
