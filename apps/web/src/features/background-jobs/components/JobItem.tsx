import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
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
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {/* Long names (a file name without spaces) wrap anywhere, up to three lines; the whole name is in the tooltip. */}
          <Text size="sm" fw={600} lineClamp={3} title={job.title} style={{ overflowWrap: 'anywhere' }}>
            {job.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(job.createdAt)}
          </Text>
        </Stack>
        <Box style={{ flexShrink: 0 }}>
          <JobStatusBadge status={job.status} />
        </Box>
      </Group>
      {job.status === 'pending' ? (
        <Progress value={Math.max(job.progress, 4)} size="sm" radius="xl" striped animated aria-label={`${job.title} progress`} />
      ) : null}
      {job.status === 'error' && job.error ? (
        <Text size="xs" c="red.7" role="alert" style={{ overflowWrap: 'anywhere' }}>
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
