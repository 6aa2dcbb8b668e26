import { useNavigate } from 'react-router';
import { Alert, Stack, Text } from '@mantine/core';
import { ROUTES, type TRfp, type TRfpInvitation } from '@procura/shared';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { DataTable, useTabPaging, type TDataTableColumn } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useRfpInvitations } from '../../queries';
import { InvitationStateBadge } from './VendorsTab';

const COLUMNS: readonly TDataTableColumn<TRfpInvitation>[] = [
  {
    key: 'vendor',
    header: 'Vendor',
    render: (invitation) => (
      <Text size="sm" fw={600}>
        {invitation.vendorName}
      </Text>
    ),
  },
  { key: 'state', header: 'State', width: 160, render: (invitation) => <InvitationStateBadge state={invitation.state} /> },
  { key: 'submitted', header: 'Submitted', width: 200, render: (invitation) => (invitation.submittedAt ? formatDateTime(invitation.submittedAt) : '—') },
];

/**
 * Who has bid and when. Until the bids are opened the database hides every amount from the
 * buyer (docs/rfp.md "Sealed bids"); once opened, they are compared in the Bid Analysis Report.
 */
export function BidsTab({ rfp }: { rfp: TRfp }) {
  const tab = useTabPaging();
  const navigate = useNavigate();
  const invitations = useRfpInvitations(rfp.id, { page: tab.page, limit: tab.limit });
  return (
    <Stack gap="sm">
      {rfp.openedAt ? (
        <Alert color="green" variant="light" icon={<IconLockOpen aria-hidden size={18} />} title="Bids opened">
          Opened {formatDateTime(rfp.openedAt)}. Compare the amounts in the Bid Analysis Report.
        </Alert>
      ) : (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden size={18} />} title="Sealed">
          {rfp.status === 'CLOSED'
            ? 'Bidding is over. Open the bids to see their amounts; opening is recorded in the history.'
            : 'You see who has submitted and when, never the amounts, until the RFP closes and you open the bids.'}
        </Alert>
      )}
      <DataTable
        label="Bids"
        columns={COLUMNS}
        rows={invitations.data?.data}
        getRowId={(invitation) => invitation.id}
        getRowLabel={(invitation) => invitation.vendorName}
        rowActions={(invitation) => [{ label: 'Open vendor', onSelect: () => void navigate(`${ROUTES.vendor}/${invitation.vendorId}`) }]}
        paging={tab.paging(invitations.data?.total ?? 0)}
        isLoading={invitations.isLoading}
        isFetching={invitations.isFetching && invitations.isPlaceholderData}
        error={invitations.error ? errorMessage(invitations.error, 'The bids could not be loaded.') : null}
        onRetry={() => void invitations.refetch()}
        empty={{ title: 'No vendors invited yet' }}
      />
    </Stack>
  );
}
