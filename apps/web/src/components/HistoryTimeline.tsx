import { Badge, Group, Pagination, Paper, Stack, Text, Timeline } from '@mantine/core';
import type { THistoryEntry, THistoryPage } from '@procura/shared';
import { TableEmptyState, TableErrorState } from './DataTable/DataTableStates';
import { Spinner } from './Spinner';
import { errorMessage } from '../lib/api-error';

/*
 * The audit trail of one record (docs/product.md "Audit trail"), as the clients and vendors
 * History tabs show it: action, who and when, then each changed field "before → after".
 * One component for any feature's THistoryPage (the API has one reader, platform/audit.ts);
 * a feature gives only its words for actions and fields.
 */

export interface THistoryTimelineProps {
  history: { data: THistoryPage | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
  /** 'update' → 'Edited'; unknown actions are shown as sent. */
  actionLabels: Readonly<Record<string, string>>;
  fieldLabels: Readonly<Record<string, string>>;
  /** A value as a reader understands it; default: text, lists joined, booleans yes/no. */
  formatValue?: (field: string, value: unknown) => string | null;
  /** Fields not worth showing (timestamps, search text, rendered copies). */
  hiddenFields?: ReadonlySet<string>;
  label: string;
}

function defaultShown(value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Entry({ entry, props }: { entry: THistoryEntry; props: THistoryTimelineProps }) {
  // A creation lists every field: the title says enough.
  const changes = entry.action === 'create' ? [] : entry.changes.filter((change) => !props.hiddenFields?.has(change.field));
  const shown = (field: string, value: unknown) => props.formatValue?.(field, value) ?? defaultShown(value);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {props.actionLabels[entry.action] ?? entry.action}
        </Text>
        <Text size="xs" c="dimmed">
          {new Date(entry.createdAt).toLocaleString()} · {entry.actorName ?? 'Someone outside your workspace'}
        </Text>
      </Group>
      {changes.map((change) => (
        <Text key={change.field} size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
          <Badge variant="light" color="gray" radius="sm" tt="none" mr={6}>
            {props.fieldLabels[change.field] ?? change.field}
          </Badge>
          {shown(change.field, change.before)} → {shown(change.field, change.after)}
        </Text>
      ))}
    </Stack>
  );
}

export function HistoryTimeline(props: THistoryTimelineProps) {
  const { history, page, onPageChange, label } = props;
  if (history.isLoading) return <Spinner size={40} hint="Loading the history…" />;
  if (history.error) return <TableErrorState message={errorMessage(history.error, 'The history could not be loaded.')} onRetry={() => void history.refetch()} />;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <TableEmptyState title="No changes recorded yet" />;
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / (history.data?.limit ?? 20)));
  return (
    <Paper withBorder radius="lg" p="lg">
      <Timeline bulletSize={14} lineWidth={2} aria-label={label}>
        {entries.map((entry) => (
          <Timeline.Item key={entry.id}>
            <Entry entry={entry} props={props} />
          </Timeline.Item>
        ))}
      </Timeline>
      {pages > 1 ? <Pagination mt="lg" total={pages} value={page} onChange={onPageChange} size="sm" aria-label="History pages" /> : null}
    </Paper>
  );
}
