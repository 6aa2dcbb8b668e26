import { Button, Table, Text } from '@mantine/core';
import type { TAdjustment, TLineAnalysis } from '@procura/shared';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useRemoveAdjustment } from '../queries';
import { ScrollBox } from './ReportSection';

const KIND_LABELS = { PLUG: 'Plug', CORRECTION: 'Correction' } as const;

/** The buyer's leveling adjustments, each with its reason; the one who may level takes one out after a confirmation. */
export function AdjustmentsList({
  rfpId,
  adjustments,
  lines,
  canLevel,
}: {
  rfpId: string;
  adjustments: readonly TAdjustment[];
  lines: readonly TLineAnalysis[];
  canLevel: boolean;
}) {
  const [removing, setRemoving] = useState<TAdjustment | null>(null);
  const remove = useRemoveAdjustment(rfpId);
  const lineName = new Map(lines.map((l) => [l.rfpLineId, `${l.propertyName} · ${l.serviceName}`]));
  if (adjustments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No adjustments: the leveled totals are the bids as submitted.
      </Text>
    );
  }
  return (
    <>
      <ScrollBox label="Leveling adjustments">
        <Table withTableBorder verticalSpacing="xs" aria-label="Leveling adjustments" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Vendor</Table.Th>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">Kind</Table.Th>
              <Table.Th scope="col" ta="right">
                A year
              </Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
              <Table.Th scope="col">By</Table.Th>
              {canLevel ? <Table.Th scope="col">Remove</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adjustments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.vendorName}</Table.Td>
                <Table.Td>{a.rfpLineId ? (lineName.get(a.rfpLineId) ?? 'A line on another page') : 'The whole bid'}</Table.Td>
                <Table.Td>{KIND_LABELS[a.kind]}</Table.Td>
                <Table.Td ta="right">{formatMoney(a.annualAmount)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.reason}</Table.Td>
                <Table.Td>
                  <Text size="sm">{a.createdByName ?? '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(a.createdAt)}
                  </Text>
                </Table.Td>
                {canLevel ? (
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(a)} aria-label={`Remove adjustment: ${a.reason}`}>
                      Remove
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      <ConfirmModal
        isOpen={removing !== null}
        title="Remove adjustment"
        message={removing ? `${removing.vendorName}'s leveled total goes back by ${formatMoney(removing.annualAmount)} a year.` : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
