import { Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { VENDOR_TYPE_LABELS, type TVendorListItem } from '@procura/shared';
import { Link } from 'react-router';
import type { TDataTableColumn } from '../../../components/DataTable';
import { ComplianceBadge } from './ComplianceBadge';
import { ApprovalBadge, VendorStatusBadge } from './VendorBadges';
import { VendorLogo } from './VendorLogo';
import { placeOf, vendorPath } from './vendor-format';

const SHOWN_SERVICES = 2;
const dash = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

export function ServicesSummary({ services }: { services: readonly string[] }) {
  if (services.length === 0) return dash;
  const rest = services.length - SHOWN_SERVICES;
  return (
    <Text size="sm" lineClamp={2}>
      {services.slice(0, SHOWN_SERVICES).join(', ')}
      {rest > 0 ? (
        <Tooltip label={services.slice(SHOWN_SERVICES).join(', ')} multiline maw={300} withArrow>
          <Text span size="sm" c="blue.8" fw={600}>
            {` +${rest}`}
          </Text>
        </Tooltip>
      ) : null}
    </Text>
  );
}

export function VendorNameCell({ vendor }: { vendor: TVendorListItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <VendorLogo name={vendor.name} url={vendor.logoUrl} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={vendorPath(vendor.id)} fw={600} size="sm" c="dark.8" style={{ overflowWrap: 'anywhere' }}>
          {vendor.name}
        </Anchor>
        {vendor.dba || vendor.parent ? (
          <Text size="xs" c="dimmed" truncate>
            {vendor.dba ? `DBA ${vendor.dba}` : `of ${vendor.parent?.name ?? ''}`}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

export const VENDOR_COLUMNS: readonly TDataTableColumn<TVendorListItem>[] = [
  { key: 'name', header: 'Vendor', sortKey: 'name', render: (vendor) => <VendorNameCell vendor={vendor} /> },
  { key: 'type', header: 'Type', render: (vendor) => VENDOR_TYPE_LABELS[vendor.vendorType] },
  {
    key: 'compliance',
    header: 'Compliance',
    sortKey: 'complianceExpiresOn',
    render: (vendor) => <ComplianceBadge state={vendor.complianceState} expiresOn={vendor.complianceExpiresOn} />,
  },
  {
    key: 'approval',
    header: 'Approval',
    sortKey: 'approvalStatus',
    render: (vendor) => (
      <Group gap={6} wrap="wrap">
        <ApprovalBadge status={vendor.approvalStatus} />
        <VendorStatusBadge status={vendor.status} />
      </Group>
    ),
  },
  { key: 'services', header: 'Services', width: 200, render: (vendor) => <ServicesSummary services={vendor.services} /> },
  { key: 'areas', header: 'Service areas', render: (vendor) => (vendor.areaSummary ? <Text size="sm">{vendor.areaSummary}</Text> : dash) },
  { key: 'place', header: 'City / state', hideOnCard: true, render: (vendor) => placeOf(vendor) || dash },
];
