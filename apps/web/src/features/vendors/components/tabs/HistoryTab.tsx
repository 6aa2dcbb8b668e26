import { Badge, Group, Pagination, Paper, Stack, Text, Timeline } from '@mantine/core';
import { COVERAGE_TYPE_LABELS, VENDOR_APPROVAL_STATUS_LABELS, VENDOR_DOCUMENT_KIND_LABELS, type TCoverageType, type TVendorApprovalStatus, type TVendorDocumentKind, type THistoryEntry } from '@procura/shared';
import { useState } from 'react';
import { TableEmptyState, TableErrorState } from '../../../../components/DataTable/DataTableStates';
import { Spinner } from '../../../../components/Spinner';
import { errorMessage } from '../../../../lib/api-error';
import { useVendorHistory } from '../../queries';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  submit: 'Sent for approval',
  approve: 'Approved',
  reject: 'Not approved',
  activate: 'Activated',
  deactivate: 'Deactivated',
  document_add: 'Document added',
  document_update: 'Document corrected',
  document_remove: 'Document removed',
  document_expire: 'Certificate expired',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  dba: 'DBA',
  taxId: 'Tax id',
  businessStructure: 'Business structure',
  ownershipTags: 'Ownership',
  leadSource: 'Lead source',
  email: 'E-mail',
  status: 'Status',
  approvalStatus: 'Approval',
  approvalReason: 'Reason',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  country: 'Country',
  state: 'State',
  city: 'City',
  zip: 'ZIP',
  phoneCode: 'Phone code',
  phoneNumber: 'Phone number',
  website: 'Website',
  yearsInBusiness: 'Years in business',
  employeeCount: 'Employees',
  notes: 'Notes',
  logoKey: 'Logo',
  services: 'Services',
  areas: 'Service areas',
  kind: 'Document',
  fileName: 'File',
  insurer: 'Insurer',
  policyNumber: 'Policy',
  coverageType: 'Coverage',
  eachOccurrence: 'Each occurrence',
  aggregate: 'Aggregate',
  additionalInsured: 'Additional insured',
  effectiveOn: 'Effective',
  expiresOn: 'Expires',
};

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return 'none';
  // File keys mean nothing to a reader: say that an image was set.
  if (field === 'logoKey') return 'an image';
  if (field === 'approvalStatus' && typeof value === 'string' && value in VENDOR_APPROVAL_STATUS_LABELS) return VENDOR_APPROVAL_STATUS_LABELS[value as TVendorApprovalStatus];
  if (field === 'kind' && typeof value === 'string' && value in VENDOR_DOCUMENT_KIND_LABELS) return VENDOR_DOCUMENT_KIND_LABELS[value as TVendorDocumentKind];
  if (field === 'coverageType' && typeof value === 'string' && value in COVERAGE_TYPE_LABELS) return COVERAGE_TYPE_LABELS[value as TCoverageType];
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

function Entry({ entry }: { entry: THistoryEntry }) {
  // A creation lists every field: the title says enough.
  const changes = entry.action === 'create' ? [] : entry.changes;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {ACTIONS[entry.action] ?? entry.action}
        </Text>
        <Text size="xs" c="dimmed">
          {new Date(entry.createdAt).toLocaleString()} · {entry.actorName ?? 'Someone outside your workspace'}
        </Text>
      </Group>
      {changes.map((change) => (
        <Text key={change.field} size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          <Badge variant="light" color="gray" radius="sm" tt="none" mr={6}>
            {FIELD_LABELS[change.field] ?? change.field}
          </Badge>
          {shown(change.field, change.before)} → {shown(change.field, change.after)}
        </Text>
      ))}
    </Stack>
  );
}

/** Every edit, decision and document change (issue #9: every transition is in the history), newest first. */
export function HistoryTab({ vendorId }: { vendorId: string }) {
  const [page, setPage] = useState(1);
  const history = useVendorHistory(vendorId, page);
  if (history.isLoading) return <Spinner size={40} hint="Loading the history…" />;
  if (history.error) return <TableErrorState message={errorMessage(history.error, 'The history could not be loaded.')} onRetry={() => void history.refetch()} />;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <TableEmptyState title="No changes recorded yet" />;
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / (history.data?.limit ?? 20)));
  return (
    <Paper withBorder radius="lg" p="lg">
      <Timeline bulletSize={14} lineWidth={2}>
        {entries.map((entry) => (
          <Timeline.Item key={entry.id}>
            <Entry entry={entry} />
          </Timeline.Item>
        ))}
      </Timeline>
      {pages > 1 ? <Pagination mt="lg" total={pages} value={page} onChange={setPage} size="sm" aria-label="History pages" /> : null}
    </Paper>
  );
}
