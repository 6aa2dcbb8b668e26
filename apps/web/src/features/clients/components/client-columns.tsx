import { Anchor, Group, Text } from '@mantine/core';
import { CLIENT_TYPE_LABELS, type TClientListItem } from '@procura/shared';
import { Link } from 'react-router';
import type { TDataTableColumn } from '../../../components/DataTable';
import { ClientLogo } from './ClientLogo';
import { ClientStatusBadge } from './ClientStatusBadge';
import { formatNumber } from '../../../lib/format';

export const clientPath = (id: string) => `/client/${id}`;

export const placeOf = (client: Pick<TClientListItem, 'cityName' | 'stateCode' | 'stateName'>): string =>
  [client.cityName, client.stateCode || client.stateName].filter(Boolean).join(', ');

export const CLIENT_COLUMNS: readonly TDataTableColumn<TClientListItem>[] = [
  {
    key: 'name',
    header: 'Client',
    sortKey: 'name',
    render: (client) => (
      <Group gap="sm" wrap="nowrap">
        <ClientLogo name={client.name} url={client.logoUrl} />
        <Anchor component={Link} to={clientPath(client.id)} fw={600} size="sm" c="dark.8">
          {client.name}
        </Anchor>
      </Group>
    ),
  },
  { key: 'type', header: 'Type', render: (client) => CLIENT_TYPE_LABELS[client.clientType] },
  {
    key: 'parent',
    header: 'Parent company',
    render: (client) =>
      client.parentCompany?.name ?? (
        <Text span c="dimmed" size="sm">
          —
        </Text>
      ),
  },
  {
    key: 'place',
    header: 'City / state',
    render: (client) =>
      placeOf(client) || (
        <Text span c="dimmed" size="sm">
          —
        </Text>
      ),
  },
  { key: 'properties', header: 'Properties', sortKey: 'propertyCount', align: 'right', render: (client) => formatNumber(client.propertyCount) },
  { key: 'status', header: 'Status', sortKey: 'status', render: (client) => <ClientStatusBadge status={client.status} /> },
];
