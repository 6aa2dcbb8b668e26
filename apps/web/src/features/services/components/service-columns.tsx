import { Stack, Text } from '@mantine/core';
import { SERVICE_UNIT_LABELS, STATUS_LABELS, type TService, type TServiceStatus } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import type { TDataTableColumn } from '../../../components/DataTable';
import { formatDate } from '../../../lib/format';

export const serviceStatusLabel = (status: TServiceStatus) => STATUS_LABELS[status];

export const SERVICE_COLUMNS: readonly TDataTableColumn<TService>[] = [
  {
    key: 'name',
    header: 'Service',
    sortKey: 'name',
    render: (service) => (
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>
          {service.name}
        </Text>
        {service.description ? (
          <Text size="xs" c="dimmed" lineClamp={2} title={service.description}>
            {service.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    sortKey: 'category',
    width: '22%',
    render: (service) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {service.category.name}
      </Text>
    ),
  },
  {
    key: 'unit',
    header: 'Unit',
    width: '12%',
    render: (service) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {SERVICE_UNIT_LABELS[service.unit]}
      </Text>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    width: '12%',
    render: (service) => <StatusBadge label={serviceStatusLabel(service.status)} tone={service.status === 'ACTIVE' ? 'positive' : 'neutral'} />,
  },
  {
    key: 'createdAt',
    header: 'Added',
    sortKey: 'createdAt',
    width: '15%',
    hideOnCard: true,
    render: (service) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(service.createdAt)}
      </Text>
    ),
  },
];
