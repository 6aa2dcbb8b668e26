import { Alert, Button, Code, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import type { TContractDiffEntry, TContractVersion } from '@procura/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { formatDateTime } from '../../../lib/format';
import { useContractVersions } from '../queries';

const KIND_LABELS: Record<TContractVersion['kind'], string> = {
  CREATED: 'Created',
  AMENDED: 'Amended',
  ACTIVATED: 'Activated',
  RENEWED: 'Renewed',
  EXPIRED: 'Expired',
  TERMINATED: 'Terminated',
  BULK_UPDATE: 'Bulk update',
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function Diff({ diff }: { diff: TContractDiffEntry[] }) {
  if (diff.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {diff.map((d) => (
            <Table.Tr key={d.path}>
              <Table.Td>
                <Code>{d.path}</Code>
              </Table.Td>
              <Table.Td>{shown(d.before)}</Table.Td>
              <Table.Td>{shown(d.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every version of the contract, newest first: who, when, why, and what changed. */
export function ContractVersionsTab({ contractId }: { contractId: string }) {
  const [page, setPage] = useState(1);
  const versions = useContractVersions(contractId, page);
  if (versions.isLoading) return <Spinner hint="Loading the versions…" />;
  if (versions.error || !versions.data)
    return (
      <Alert color="red" variant="light" title="The versions could not be loaded">
        <Button size="xs" variant="default" onClick={() => void versions.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { data, total, limit } = versions.data;
  if (data.length === 0) return <EmptyState title="No versions yet" />;
  return (
    <Stack component="section" gap="sm" aria-busy={versions.isFetching} aria-label="Versions">
      {data.map((v) => (
        <Paper key={v.id} withBorder p="md" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600} size="sm">
                Version {v.version} · {KIND_LABELS[v.kind]}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(v.changedAt)} · {v.changedByName ?? (v.changedBy ? 'Someone' : 'Procura')}
              </Text>
            </Group>
            {v.reason ? <Text size="sm">{v.reason}</Text> : null}
            <Diff diff={v.diff} />
          </Stack>
        </Paper>
      ))}
      {total > limit ? <Pagination value={page} onChange={setPage} total={Math.ceil(total / limit)} aria-label="Versions pages" /> : null}
    </Stack>
  );
}
