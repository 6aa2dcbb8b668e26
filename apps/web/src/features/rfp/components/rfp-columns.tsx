import { Stack, Text } from '@mantine/core';
import type { TRfpItem } from '@procura/shared';
import type { TDataTableColumn } from '../../../components/DataTable';
import { formatDate } from '../../../lib/format';
import { dueCountdown, formatInZone, rfpPath } from '../rfp-format';
import { RfpStatusBadge } from './RfpStatusBadge';
import { RfpTitleCell } from './RfpTitleCell';
import { useNow } from './use-now';

const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** The due time in the RFP's zone, and under it how long is left while vendors may still bid. */
export function DueCell({ rfp }: { rfp: Pick<TRfpItem, 'bidsDueAt' | 'timeZone' | 'status'> }) {
  const now = useNow();
  if (!rfp.bidsDueAt) return dash;
  const isOpen = rfp.status === 'PUBLISHED' || rfp.status === 'DRAFT';
  return (
    <Stack gap={0}>
      <Text size="sm">{formatInZone(rfp.bidsDueAt, rfp.timeZone)}</Text>
      {isOpen ? (
        <Text size="xs" c={Date.parse(rfp.bidsDueAt) - now.getTime() < 48 * 3_600_000 ? 'orange.9' : 'dimmed'} data-testid="due-countdown">
          {dueCountdown(rfp.bidsDueAt, now)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "3 invited · 2 viewed · 1 submitted": where the vendors stand at a glance. */
export function VendorCounts({ rfp }: { rfp: Pick<TRfpItem, 'invitedCount' | 'viewedCount' | 'submittedCount'> }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{rfp.invitedCount} invited</Text>
      <Text size="xs" c="dimmed">
        {rfp.viewedCount} viewed · {rfp.submittedCount} submitted
      </Text>
    </Stack>
  );
}

export const RFP_COLUMNS: readonly TDataTableColumn<TRfpItem>[] = [
  {
    key: 'title',
    header: 'RFP',
    sortKey: 'title',
    width: '32%',
    render: (rfp) => <RfpTitleCell rfp={rfp} to={rfpPath(rfp.id)} />,
  },
  { key: 'status', header: 'Status', sortKey: 'status', width: 140, render: (rfp) => <RfpStatusBadge status={rfp.status} /> },
  { key: 'due', header: 'Bids due', sortKey: 'bidsDueAt', width: 210, render: (rfp) => <DueCell rfp={rfp} /> },
  { key: 'vendors', header: 'Vendors', width: 170, render: (rfp) => <VendorCounts rfp={rfp} /> },
  { key: 'lines', header: 'Lines', width: 80, align: 'right', render: (rfp) => <Text size="sm">{rfp.lineCount}</Text> },
  {
    key: 'updated',
    header: 'Updated',
    sortKey: 'updatedAt',
    width: 120,
    hideOnCard: true,
    render: (rfp) => <Text size="sm">{formatDate(rfp.updatedAt)}</Text>,
  },
];
