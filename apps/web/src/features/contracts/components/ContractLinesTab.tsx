import { Group, Stack, Text } from '@mantine/core';
import { BID_UNIT_LABELS, type TContract, type TContractLine } from '@procura/shared';
import { useMemo } from 'react';
import { DataTable, type TDataTableColumn, useTabPaging } from '../../../components/DataTable';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { dateRange } from '../contract-format';

type TLineRow = TContractLine & { propertyName: string; propertyDetail: string };

const COLUMNS: readonly TDataTableColumn<TLineRow>[] = [
  {
    key: 'service',
    header: 'Service',
    width: '24%',
    render: (l) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {l.serviceName}
        </Text>
        <Text size="xs" c="dimmed">
          {l.propertyName}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'price',
    header: 'Price',
    width: 170,
    align: 'right',
    render: (l) => (
      <Text size="sm">
        {formatMoney(l.price)} {BID_UNIT_LABELS[l.unit].toLowerCase()}
      </Text>
    ),
  },
  {
    key: 'quantity',
    header: 'A year',
    width: 90,
    align: 'right',
    hideOnCard: true,
    render: (l) => <Text size="sm">{l.quantityPerYear === null ? '—' : formatNumber(l.quantityPerYear)}</Text>,
  },
  { key: 'annual', header: 'Annual cost', width: 130, align: 'right', render: (l) => <Text size="sm">{formatMoney(l.annualCost)}</Text> },
  { key: 'dates', header: 'In force', width: 210, render: (l) => <Text size="sm">{dateRange(l.startOn, l.endOn, formatDate)}</Text> },
];

/** The contract's service lines, property by property, with their prices and annual costs. */
export function ContractLinesTab({ contract }: { contract: TContract }) {
  const rows = useMemo<TLineRow[]>(
    () =>
      contract.properties.flatMap((p) =>
        p.lines.map((l) => ({
          ...l,
          // A line without dates of its own runs as its property's, else the contract's.
          startOn: l.startOn ?? p.startOn ?? contract.startOn,
          endOn: l.endOn ?? p.endOn ?? contract.endOn,
          propertyName: p.propertyName,
          propertyDetail: [p.propertyCode, p.cityName].filter(Boolean).join(' · '),
        })),
      ),
    [contract],
  );
  const { page, limit, paging } = useTabPaging();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {contract.properties.length} {contract.properties.length === 1 ? 'property' : 'properties'} · {rows.length} {rows.length === 1 ? 'line' : 'lines'} ·{' '}
          {formatMoney(contract.annualCost)} a year
        </Text>
      </Group>
      <DataTable
        label="Service lines"
        columns={COLUMNS}
        rows={rows.slice((page - 1) * limit, page * limit)}
        getRowId={(l) => l.id}
        getRowLabel={(l) => `${l.serviceName} at ${l.propertyName}`}
        paging={paging(rows.length)}
        isLoading={false}
        empty={{ title: 'No service lines yet', description: 'Lines say which service each property gets, at what price.' }}
      />
    </Stack>
  );
}
