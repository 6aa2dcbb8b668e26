import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RFP_LINE_SORT_FIELDS, type TRfpLine } from '@procura/shared';
import { DataTable, SearchInput, useTabPaging, useTabSearch, type TDataTableColumn, type TDataTableSort } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useRfpLines } from '../../queries';

type TRfpLineSortField = (typeof RFP_LINE_SORT_FIELDS)[number];
const isLineSort = (key: string): key is TRfpLineSortField => RFP_LINE_SORT_FIELDS.some((field) => field === key);
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const moneyCell = (value: number | null) => (value === null ? '—' : money.format(value));
const placeOf = (line: TRfpLine) => [line.cityName, line.stateCode].filter(Boolean).join(', ');

const COLUMNS: readonly TDataTableColumn<TRfpLine>[] = [
  {
    key: 'property',
    header: 'Property',
    sortKey: 'property',
    width: '28%',
    render: (line) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {line.propertyName}
        </Text>
        <Text size="xs" c="dimmed">
          {[line.propertyCode, placeOf(line)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'service', header: 'Service', sortKey: 'service', render: (line) => line.serviceName },
  {
    key: 'scope',
    header: 'Scope of work',
    render: (line) =>
      line.clientSowName ?? (
        <Text span size="sm" c="red.8">
          No scope yet
        </Text>
      ),
  },
  { key: 'budget', header: 'Budget / yr', align: 'right', width: 120, render: (line) => moneyCell(line.budgetAnnual) },
  { key: 'incumbent', header: 'Incumbent / yr', align: 'right', width: 130, hideOnCard: true, render: (line) => moneyCell(line.incumbentAnnual) },
];

/** The RFP's lines, one property × one service each, with the scope vendors price against. */
export function LinesTab({ rfpId }: { rfpId: string }) {
  const tab = useTabPaging();
  const search = useTabSearch(tab.restart);
  const [sort, setSort] = useState<TDataTableSort>({ key: 'position', direction: 'asc' });
  const lines = useRfpLines(rfpId, {
    page: tab.page,
    limit: tab.limit,
    search: search.query,
    sort: isLineSort(sort.key) ? sort.key : 'position',
    sortDirection: sort.direction,
  });
  return (
    <Stack gap="sm">
      <SearchInput label="Search lines" placeholder="Search by property, code, city or service" {...search.input} style={{ maxWidth: 360 }} />
      <DataTable
        label="RFP lines"
        columns={COLUMNS}
        rows={lines.data?.data}
        getRowId={(line) => line.id}
        getRowLabel={(line) => `${line.propertyName} ${line.serviceName}`}
        paging={tab.paging(lines.data?.total ?? 0)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          tab.restart();
        }}
        isLoading={lines.isLoading}
        isFetching={lines.isFetching && lines.isPlaceholderData}
        error={lines.error ? errorMessage(lines.error, 'The lines could not be loaded.') : null}
        onRetry={() => void lines.refetch()}
        empty={{
          title: search.query ? 'No line matches this search' : 'No lines yet',
          description: search.query ? undefined : 'Lines are the properties × services vendors price.',
        }}
      />
    </Stack>
  );
}
