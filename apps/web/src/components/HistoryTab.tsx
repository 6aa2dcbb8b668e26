import { Badge, Group, Pagination, Paper, Stack, Text, Timeline } from '@mantine/core';
import { ZHistoryPageSchema, type THistoryEntry, type THistoryPage } from '@procura/shared';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { http } from '../lib/http';
import { formatDateTime } from '../lib/format';
import { TableEmptyState, TableErrorState } from './DataTable/DataTableStates';
import { actionLabel, fieldLabel, shownChanges, valueText, type THistoryVocabulary } from './history-text';
import { Spinner } from './Spinner';

/** Entries per page of every History tab. */
export const HISTORY_PAGE_SIZE = 20;

/** How a record's history is fetched: its query key and call for one page. */
export type THistoryQuery = (page: number) => { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<THistoryPage> };

/** The history of a record read at `${path}/history` (the API's one shape), cached under `queryKey` + 'history'. */
export const historyAt =
  (queryKey: QueryKey, path: string): THistoryQuery =>
  (page) => ({
    queryKey: [...queryKey, 'history', page],
    queryFn: async ({ signal }) => ZHistoryPageSchema.parse(await http.get(`${path}/history`, { page, limit: HISTORY_PAGE_SIZE }, { signal })),
  });

export interface THistoryTabProps {
  /** Names the timeline for assistive technology: 'Client history'. */
  label: string;
  vocabulary: THistoryVocabulary;
  query: THistoryQuery;
}

function Entry({ entry, vocabulary }: { entry: THistoryEntry; vocabulary: THistoryVocabulary }) {
  // A creation lists every field: the title says enough.
  const changes = entry.action === 'create' ? [] : shownChanges(vocabulary, entry.changes);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {actionLabel(vocabulary, entry.action)}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.createdAt} data-testid="history-time">
            {formatDateTime(entry.createdAt)}
          </time>
          {' · '}
          {entry.actorName ?? 'Someone outside your workspace'}
          {entry.workspaceName ? ` · from ${entry.workspaceName}` : null}
        </Text>
      </Group>
      {changes.map((change) => (
        <Text key={change.field} size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }} data-testid="history-change">
          <Badge variant="light" color="gray" radius="sm" tt="none" mr={6}>
            {fieldLabel(vocabulary, change.field)}
          </Badge>
          {valueText(vocabulary, change.field, change.before)} → {valueText(vocabulary, change.field, change.after)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The History tab of every record (docs/history.md): who did what, when and from which workspace,
 * newest first, each changed field "before → after" in the record's own words. The API has one
 * reader of the audit trail (platform/audit.ts) and the screens one view of it.
 */
export function HistoryTab({ label, vocabulary, query }: THistoryTabProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...query(page), placeholderData: keepPreviousData, refetchOnMount: true });
  if (history.isLoading) return <Spinner size={40} hint="Loading the history…" />;
  if (history.error)
    return <TableErrorState message={errorMessage(history.error, 'The history could not be loaded.')} onRetry={() => void history.refetch()} />;
  const entries = history.data?.data ?? [];
  if (entries.length === 0) return <TableEmptyState title="No changes recorded yet" />;
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / (history.data?.limit ?? HISTORY_PAGE_SIZE)));
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Timeline bulletSize={14} lineWidth={2} role="list" aria-label={label}>
        {entries.map((entry) => (
          <Timeline.Item key={entry.id} role="listitem">
            <Entry entry={entry} vocabulary={vocabulary} />
          </Timeline.Item>
        ))}
      </Timeline>
      {pages > 1 ? <Pagination mt="lg" total={pages} value={page} onChange={setPage} size="sm" aria-label="History pages" /> : null}
    </Paper>
  );
}
