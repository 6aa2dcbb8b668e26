import { Badge, Group, Pagination, Paper, Stack, Text, Timeline } from '@mantine/core';
import type { THistoryEntry } from '@procura/shared';
import { useState } from 'react';
import { TableEmptyState, TableErrorState } from '../../../../components/DataTable/DataTableStates';
import { Spinner } from '../../../../components/Spinner';
import { errorMessage } from '../../../../lib/api-error';
import { useClientHistory } from '../../queries';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  activate: 'Activated',
  deactivate: 'Deactivated',
  update_theme_header_image: 'Header image changed',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  clientType: 'Type',
  status: 'Status',
  parentCompany: 'Parent company',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  country: 'Country',
  state: 'State',
  city: 'City',
  zip: 'ZIP',
  phoneCode: 'Phone code',
  phoneNumber: 'Phone number',
  website: 'Website',
  notes: 'Notes',
  logoKey: 'Logo',
  headerImageKey: 'Header image',
};

const shown = (field: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  // File keys mean nothing to a reader: say that an image was set.
  if (field === 'logoKey' || field === 'headerImageKey') return 'an image';
  return String(value);
};

function Entry({ entry }: { entry: THistoryEntry }) {
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
        <Text key={change.field} size="sm" c="dark.6">
          <Badge variant="light" color="gray" radius="sm" tt="none" mr={6}>
            {FIELD_LABELS[change.field] ?? change.field}
          </Badge>
          {shown(change.field, change.before)} → {shown(change.field, change.after)}
        </Text>
      ))}
    </Stack>
  );
}

/** Who changed what and when (docs/product.md "Audit trail"), newest first. */
export function HistoryTab({ clientId }: { clientId: string }) {
  const [page, setPage] = useState(1);
  const history = useClientHistory(clientId, page);
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
