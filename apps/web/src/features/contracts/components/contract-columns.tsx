import { Anchor, Stack, Text } from '@mantine/core';
import { type TContractItem, type TContractPropertyRow } from '@procura/shared';
import { Link } from 'react-router';
import type { TDataTableColumn } from '../../../components/DataTable';
import { formatDate, formatMoney } from '../../../lib/format';
import { contractPath, dateRange } from '../contract-format';
import { ContractStatusBadge } from './ContractStatusBadge';

const period = (start: string | null, end: string | null) => dateRange(start, end, formatDate);

export const CONTRACT_COLUMNS: readonly TDataTableColumn<TContractItem>[] = [
  {
    key: 'contract',
    header: 'Contract',
    sortKey: 'number',
    width: '30%',
    render: (c) => (
      <Stack gap={0}>
        <Anchor component={Link} to={contractPath(c.id)} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {c.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {c.number} · {c.clientName}
        </Text>
      </Stack>
    ),
  },
  { key: 'vendor', header: 'Vendor', sortKey: 'vendor', width: 170, render: (c) => <Text size="sm">{c.vendorName}</Text> },
  { key: 'status', header: 'Status', sortKey: 'status', width: 140, render: (c) => <ContractStatusBadge status={c.status} /> },
  {
    key: 'term',
    header: 'Term',
    sortKey: 'endOn',
    width: 200,
    render: (c) => (
      <Stack gap={0}>
        <Text size="sm">{period(c.startOn, c.endOn)}</Text>
        {c.autoRenews ? (
          <Text size="xs" c="dimmed">
            Renews by itself{c.noticeDays !== null ? ` · ${c.noticeDays} days' notice` : ''}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'annualCost',
    header: 'Annual cost',
    sortKey: 'annualCost',
    width: 130,
    align: 'right',
    render: (c) => <Text size="sm">{formatMoney(c.annualCost)}</Text>,
  },
];

export const CONTRACT_PROPERTY_COLUMNS: readonly TDataTableColumn<TContractPropertyRow>[] = [
  {
    key: 'property',
    header: 'Property',
    sortKey: 'property',
    width: '26%',
    render: (p) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {p.propertyName}
        </Text>
        <Text size="xs" c="dimmed">
          {[p.propertyCode, p.cityName, p.stateCode].filter(Boolean).join(' · ') || p.clientName}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'contracts',
    header: 'Contracts',
    sortKey: 'contracts',
    width: '28%',
    render: (p) => (
      <Stack gap={2}>
        {p.contracts.map((c) => (
          <Anchor key={c.id} component={Link} to={contractPath(c.id)} size="sm">
            {c.number} · {c.vendorName}
          </Anchor>
        ))}
      </Stack>
    ),
  },
  {
    key: 'services',
    header: 'Services',
    width: '26%',
    render: (p) => <Text size="sm">{[...new Set(p.services.map((s) => s.serviceName))].join(', ') || '—'}</Text>,
  },
  {
    key: 'annualCost',
    header: 'Annual cost',
    sortKey: 'annualCost',
    width: 130,
    align: 'right',
    render: (p) => <Text size="sm">{formatMoney(p.annualCost)}</Text>,
  },
  { key: 'nextEnd', header: 'Next end', sortKey: 'endOn', width: 120, render: (p) => <Text size="sm">{p.nextEndOn ? formatDate(p.nextEndOn) : '—'}</Text> },
];
