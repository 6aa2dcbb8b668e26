import { Badge, Button, Group, SegmentedControl } from '@mantine/core';
import { ZVendorListQuerySchema } from '@procura/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../providers/auth/auth-context';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { toSearchParams } from '../../../lib/query-string';
import { APPROVAL_QUEUE_QUERY, ApprovalQueue } from '../components/ApprovalQueue';
import { DecisionModals, type TDecisionTarget } from '../components/DecisionModals';
import { VENDOR_COLUMNS } from '../components/vendor-columns';
import { VendorFilters, VENDOR_FILTER_KEYS } from '../components/VendorFilters';
import { vendorPath } from '../components/vendor-format';
import { VendorFormModal } from '../components/form/VendorFormModal';
import { useVendorList } from '../queries';

const QUEUE_VIEW = 'approval';

export default function VendorListPage() {
  const list = useUrlListState({ schema: ZVendorListQuerySchema, filterKeys: VENDOR_FILTER_KEYS });
  const [searchParams, setSearchParams] = useSearchParams();
  const { userDetails, userWorkspace } = useAuth();
  const navigate = useNavigate();
  const [isCreating, setCreating] = useState(false);
  const [target, setTarget] = useState<TDecisionTarget | null>(null);
  const isClient = userWorkspace?.type === 'client';
  // The provider adds vendors and a client onboards its own (sent to the provider for approval);
  // decisions are the provider's: the profile says what this workspace may do.
  const canCreate = userDetails?.abilities.vendors.create ?? false;
  const canDecide = userDetails?.abilities.vendors.decide ?? false;
  const isQueue = canDecide && searchParams.get('view') === QUEUE_VIEW;
  const vendors = useVendorList(list.query, !isQueue);
  const pending = useVendorList({ ...APPROVAL_QUEUE_QUERY, page: 1, limit: 1 }, canDecide);
  const pendingCount = pending.data?.total ?? 0;

  const setView = (view: string) =>
    // A view starts afresh: the other view's filters and page do not apply to it.
    setSearchParams(toSearchParams({ view: view === QUEUE_VIEW ? QUEUE_VIEW : null }));

  return (
    <>
      <PageHeader
        title="Vendors"
        description={
          isClient
            ? 'The vendors your company onboarded or that serve it: their profile, services and areas, and compliance. A vendor you add goes to your provider for approval.'
            : 'The companies that bid on your work: their profile, services and areas, compliance documents and approval.'
        }
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setCreating(true)}>
              New vendor
            </Button>
          ) : null
        }
      />
      {canDecide ? (
        <Group mb="md">
          <SegmentedControl
            aria-label="Vendors view"
            value={isQueue ? QUEUE_VIEW : 'all'}
            onChange={setView}
            data={[
              { value: 'all', label: 'All vendors' },
              {
                value: QUEUE_VIEW,
                label: (
                  <Group gap={6} wrap="nowrap" justify="center">
                    Awaiting approval
                    {pendingCount > 0 ? (
                      <Badge size="sm" circle color="orange">
                        {pendingCount}
                      </Badge>
                    ) : null}
                  </Group>
                ),
              },
            ]}
          />
        </Group>
      ) : null}
      {isQueue ? (
        <ApprovalQueue />
      ) : (
        <>
          <ListToolbar
            searchLabel="Search vendors"
            searchPlaceholder="Search by name, DBA or e-mail"
            {...toolbarProps(list)}
            filters={<VendorFilters list={list} />}
          />
          <DataTable
            label="Vendors"
            columns={VENDOR_COLUMNS}
            {...tableProps(list, vendors, 'The vendors could not be loaded.')}
            getRowId={(vendor) => vendor.id}
            getRowLabel={(vendor) => vendor.name}
            rowActions={(vendor) => [
              { label: 'Open', onSelect: () => void navigate(vendorPath(vendor.id)) },
              { label: 'Compliance documents', onSelect: () => void navigate(vendorPath(vendor.id, 'compliance')) },
              ...(vendor.abilities.review
                ? [
                    {
                      label: 'Approve',
                      onSelect: () => setTarget({ id: vendor.id, name: vendor.name, decision: 'approve', complianceState: vendor.complianceState }),
                    },
                    {
                      label: 'Decline',
                      isDestructive: true,
                      onSelect: () => setTarget({ id: vendor.id, name: vendor.name, decision: 'reject', complianceState: vendor.complianceState }),
                    },
                  ]
                : []),
            ]}
            empty={emptyState(list, 'No vendor matches these filters', {
              title: 'No vendors yet',
              description: canCreate ? 'Add the first one with New vendor.' : 'Vendors you may see will appear here.',
            })}
          />
        </>
      )}
      <DecisionModals target={target} onClose={() => setTarget(null)} />
      {isCreating ? <VendorFormModal vendor={null} onClose={() => setCreating(false)} onSaved={(saved) => void navigate(vendorPath(saved.id))} /> : null}
    </>
  );
}
