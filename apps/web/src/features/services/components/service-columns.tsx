import { Badge, Stack, Text } from '@mantine/core';
import { SERVICE_UNIT_LABELS, type TService, type TServiceStatus } from '@procura/shared';
import type { TDataTableColumn } from '../../../components/DataTable';

const STATUS_LOOK: Record<TServiceStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  INACTIVE: { label: 'Inactive', color: 'gray' },
};

export const serviceStatusLabel = (status: TServiceStatus) => STATUS_LOOK[status].label;

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const SERVICE_COLUMNS: readonly TDataTableColumn<TService>[] = [
  {
    key: 'name',
    header: 'Service',
    sortKey: 'name',
    render: (service) => (
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} c="dark.7" style={{ overflowWrap: 'anywhere' }}>{service.name}</Text>
        {service.description ? (
          <Text size="xs" c="dimmed" lineClamp={2} title={service.description}>{service.description}</Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    sortKey: 'category',
    width: '22%',
    render: (service) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{service.category.name}</Text>,
  },
  { key: 'unit', header: 'Unit', width: '12%', render: (service) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{SERVICE_UNIT_LABELS[service.unit]}</Text> },
  {
    key: 'status',
    header: 'Status',
    width: '12%',
    render: (service) => (
      <Badge color={STATUS_LOOK[service.status].color} variant="light" radius="sm" tt="none" fw={600} style={{ minWidth: 'max-content' }}>
        {serviceStatusLabel(service.status)}
      </Badge>
    ),
  },
  {
    key: 'createdAt',
    header: 'Added',
    sortKey: 'createdAt',
    width: '15%',
    hideOnCard: true,
    render: (service) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(service.createdAt))}</Text>,
  },
];
