import { Stack, Text } from '@mantine/core';
import type { TAuditEntry } from '@procura/shared';
import type { TDataTableColumn } from '../../../components/DataTable';
import { humanize } from '../../../components/history-text';
import { formatDateTime } from '../../../lib/format';
import { auditEntityLabel } from '../audit-labels';

const shown = (value: unknown): string =>
  value === null || value === undefined || value === '' ? 'none' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** "Field: before → after", one line a field; the record's own History tab says it in its words. */
function Changes({ entry }: { entry: TAuditEntry }) {
  if (entry.changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No field changed
      </Text>
    );
  const first = entry.changes.slice(0, 4);
  return (
    <Stack gap={2}>
      {first.map((change) => (
        <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
          <Text span fw={600} size="xs">
            {humanize(change.field)}:
          </Text>{' '}
          {shown(change.before)} → {shown(change.after)}
        </Text>
      ))}
      {entry.changes.length > first.length ? (
        <Text size="xs" c="dimmed">
          and {entry.changes.length - first.length} more
        </Text>
      ) : null}
    </Stack>
  );
}

export const AUDIT_COLUMNS: TDataTableColumn<TAuditEntry>[] = [
  {
    key: 'createdAt',
    header: 'When',
    sortKey: 'createdAt',
    width: 170,
    render: (entry) => (
      <time dateTime={entry.createdAt} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
        {formatDateTime(entry.createdAt)}
      </time>
    ),
  },
  {
    key: 'entity',
    header: 'Record',
    sortKey: 'entity',
    width: 170,
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {auditEntityLabel(entry.entity)}
        </Text>
        {entry.tenantName ? (
          <Text size="xs" c="dimmed" truncate>
            {entry.tenantName}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'action', header: 'Action', sortKey: 'action', width: 130, render: (entry) => <Text size="sm">{humanize(entry.action)}</Text> },
  {
    key: 'actor',
    header: 'Who',
    sortKey: 'actor',
    width: 190,
    render: (entry) => (
      <Stack gap={0}>
        <Text size="sm">{entry.actorName ?? 'The system'}</Text>
        {entry.workspaceName ? (
          <Text size="xs" c="dimmed" truncate>
            from {entry.workspaceName}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'changes', header: 'Changes', render: (entry) => <Changes entry={entry} /> },
];
