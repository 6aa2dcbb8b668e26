import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RFP_LINE_SORT_FIELDS, type TRfp, type TRfpLine } from '@procura/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { DataTable, SearchInput, useTabPaging, useTabSearch, type TDataTableColumn, type TDataTableSort } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useRemoveRfpLines } from '../../lines-queries';
import { useRfpLines } from '../../queries';
import { AddLinesModal } from '../lines/AddLinesModal';
import { EditLineModal } from '../lines/EditLineModal';

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

type TLineModal = { kind: 'add' } | { kind: 'edit'; line: TRfpLine } | { kind: 'remove'; lineIds: readonly string[] } | null;

/**
 * The RFP's lines, one property × one service each, with the scope vendors price against. A
 * draft's lines are edited here: added, given a scope and figures, taken out.
 */
export function LinesTab({ rfp }: { rfp: TRfp }) {
  const tab = useTabPaging();
  const search = useTabSearch(tab.restart);
  const [sort, setSort] = useState<TDataTableSort>({ key: 'position', direction: 'asc' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<TLineModal>(null);
  const remove = useRemoveRfpLines(rfp.id);
  const isEditable = rfp.status === 'DRAFT' && rfp.abilities.edit;
  const lines = useRfpLines(rfp.id, {
    page: tab.page,
    limit: tab.limit,
    search: search.query,
    sort: isLineSort(sort.key) ? sort.key : 'position',
    sortDirection: sort.direction,
  });
  const close = () => setModal(null);
  const removing = modal?.kind === 'remove' ? modal.lineIds : [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <SearchInput
          label="Search lines"
          placeholder="Search by property, code, city or service"
          {...search.input}
          style={{ flex: '1 1 260px', maxWidth: 360 }}
        />
        {isEditable ? (
          <Group gap="xs">
            {selected.size > 0 ? (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash aria-hidden size={16} />}
                onClick={() => setModal({ kind: 'remove', lineIds: [...selected] })}
              >
                Remove {selected.size} {selected.size === 1 ? 'line' : 'lines'}
              </Button>
            ) : null}
            <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setModal({ kind: 'add' })}>
              Add lines
            </Button>
          </Group>
        ) : null}
      </Group>
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
        selection={isEditable ? { selectedIds: selected, onChange: setSelected } : undefined}
        rowActions={
          isEditable
            ? (line) => [
                { label: 'Edit scope and figures', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setModal({ kind: 'edit', line }) },
                {
                  label: 'Remove line',
                  icon: <IconTrash aria-hidden size={16} />,
                  isDestructive: true,
                  onSelect: () => setModal({ kind: 'remove', lineIds: [line.id] }),
                },
              ]
            : undefined
        }
        isLoading={lines.isLoading}
        isFetching={lines.isFetching && lines.isPlaceholderData}
        error={lines.error ? errorMessage(lines.error, 'The lines could not be loaded.') : null}
        onRetry={() => void lines.refetch()}
        empty={{
          title: search.query ? 'No line matches this search' : 'No lines yet',
          description: search.query ? undefined : 'Lines are the properties × services vendors price.',
          action:
            isEditable && !search.query ? (
              <Button variant="light" leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setModal({ kind: 'add' })}>
                Add lines
              </Button>
            ) : undefined,
        }}
      />
      {modal?.kind === 'add' ? <AddLinesModal rfpId={rfp.id} clientId={rfp.clientId} clientName={rfp.clientName} onClose={close} /> : null}
      {modal?.kind === 'edit' ? <EditLineModal key={modal.line.id} rfpId={rfp.id} clientId={rfp.clientId} line={modal.line} onClose={close} /> : null}
      <ConfirmModal
        isOpen={modal?.kind === 'remove'}
        title={removing.length === 1 ? 'Remove line' : `Remove ${removing.length} lines`}
        message={`${removing.length === 1 ? 'The line is' : 'These lines are'} taken out of the draft. Add them again at any time before publishing.`}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(removing, {
            onSuccess: () => {
              setSelected((ids) => new Set([...ids].filter((id) => !removing.includes(id))));
              close();
            },
          })
        }
        onClose={close}
      />
    </Stack>
  );
}
