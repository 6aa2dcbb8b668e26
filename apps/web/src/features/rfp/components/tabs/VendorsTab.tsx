import { useNavigate } from 'react-router';
import { Stack, Text } from '@mantine/core';
import { ROUTES, RFP_INVITATION_STATE_LABELS, type TRfpInvitation, type TRfpInvitationState } from '@procura/shared';
import { DataTable, useTabPaging, type TDataTableColumn } from '../../../../components/DataTable';
import { StatusBadge, type TStatusTone } from '../../../../components/StatusBadge';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useRfpInvitations } from '../../queries';

const STATE_TONES: Record<TRfpInvitationState, TStatusTone> = {
  INVITED: 'neutral',
  VIEWED: 'progress',
  INTENDING: 'progress',
  DECLINED: 'negative',
  SUBMITTED: 'positive',
  WITHDRAWN: 'attention',
};

export function InvitationStateBadge({ state }: { state: TRfpInvitationState }) {
  return <StatusBadge label={RFP_INVITATION_STATE_LABELS[state]} tone={STATE_TONES[state]} />;
}

/** Why an invited vendor was out for some lines, and the provider's reason for inviting it anyway. */
function EligibilityCell({ invitation }: { invitation: TRfpInvitation }) {
  if (invitation.ineligibleLines === 0) return <Text size="sm">Eligible for every line</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">
        Out for {invitation.ineligibleLines} line{invitation.ineligibleLines === 1 ? '' : 's'}: {invitation.reasons.join('; ')}
      </Text>
      {invitation.overrideReason ? (
        <Text size="xs" c="dimmed">
          Invited because: {invitation.overrideReason}
        </Text>
      ) : null}
    </Stack>
  );
}

const COLUMNS: readonly TDataTableColumn<TRfpInvitation>[] = [
  {
    key: 'vendor',
    header: 'Vendor',
    width: '28%',
    render: (invitation) => (
      <Text size="sm" fw={600}>
        {invitation.vendorName}
      </Text>
    ),
  },
  { key: 'state', header: 'State', width: 150, render: (invitation) => <InvitationStateBadge state={invitation.state} /> },
  { key: 'eligibility', header: 'Eligibility', render: (invitation) => <EligibilityCell invitation={invitation} /> },
  { key: 'invited', header: 'Invited', width: 180, hideOnCard: true, render: (invitation) => formatDateTime(invitation.invitedAt) },
];

/** The invited vendors and where each stands (derived from its own bid: docs/rfp.md "Inviting vendors"). */
export function VendorsTab({ rfpId }: { rfpId: string }) {
  const tab = useTabPaging();
  const navigate = useNavigate();
  const invitations = useRfpInvitations(rfpId, { page: tab.page, limit: tab.limit });
  return (
    <DataTable
      label="Invited vendors"
      columns={COLUMNS}
      rows={invitations.data?.data}
      getRowId={(invitation) => invitation.id}
      getRowLabel={(invitation) => invitation.vendorName}
      rowActions={(invitation) => [{ label: 'Open vendor', onSelect: () => void navigate(`${ROUTES.vendor}/${invitation.vendorId}`) }]}
      paging={tab.paging(invitations.data?.total ?? 0)}
      isLoading={invitations.isLoading}
      isFetching={invitations.isFetching && invitations.isPlaceholderData}
      error={invitations.error ? errorMessage(invitations.error, 'The invited vendors could not be loaded.') : null}
      onRetry={() => void invitations.refetch()}
      empty={{ title: 'No vendors invited yet', description: 'A draft invites vendors before it is published.' }}
    />
  );
}
