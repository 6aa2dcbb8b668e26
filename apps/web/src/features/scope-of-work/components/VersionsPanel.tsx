import { Alert, Box, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TSowDiff, TSowVersion } from '@procura/shared';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, NoteCell, type TDataTableColumn, type TDataTableRowAction, useTabPaging } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-error';
import type { TSowDocKind } from '../api';
import { useRestoreVersion, useVersion, useVersionDiff, useVersions } from '../queries';
import classes from './VersionsPanel.module.css';
import { SowEditor } from './SowEditor';
import { formatDateTime } from '../../../lib/format';

interface TVersionsPanelProps {
  kind: TSowDocKind;
  id: string;
  /** The document's current version: versions run 1…current. */
  currentVersion: number;
  canRestore: boolean;
}

const COLUMNS: readonly TDataTableColumn<TSowVersion>[] = [
  { key: 'version', header: 'Version', width: 90, render: (version) => <Text size="sm" fw={600}>{`v${version.version}`}</Text> },
  {
    key: 'note',
    header: 'Change note',
    render: (version) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <NoteCell text={version.changeNote} empty="No note" />
        <Text size="xs" c="dimmed" truncate title={version.name}>
          {version.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'by', header: 'By', width: 180, render: (version) => <Text size="sm">{version.createdByName ?? 'Someone outside your workspace'}</Text> },
  { key: 'at', header: 'When', width: 190, render: (version) => <Text size="sm">{formatDateTime(version.createdAt)}</Text> },
];

/** What changed between two versions, words struck out in red and added in green. */
export function DiffView({ diff }: { diff: TSowDiff }) {
  const changed = diff.parts.some((part) => part.kind !== 'same');
  return (
    <Stack gap="xs">
      <Group gap="md" aria-hidden="true">
        <Text size="xs" c="dimmed">
          <span className={classes.removed}>Removed</span> in v{diff.from}
        </Text>
        <Text size="xs" c="dimmed">
          <span className={classes.added}>Added</span> in v{diff.to}
        </Text>
      </Group>
      {changed ? (
        <Box className={classes.diff} aria-label={`Changes from version ${diff.from} to version ${diff.to}`} role="region" tabIndex={0}>
          {diff.parts.map((part, index) =>
            part.kind === 'added' ? (
              <ins key={index} className={classes.added}>
                {part.text}
              </ins>
            ) : part.kind === 'removed' ? (
              <del key={index} className={classes.removed}>
                {part.text}
              </del>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          The two versions have the same text.
        </Text>
      )}
    </Stack>
  );
}

function VersionModal({ kind, id, version, onClose }: { kind: TSowDocKind; id: string; version: number; onClose: () => void }) {
  const detail = useVersion(kind, id, version);
  return (
    <Modal opened onClose={onClose} title={`Version ${version}`} size="xl" radius="lg" styles={{ title: { fontWeight: 700 } }}>
      {detail.isLoading ? (
        <Skeleton h={240} radius="md" />
      ) : detail.error || !detail.data ? (
        <Alert color="red" variant="light">
          {errorMessage(detail.error, 'The version could not be loaded.')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {detail.data.name} · {detail.data.createdByName ?? 'Someone outside your workspace'} · {formatDateTime(detail.data.createdAt)}
            {detail.data.changeNote ? ` · “${detail.data.changeNote}”` : ''}
          </Text>
          <SowEditor value={detail.data.content} readOnly label={`Text of version ${version}`} />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The versions of a library text or a client scope (one component for both): who saved what
 * and when, any version's text, a diff between any two, and restore (a new version copying
 * the old one, so nothing is lost).
 */
export function VersionsPanel({ kind, id, currentVersion, canRestore }: TVersionsPanelProps) {
  const { page, limit, paging } = useTabPaging();
  const versions = useVersions(kind, id, page, limit);
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const [from, setFrom] = useState<string | null>(currentVersion > 1 ? String(currentVersion - 1) : null);
  const [to, setTo] = useState<string | null>(String(currentVersion));
  const diff = useVersionDiff(kind, id, pair);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = useRestoreVersion(kind, id);
  const options = Array.from({ length: currentVersion }, (_, index) => {
    const value = currentVersion - index;
    return { value: String(value), label: value === currentVersion ? `v${value} (current)` : `v${value}` };
  });
  const compare = (a: number, b: number) => {
    setFrom(String(a));
    setTo(String(b));
    setPair({ from: a, to: b });
  };

  const rowActions = (version: TSowVersion): TDataTableRowAction[] => [
    { label: 'View', onSelect: () => setViewing(version.version) },
    ...(version.version > 1 ? [{ label: 'Compare with previous', onSelect: () => compare(version.version - 1, version.version) }] : []),
    ...(version.version !== currentVersion ? [{ label: 'Compare with current', onSelect: () => compare(version.version, currentVersion) }] : []),
    ...(canRestore && version.version !== currentVersion ? [{ label: 'Restore', onSelect: () => setRestoring(version.version) }] : []),
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="md" fw={600} mb="sm">
          Compare versions
        </Title>
        {currentVersion < 2 ? (
          <Text size="sm" c="dimmed">
            There is one version so far: save a change to compare.
          </Text>
        ) : (
          <Stack gap="md">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="From"
                data={options}
                value={from}
                onChange={setFrom}
                allowDeselect={false}
                w={{ base: '100%', xs: 160 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label="To"
                data={options}
                value={to}
                onChange={setTo}
                allowDeselect={false}
                w={{ base: '100%', xs: 160 }}
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                variant="light"
                leftSection={<IconArrowsDiff aria-hidden size={16} />}
                disabled={!from || !to || from === to}
                onClick={() => from && to && setPair({ from: Number(from), to: Number(to) })}
              >
                Compare
              </Button>
            </Group>
            {pair ? (
              diff.isLoading ? (
                <Skeleton h={120} radius="md" />
              ) : diff.error || !diff.data ? (
                <Alert color="red" variant="light">
                  {errorMessage(diff.error, 'The versions could not be compared.')}
                </Alert>
              ) : (
                <DiffView diff={diff.data} />
              )
            ) : null}
          </Stack>
        )}
      </Paper>
      <DataTable
        label="Versions"
        columns={COLUMNS}
        rows={versions.data?.data}
        getRowId={(version) => String(version.version)}
        getRowLabel={(version) => `version ${version.version}`}
        paging={paging(versions.data?.total ?? 0)}
        rowActions={rowActions}
        isLoading={versions.isLoading}
        isFetching={versions.isFetching && versions.isPlaceholderData}
        error={versions.error ? errorMessage(versions.error, 'The versions could not be loaded.') : null}
        onRetry={() => void versions.refetch()}
        empty={{ title: 'No versions yet' }}
      />
      {viewing !== null ? <VersionModal kind={kind} id={id} version={viewing} onClose={() => setViewing(null)} /> : null}
      <ConfirmModal
        isOpen={restoring !== null}
        title="Restore version"
        message={`Restore version ${restoring ?? ''}? Its text becomes version ${currentVersion + 1}; every version stays in the list.`}
        confirmLabel="Restore"
        isDestructive={false}
        isPending={restore.isPending}
        onConfirm={() => restoring !== null && restore.mutate(restoring, { onSuccess: () => setRestoring(null) })}
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}
