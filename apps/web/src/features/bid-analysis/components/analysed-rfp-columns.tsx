import { Text } from '@mantine/core';
import type { TBidAnalysisItem } from '@procura/shared';
import type { TDataTableColumn } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/format';
import { RfpStatusBadge, RfpTitleCell } from '../../rfp';
import { reportPath } from '../report-paths';

/** "Opened Mar 1, 3:05 PM", or that the bids are still sealed: the report needs them opened. */
function OpenedCell({ rfp }: { rfp: TBidAnalysisItem }) {
  if (rfp.openedAt) return <Text size="sm">{formatDateTime(rfp.openedAt)}</Text>;
  return (
    <Text size="sm" c="dimmed">
      Sealed
    </Text>
  );
}

export const ANALYSED_RFP_COLUMNS: readonly TDataTableColumn<TBidAnalysisItem>[] = [
  {
    key: 'title',
    header: 'RFP',
    sortKey: 'title',
    width: '34%',
    render: (rfp) => <RfpTitleCell rfp={rfp} to={reportPath(rfp.id)} />,
  },
  { key: 'status', header: 'Status', width: 150, render: (rfp) => <RfpStatusBadge status={rfp.status} /> },
  { key: 'opened', header: 'Bids opened', sortKey: 'openedAt', width: 190, render: (rfp) => <OpenedCell rfp={rfp} /> },
  { key: 'bids', header: 'Bids', width: 80, align: 'right', render: (rfp) => <Text size="sm">{rfp.bidCount}</Text> },
  {
    key: 'awarded',
    header: 'Lines awarded',
    width: 130,
    align: 'right',
    render: (rfp) => (
      <Text size="sm">
        {rfp.awardedLines} of {rfp.lineCount}
      </Text>
    ),
  },
];
