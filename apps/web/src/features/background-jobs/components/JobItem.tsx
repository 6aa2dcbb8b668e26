import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { TBackgroundJob } from '@procura/shared';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadJobResult } from '../queries';
import { JobStatusBadge } from './JobStatusBadge';
import { formatDateTime } from '../../../lib/format';


export function JobItem({ job }: { job: TBackgroundJob }) {
  const download = useDownloadJobResult();

  return (
    <Stack gap={8} py="sm" px="md">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {job.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(job.createdAt)}
          </Text>
        </Stack>
        <JobStatusBadge status={job.status} />
      </Group>
      {job.status === 'pending' ? (
        <Progress
          value={Math.max(job.progress, 4)}
          size="sm"
          radius="xl"
          striped
          animated
          aria-label={`${job.title} progress`}
        />
      ) : null}
      {job.status === 'error' && job.error ? (
        <Text size="xs" c="red.7" role="alert">
          {job.error}
        </Text>
      ) : null}
      {job.status === 'success' ? (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload aria-hidden size={14} />}
            loading={download.isPending}
            onClick={() => download.mutate(job.id)}
            aria-label={`Download ${job.resultFileName ?? job.title}`}
          >
            Download
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
