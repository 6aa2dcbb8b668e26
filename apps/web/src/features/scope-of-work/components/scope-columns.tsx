import { Anchor, Group, Stack, Text } from '@mantine/core';
import { CLIENT_SOW_SOURCE_LABELS, type TClientSowItem, type TSowLibraryItem } from '@procura/shared';
import { Link } from 'react-router';
import type { TDataTableColumn } from '../../../components/DataTable';
import { libraryPath, scopePath } from '../sow-format';
import { ComposedOfflineBadge, SowStatusBadge } from './SowBadges';
import { formatDate, formatNumber } from '../../../lib/format';

function Updated({ at, by }: { at: string; by: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDate(at)}</Text>
      {by ? (
        <Text size="xs" c="dimmed" truncate title={by}>
          {by}
        </Text>
      ) : null}
    </Stack>
  );
}

function ServiceCell({ service, category }: { service: string; category: string }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm">{service}</Text>
      <Text size="xs" c="dimmed">
        {category}
      </Text>
    </Stack>
  );
}

/** Source and version sit under the name: eight narrow columns broke services letter by letter at 1280px. */
export const SCOPE_COLUMNS: readonly TDataTableColumn<TClientSowItem>[] = [
  {
    key: 'name',
    header: 'Scope',
    sortKey: 'name',
    width: '32%',
    render: (scope) => (
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={scopePath(scope.id)} fw={600} size="sm" c="dark.8" lineClamp={2}>
          {scope.name}
        </Anchor>
        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            {`v${scope.version} · ${CLIENT_SOW_SOURCE_LABELS[scope.source]}`}
          </Text>
          {scope.composedOffline ? <ComposedOfflineBadge /> : null}
        </Group>
      </Stack>
    ),
  },
  { key: 'client', header: 'Client', sortKey: 'client', width: '17%', render: (scope) => <Text size="sm">{scope.clientName}</Text> },
  {
    key: 'service',
    header: 'Service',
    sortKey: 'service',
    width: '19%',
    render: (scope) => <ServiceCell service={scope.serviceName} category={scope.categoryName} />,
  },
  { key: 'status', header: 'Status', sortKey: 'status', width: 110, render: (scope) => <SowStatusBadge status={scope.status} /> },
  { key: 'properties', header: 'Properties', width: 100, align: 'right', render: (scope) => <Text size="sm">{formatNumber(scope.propertyCount)}</Text> },
  { key: 'updated', header: 'Updated', sortKey: 'updatedAt', width: 130, render: (scope) => <Updated at={scope.updatedAt} by={scope.updatedByName} /> },
];

export const LIBRARY_COLUMNS: readonly TDataTableColumn<TSowLibraryItem>[] = [
  {
    key: 'title',
    header: 'Library text',
    sortKey: 'title',
    width: '34%',
    render: (entry) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={libraryPath(entry.id)} fw={600} size="sm" c="dark.8" lineClamp={2}>
          {entry.title}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1} title={entry.excerpt}>
          {entry.excerpt}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'service',
    header: 'Category › Service',
    sortKey: 'service',
    render: (entry) => <ServiceCell service={entry.serviceName} category={entry.categoryName} />,
  },
  { key: 'status', header: 'Status', width: 110, render: (entry) => <SowStatusBadge status={entry.status} /> },
  { key: 'version', header: 'Version', width: 90, align: 'right', render: (entry) => <Text size="sm">{entry.version}</Text> },
  { key: 'updated', header: 'Updated', sortKey: 'updatedAt', width: 140, render: (entry) => <Updated at={entry.updatedAt} by={entry.updatedByName} /> },
];
