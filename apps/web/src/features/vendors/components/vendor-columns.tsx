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

/** Name, then what kind of vendor and where: "Branch of GreenLeaf · Denver, CO". */
export function VendorNameCell({ vendor, showPlace = true }: { vendor: TVendorListItem; showPlace?: boolean }) {
  const kind = vendor.parent ? `${VENDOR_TYPE_LABELS[vendor.vendorType]} of ${vendor.parent.name}` : vendor.dba ? `DBA ${vendor.dba}` : null;
  const subtitle = [kind, showPlace ? placeOf(vendor) : null].filter(Boolean).join(' · ');
  return (
    <Group gap="sm" wrap="nowrap">
      <VendorLogo name={vendor.name} url={vendor.logoUrl} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={vendorPath(vendor.id)} fw={600} size="sm" c="dark.8" lineClamp={2}>
          {vendor.name}
        </Anchor>
        {subtitle ? (
          <Text size="xs" c="dimmed" truncate title={subtitle}>
            {subtitle}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** Type and city live under the name: seven narrow columns broke names letter by letter at 1280px. */
export const VENDOR_COLUMNS: readonly TDataTableColumn<TVendorListItem>[] = [
  { key: 'name', header: 'Vendor', sortKey: 'name', width: '30%', render: (vendor) => <VendorNameCell vendor={vendor} /> },
  {
    key: 'compliance',
    header: 'Compliance',
    sortKey: 'complianceExpiresOn',
    // "Expiring Dec 9, 2026" on one line.
    width: 185,
    render: (vendor) => <ComplianceBadge state={vendor.complianceState} expiresOn={vendor.complianceExpiresOn} />,
  },
  {
    key: 'approval',
    header: 'Approval',
    sortKey: 'approvalStatus',
    width: 135,
    render: (vendor) => (
      <Stack gap={4} align="flex-start">
        <ApprovalBadge status={vendor.approvalStatus} />
        <VendorStatusBadge status={vendor.status} />
      </Stack>
    ),
  },
  { key: 'services', header: 'Services', render: (vendor) => <ServicesSummary services={vendor.services} /> },
  { key: 'areas', header: 'Service areas', width: 150, render: (vendor) => (vendor.areaSummary ? <Text size="sm">{vendor.areaSummary}</Text> : dash) },
];
