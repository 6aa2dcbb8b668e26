import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { BID_UNIT_LABELS, type TContract, type TContractBulkError, type TContractBulkResult, type TContractLine } from '@procura/shared';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, type TDataTableColumn, useTabPaging } from '../../../components/DataTable';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { dateRange } from '../contract-format';
import { useRemoveContractLine } from '../parts-queries';
import { AddLineModal } from './AddLineModal';
import { AddPropertyModal } from './AddPropertyModal';
import { BulkEditLinesModal } from './BulkEditLinesModal';
import { EditLineModal } from './EditLineModal';

type TLineRow = TContractLine & { propertyName: string; inForce: string; bulkError: TContractBulkError | undefined };

const lineLabel = (l: Pick<TLineRow, 'serviceName' | 'propertyName'>) => `${l.serviceName} at ${l.propertyName}`;

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
        {l.bulkError ? (
          <Text size="xs" c="red.8" data-testid="line-bulk-error">
            Refused: {l.bulkError.message}
          </Text>
        ) : null}
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
  { key: 'dates', header: 'In force', width: 210, render: (l) => <Text size="sm">{l.inForce}</Text> },
];

type TLineMove = { kind: 'edit' | 'remove'; line: TLineRow } | { kind: 'bulk' | 'add' | 'property' };

/**
 * The contract's service lines, property by property, with their prices and annual costs. The
 * buyer (abilities.edit) edits, adds and removes lines and bulk-edits the selected ones; the
 * rows a bulk edit could not change keep their reason until the next one.
 */
export function ContractLinesTab({ contract }: { contract: TContract }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkErrors, setBulkErrors] = useState<readonly TContractBulkError[]>([]);
  const [move, setMove] = useState<TLineMove | null>(null);
  const remove = useRemoveContractLine(contract.id);
  const canEdit = contract.abilities.edit;
  const rows = useMemo<TLineRow[]>(
    () =>
      contract.properties.flatMap((p) =>
        p.lines.map((l) => ({
          ...l,
          propertyName: p.propertyName,
          // A line without dates of its own runs as its property's, else the contract's.
          inForce: dateRange(l.startOn ?? p.startOn ?? contract.startOn, l.endOn ?? p.endOn ?? contract.endOn, formatDate),
          bulkError: bulkErrors.find((e) => e.id === l.id),
        })),
      ),
    [contract, bulkErrors],
  );
  const { page, limit, paging } = useTabPaging();
  const selectedLines = rows.filter((r) => selected.has(r.id));
  const done = () => setMove(null);
  const onBulkDone = (result: TContractBulkResult) => {
    setBulkErrors(result.errors);
    // Nothing changes when a line is refused (all or nothing): the selection stays to try again.
    if (result.errors.length === 0) setSelected(new Set());
  };
  const refused = rows.filter((r) => r.bulkError);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {contract.properties.length} {contract.properties.length === 1 ? 'property' : 'properties'} · {rows.length} {rows.length === 1 ? 'line' : 'lines'} ·{' '}
          {formatMoney(contract.annualCost)} a year
        </Text>
        {canEdit ? (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setMove({ kind: 'property' })}>
              Add property
            </Button>
            <Button
              variant="default"
              leftSection={<IconPlus aria-hidden size={16} />}
              disabled={contract.properties.length === 0}
              onClick={() => setMove({ kind: 'add' })}
            >
              Add line
            </Button>
            <Button
              variant="default"
              leftSection={<IconPencil aria-hidden size={16} />}
              disabled={selectedLines.length === 0}
              onClick={() => setMove({ kind: 'bulk' })}
            >
              Bulk edit{selectedLines.length ? ` (${selectedLines.length})` : ''}
            </Button>
          </Group>
        ) : null}
      </Group>
      {refused.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden size={18} />}
          title="Nothing was changed: these lines cannot take the change"
          data-testid="bulk-errors"
        >
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r.id}>
                {lineLabel(r)}: {r.bulkError?.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <DataTable
        label="Service lines"
        columns={COLUMNS}
        rows={rows.slice((page - 1) * limit, page * limit)}
        getRowId={(l) => l.id}
        getRowLabel={lineLabel}
        paging={paging(rows.length)}
        isLoading={false}
        selection={canEdit ? { selectedIds: selected, onChange: setSelected } : undefined}
        rowActions={
          canEdit
            ? (line) => [
                { label: 'Edit line', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setMove({ kind: 'edit', line }) },
                { label: 'Remove line', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setMove({ kind: 'remove', line }) },
              ]
            : undefined
        }
        empty={{ title: 'No service lines yet', description: 'Lines say which service each property gets, at what price.' }}
      />
      {move?.kind === 'edit' ? <EditLineModal contract={contract} line={move.line} onClose={done} /> : null}
      {move?.kind === 'add' ? <AddLineModal contract={contract} onClose={done} /> : null}
      {move?.kind === 'property' ? <AddPropertyModal contract={contract} onClose={done} /> : null}
      {move?.kind === 'bulk' ? <BulkEditLinesModal contract={contract} lines={selectedLines} onDone={onBulkDone} onClose={done} /> : null}
      <ConfirmModal
        isOpen={move?.kind === 'remove'}
        title="Remove line"
        message={move?.kind === 'remove' ? `${lineLabel(move.line)} comes off the contract as a new version.` : ''}
        confirmLabel="Remove line"
        isPending={remove.isPending}
        onConfirm={() => move?.kind === 'remove' && remove.mutate(move.line.id, { onSuccess: done })}
        onClose={done}
      />
    </Stack>
  );
}
