import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useStoredFileDownload } from '../../lib/use-stored-file-download';

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export interface TRecordFile {
  /** 'Logo', 'Header image'. */
  label: string;
  fileKey: string | null;
  previewUrl: string | null;
  /** The preview's text alternative ('Logo of the client'). */
  alt: string;
}

/** One file a record holds in a field of its own (a client's logo): a preview and its download. */
export function FileCard({ label, fileKey, previewUrl, alt }: TRecordFile) {
  const download = useStoredFileDownload();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {previewUrl ? (
          <Image src={previewUrl} alt={alt} h={100} fit="contain" />
        ) : (
          <Text size="sm" c="dimmed">
            None uploaded.
          </Text>
        )}
        {fileKey ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {fileNameOf(fileKey)}
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload aria-hidden size={14} />}
              onClick={() => download.mutate(fileKey)}
              loading={download.isPending}
              aria-label={`Download ${label.toLowerCase()}`}
            >
              Download
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
