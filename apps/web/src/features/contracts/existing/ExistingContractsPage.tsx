import { Anchor, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { CONTRACT_EXTRACTION_STATUSES, ZExistingContractQuerySchema, type TExistingContractItem } from '@procura/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, emptyState, manyFilter, tableProps, useUrlListState, type TDataTableColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { formatDateTime } from '../../../lib/format';
import { useKnownBackgroundJobs } from '../../background-jobs';
import { EXTRACTION_STATUS, ExtractionStatusBadge } from './existing-format';
import { existingPath } from './existing-route';
import { useExistingContracts } from './queries';
import { UploadExistingContracts } from './UploadExistingContracts';

const FILTER_KEYS = ['status'] as const;

const COLUMNS: readonly TDataTableColumn<TExistingContractItem>[] = [
  {
    key: 'fileName',
    header: 'Document',
    sortKey: 'fileName',
    render: (row) => (
      <Stack gap={0}>
        <Anchor component={Link} to={existingPath(row.id)} size="sm" fw={600}>
          {row.fileName}
        </Anchor>
        {row.error ? (
          <Text size="xs" c="red.8">
            {row.error}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'client', header: 'Client', sortKey: 'client', render: (row) => row.clientName },
  { key: 'vendor', header: 'Vendor (as written)', render: (row) => row.vendorName ?? '—' },
  { key: 'status', header: 'Status', sortKey: 'status', render: (row) => <ExtractionStatusBadge status={row.status} /> },
  { key: 'createdAt', header: 'Uploaded', sortKey: 'createdAt', render: (row) => formatDateTime(row.createdAt) },
];

/** /contracts/existing: the upload and the review queue (docs/contracts.md "Existing contracts: upload and review"). */
export default function ExistingContractsPage() {
  const list = useUrlListState({ schema: ZExistingContractQuerySchema, filterKeys: FILTER_KEYS });
  // The job of the batch just uploaded: the queue is polled until it has finished.
  const [jobId, setJobId] = useState<string | null>(null);
  const jobs = useKnownBackgroundJobs();
  const isBatchRunning = jobId !== null && (jobs?.find((job) => job.id === jobId)?.status ?? 'pending') === 'pending';
  const rows = useExistingContracts(list.query, isBatchRunning);
  const { refetch } = rows;
  // Once more when the job has finished: its last documents may have been read after the last poll.
  useEffect(() => {
    if (jobId && !isBatchRunning) void refetch();
  }, [jobId, isBatchRunning, refetch]);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Existing contracts"
        description="Upload contracts signed before Procura, check what was read from each, and confirm it as a contract."
      />
      <Stack gap="lg">
        <UploadExistingContracts onUploaded={setJobId} />
        <Group gap="sm">
          <MultiSelect
            {...manyFilter(list, 'status', 'Status')}
            data={CONTRACT_EXTRACTION_STATUSES.map((value) => ({ value, label: EXTRACTION_STATUS[value].label }))}
            w={{ base: '100%', sm: 320 }}
          />
        </Group>
        <DataTable
          label="Review queue"
          columns={COLUMNS}
          {...tableProps(list, rows, 'The queue could not be loaded.')}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.fileName}
          rowActions={(row) => [{ label: row.status === 'NEEDS_REVIEW' ? 'Review' : 'Open', onSelect: () => void navigate(existingPath(row.id)) }]}
          empty={emptyState(list, 'No document matches these filters', {
            title: 'Nothing to review yet',
            description: 'Upload contracts above: each one appears here once it has been read.',
          })}
        />
      </Stack>
    </>
  );
}
