import { Button, Group, Stack, Text } from '@mantine/core';
import { ONBOARDING_SOURCE_LABELS, type TVendorListItem, type TVendorListQuery } from '@procura/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type TDataTableColumn } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-error';
import { useVendorList } from '../queries';
import { ComplianceBadge } from './ComplianceBadge';
import { DecisionModals, type TDecisionTarget } from './DecisionModals';
import { ServicesSummary, VendorNameCell } from './vendor-columns';
import { vendorPath } from './vendor-format';
import { formatDate, formatDateTime } from '../../../lib/format';

/** The queue: vendors waiting for a decision, the longest-waiting first. */
export const APPROVAL_QUEUE_QUERY: Omit<TVendorListQuery, 'page' | 'limit'> = {
  approvalStatus: ['PENDING_FOR_APPROVAL'],
  sort: 'createdAt',
  sortDirection: 'asc',
};

const waitingSince = (createdAt: string) => {
  const days = Math.floor((Date.now() - new Date(createdAt).getTime()) / 86_400_000);
  return days <= 0 ? 'Today' : days === 1 ? '1 day' : `${days} days`;
};

/** The two answers a queued vendor gets, each a button on its row. */
const DECISIONS = [
  { decision: 'approve', label: 'Approve', icon: <IconCheck aria-hidden size={14} />, look: { color: 'green' } },
  { decision: 'reject', label: 'Decline', icon: <IconX aria-hidden size={14} />, look: { variant: 'default', c: 'red.8' } },
] as const;

export function ApprovalQueue() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [target, setTarget] = useState<TDecisionTarget | null>(null);
  const navigate = useNavigate();
  const queue = useVendorList({ ...APPROVAL_QUEUE_QUERY, page, limit });

  const columns: readonly TDataTableColumn<TVendorListItem>[] = [
    { key: 'name', header: 'Vendor', width: '24%', render: (vendor) => <VendorNameCell vendor={vendor} /> },
    {
      key: 'waiting',
      header: 'Waiting since',
      width: 140,
      render: (vendor) => (
        <Stack gap={0}>
          <Text size="sm" title={formatDateTime(vendor.createdAt)}>
            {formatDate(vendor.createdAt)}
            <Text span size="xs" c="dimmed">{` · ${waitingSince(vendor.createdAt)}`}</Text>
          </Text>
          <Text size="xs" c="dimmed">
            {ONBOARDING_SOURCE_LABELS[vendor.onboardingSource]}
          </Text>
        </Stack>
      ),
    },
    { key: 'services', header: 'Services', render: (vendor) => <ServicesSummary services={vendor.services} /> },
    {
      key: 'compliance',
      header: 'Compliance',
      width: 120,
      render: (vendor) => <ComplianceBadge state={vendor.complianceState} expiresOn={vendor.complianceExpiresOn} />,
    },
    {
      key: 'decision',
      header: 'Decision',
      width: 236,
      render: (vendor) => (
        <Group gap={6} wrap="nowrap">
          {DECISIONS.map(({ decision, label, icon, look }) => (
            <Button
              key={decision}
              size="xs"
              {...look}
              leftSection={icon}
              onClick={() => setTarget({ id: vendor.id, name: vendor.name, decision, complianceState: vendor.complianceState })}
              aria-label={`${label} ${vendor.name}`}
            >
              {label}
            </Button>
          ))}
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable
        label="Vendors awaiting approval"
        columns={columns}
        rows={queue.data?.data}
        getRowId={(vendor) => vendor.id}
        getRowLabel={(vendor) => vendor.name}
        paging={{
          page,
          limit,
          total: queue.data?.total ?? 0,
          onPageChange: setPage,
          onLimitChange: (next) => {
            setLimit(next);
            setPage(1);
          },
        }}
        rowActions={(vendor) => [{ label: 'Open', onSelect: () => void navigate(vendorPath(vendor.id)) }]}
        isLoading={queue.isLoading}
        isFetching={queue.isFetching && queue.isPlaceholderData}
        error={queue.error ? errorMessage(queue.error, 'The approval queue could not be loaded.') : null}
        onRetry={() => void queue.refetch()}
        empty={{ title: 'Nothing waiting for approval', description: 'Vendors sent for approval, by themselves or by your team, appear here.' }}
      />
      <DecisionModals target={target} onClose={() => setTarget(null)} />
    </>
  );
}
