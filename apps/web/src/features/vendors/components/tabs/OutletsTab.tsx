import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { VENDOR_TYPE_LABELS, type TVendorDetail, type TVendorListItem, type TVendorOutletType } from '@procura/shared';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, SearchInput, type TDataTableColumn, useTabSearch } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useVendorOutlets } from '../../queries';
import { ComplianceBadge } from '../ComplianceBadge';
import { ServicesSummary, VendorNameCell } from '../vendor-columns';
import { ApprovalBadge, VendorStatusBadge } from '../VendorBadges';
import { placeOf, vendorPath } from '../vendor-format';
import { OutletFormModal } from '../form/OutletFormModal';

const COLUMNS: readonly TDataTableColumn<TVendorListItem>[] = [
  { key: 'name', header: 'Name', render: (outlet) => <VendorNameCell vendor={{ ...outlet, parent: null }} showPlace={false} /> },
  { key: 'type', header: 'Type', render: (outlet) => VENDOR_TYPE_LABELS[outlet.vendorType] },
  { key: 'compliance', header: 'Compliance', render: (outlet) => <ComplianceBadge state={outlet.complianceState} expiresOn={outlet.complianceExpiresOn} /> },
  {
    key: 'status',
    header: 'Status',
    render: (outlet) => (
      <Group gap={6}>
        <ApprovalBadge status={outlet.approvalStatus} />
        <VendorStatusBadge status={outlet.status} />
      </Group>
    ),
  },
  { key: 'services', header: 'Services', render: (outlet) => <ServicesSummary services={outlet.services} /> },
  { key: 'place', header: 'City / state', render: (outlet) => placeOf(outlet) || '—' },
];

type TFilter = 'all' | TVendorOutletType;

/** A vendor's branches and franchises, each a link to its own page (and workspace). */
export function OutletsTab({ vendor }: { vendor: TVendorDetail }) {
  const { abilities } = vendor;
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TFilter>('all');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const search = useTabSearch(() => setPage(1));
  const [creating, setCreating] = useState<TVendorOutletType | null>(null);
  const visibleTypes: TVendorOutletType[] = [
    ...(abilities.viewBranches ? (['VENDOR_BRANCH'] as const) : []),
    ...(abilities.viewFranchises ? (['VENDOR_FRANCHISE'] as const) : []),
  ];
  const type = filter === 'all' ? visibleTypes : [filter];
  const outlets = useVendorOutlets(vendor.id, { page, limit, type, search: search.query }, visibleTypes.length > 0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 320px' }}>
          {visibleTypes.length > 1 ? (
            <SegmentedControl
              aria-label="Show"
              value={filter}
              onChange={(next) => {
                setFilter(next as TFilter);
                setPage(1);
              }}
              data={[
                { value: 'all', label: `All (${vendor.branchCount + vendor.franchiseCount})` },
                { value: 'VENDOR_BRANCH', label: `Branches (${vendor.branchCount})` },
                { value: 'VENDOR_FRANCHISE', label: `Franchises (${vendor.franchiseCount})` },
              ]}
            />
          ) : null}
          <SearchInput label="Search branches and franchises" placeholder="Search by name" {...search.input} style={{ flex: '1 1 200px', maxWidth: 300 }} />
        </Group>
        <Group gap="sm">
          {abilities.createBranch ? (
            <Button leftSection={<IconBuildingStore aria-hidden size={16} />} onClick={() => setCreating('VENDOR_BRANCH')}>
              Add branch
            </Button>
          ) : null}
          {abilities.createFranchise ? (
            <Button variant="default" leftSection={<IconBuildingStore aria-hidden size={16} />} onClick={() => setCreating('VENDOR_FRANCHISE')}>
              Add franchise
            </Button>
          ) : null}
        </Group>
      </Group>
      <DataTable
        label="Branches and franchises"
        columns={COLUMNS}
        rows={outlets.data?.data}
        getRowId={(outlet) => outlet.id}
        getRowLabel={(outlet) => outlet.name}
        paging={{
          page,
          limit,
          total: outlets.data?.total ?? 0,
          onPageChange: setPage,
          onLimitChange: (next) => {
            setLimit(next);
            setPage(1);
          },
        }}
        rowActions={(outlet) => [{ label: 'Open', onSelect: () => void navigate(vendorPath(outlet.id)) }]}
        isLoading={outlets.isLoading}
        isFetching={outlets.isFetching && outlets.isPlaceholderData}
        error={outlets.error ? errorMessage(outlets.error, 'The branches and franchises could not be loaded.') : null}
        onRetry={() => void outlets.refetch()}
        empty={
          search.query
            ? { title: 'Nothing matches', description: 'Try another search.' }
            : {
                title: 'No branches or franchises yet',
                description: abilities.createBranch || abilities.createFranchise ? 'Add one to give a location its own workspace and people.' : undefined,
              }
        }
      />
      {creating ? (
        <OutletFormModal parent={vendor} type={creating} onClose={() => setCreating(null)} onSaved={(saved) => void navigate(vendorPath(saved.id))} />
      ) : null}
    </Stack>
  );
}
