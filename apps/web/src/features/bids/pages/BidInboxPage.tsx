import { Anchor, MultiSelect, Stack, Text } from '@mantine/core';
import { RFP_STATUS_LABELS, RFP_STATUSES, ZBidInboxQuerySchema, type TBidInboxItem } from '@procura/shared';
import { Link, useNavigate } from 'react-router';
import {
  DataTable,
  emptyState,
  ListToolbar,
  manyFilter,
  tableProps,
  toolbarProps,
  useUrlListState,
  type TDataTableColumn,
} from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { RFP_STATUS_TONES, useNow } from '../../rfp';
import { bidPath, vendorRfpPath } from '../components/bid-format';
import { DueCell } from '../components/DueCell';
import { InboxStateBadge } from '../components/InboxStateBadge';
import { useInbox } from '../queries';

const FILTER_KEYS = ['status'] as const;
// A vendor never sees a draft: the buyer's until published.
const STATUS_OPTIONS = RFP_STATUSES.filter((s) => s !== 'DRAFT').map((value) => ({ value, label: RFP_STATUS_LABELS[value] }));

function WhereItStands({ item }: { item: TBidInboxItem }) {
  return (
    <Stack gap={4} align="flex-start">
      <InboxStateBadge state={item.state} />
      {item.needsConfirmation ? <StatusBadge label="Confirm after addendum" tone="attention" /> : null}
      {item.state === 'DECLINED' && item.declineReason ? (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.declineReason}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns = (now: Date): TDataTableColumn<TBidInboxItem>[] => [
  {
    key: 'rfp',
    header: 'RFP',
    width: '36%',
    render: (item) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={vendorRfpPath(item.rfpId)} fw={600} size="sm" c="dark.8" lineClamp={2}>
          {item.number} · {item.title}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {item.clientName}
        </Text>
      </Stack>
    ),
  },
  { key: 'due', header: 'Bids due', render: (item) => <DueCell at={item.bidsDueAt} timeZone={item.timeZone} isOpen={item.canBid} now={now} /> },
  { key: 'lines', header: 'Lines', align: 'right', render: (item) => item.lineCount },
  {
    key: 'rfpStatus',
    header: 'Status',
    render: (item) => <StatusBadge label={RFP_STATUS_LABELS[item.rfpStatus]} tone={RFP_STATUS_TONES[item.rfpStatus]} />,
  },
  { key: 'state', header: 'Your bid', render: (item) => <WhereItStands item={item} /> },
];

/**
 * A vendor workspace's RFPs (docs/rfp.md "The vendor's inbox"): what it was invited to, open
 * ones first by due time, and where its bid stands on each.
 */
export default function BidInboxPage() {
  const list = useUrlListState({ schema: ZBidInboxQuerySchema, filterKeys: FILTER_KEYS });
  const inbox = useInbox(list.query);
  const navigate = useNavigate();
  const now = useNow();
  return (
    <>
      <PageHeader
        title="Request For Proposal"
        documentTitle="RFP inbox"
        description="The RFPs your company was invited to bid on: read each one, say whether you will bid, and price it before the due time."
      />
      <ListToolbar
        searchLabel="Search RFPs"
        searchPlaceholder="Search by number, title or client"
        {...toolbarProps(list)}
        filters={<MultiSelect data={STATUS_OPTIONS} {...manyFilter(list, 'status', 'RFP status')} />}
      />
      <DataTable
        label="RFP invitations"
        columns={columns(now)}
        {...tableProps(list, inbox, 'The RFPs sent to you could not be loaded.')}
        getRowId={(item) => item.invitationId}
        getRowLabel={(item) => `${item.number} ${item.title}`}
        rowActions={(item) => [
          { label: 'Open', onSelect: () => void navigate(vendorRfpPath(item.rfpId)) },
          ...(item.canBid ? [{ label: item.state === 'SUBMITTED' ? 'Revise bid' : 'Price the bid', onSelect: () => void navigate(bidPath(item.rfpId)) }] : []),
        ]}
        empty={emptyState(list, 'No RFP matches these filters', {
          title: 'No invitations yet',
          description: 'When a buyer invites your company to bid, the RFP appears here.',
        })}
      />
    </>
  );
}
