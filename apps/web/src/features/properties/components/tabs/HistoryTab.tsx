import { Badge, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import type { TPropertyDetail } from '@procura/shared';
import { IconHistory } from '@tabler/icons-react';
import { DataTablePagination } from '../../../../components/DataTable/DataTablePagination';
import { TableErrorState } from '../../../../components/DataTable/DataTableStates';
import { EmptyState } from '../../../../components/EmptyState';
import { errorMessage } from '../../../../lib/api-error';
import { useIsMobile } from '../../../../lib/use-is-mobile';
import type { THistoryEntry } from '@procura/shared';
import { dateTimeFormat } from '../../property-display';
import { usePropertyHistory } from '../../queries';
import { useTabPaging } from '../../../../components/DataTable';

const ACTION_LABELS: Record<string, string> = { create: 'Created', update: 'Updated', delete: 'Deleted' };
/** 'contact_add' → 'Contact add'; the plain verbs read as past tense. */
function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const HIDDEN_FIELDS = new Set(['updatedAt', 'createdAt', 'searchText', 'tenantId', 'id']);
const changesOf = (entry: THistoryEntry) => entry.changes.filter((change) => !HIDDEN_FIELDS.has(change.field));

export function HistoryTab({ property }: { property: TPropertyDetail }) {
  const isMobile = useIsMobile();
  const { page, limit, paging } = useTabPaging();
  const history = usePropertyHistory({ propertyId: property.id, page, limit });

  if (history.error) return <Paper withBorder radius="lg"><TableErrorState message={errorMessage(history.error, 'The history could not be loaded.')} onRetry={() => void history.refetch()} /></Paper>;
  if (history.isLoading) return <Text size="sm" c="dimmed">Loading the history…</Text>;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <Paper withBorder radius="lg"><EmptyState title="No changes recorded yet" icon={<IconHistory aria-hidden size={24} />} /></Paper>;

  return (
    <Paper withBorder radius="lg" p="lg">
      <Timeline bulletSize={14} lineWidth={2} aria-label="Property history">
        {entries.map((entry) => {
          const changes = changesOf(entry);
          return (
            <Timeline.Item
              key={String(entry.id)}
              title={
                <Group gap="xs">
                  <Badge variant="light" radius="sm" tt="none">{actionLabel(entry.action)}</Badge>
                  <Text size="sm" fw={600}>{entry.actorName ?? 'System'}</Text>
                </Group>
              }
            >
              <Text size="xs" c="dimmed" mt={4}>{dateTimeFormat.format(new Date(entry.createdAt))}</Text>
              {changes.length > 0 ? (
                <Stack gap={2} mt={6}>
                  {changes.slice(0, 12).map((change) => (
                    <Text key={change.field} size="sm">
                      <Text span fw={600}>{change.field}</Text>: {show(change.before)} → {show(change.after)}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
      <DataTablePagination paging={paging(history.data?.total ?? 0)} isCompact={isMobile} />
    </Paper>
  );
}
