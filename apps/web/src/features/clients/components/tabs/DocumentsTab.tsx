import { Button, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TClientDetail } from '@procura/shared';
import { IconDownload } from '@tabler/icons-react';
import { useStoredFileDownload } from '../../../../lib/use-stored-file-download';

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

function FileCard({ label, fileKey, previewUrl }: { label: string; fileKey: string | null; previewUrl: string | null }) {
  const download = useStoredFileDownload();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {label}
        </Text>
        {previewUrl ? <Image src={previewUrl} alt={`${label} of the client`} h={100} fit="contain" /> : <Text size="sm" c="dimmed">None uploaded.</Text>}
        {fileKey ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {fileNameOf(fileKey)}
            </Text>
            <Button size="xs" variant="default" leftSection={<IconDownload aria-hidden size={14} />} onClick={() => download.mutate(fileKey)} loading={download.isPending} aria-label={`Download ${label.toLowerCase()}`}>
              Download
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The client's files. Today these are its logo and header image; contracts, SOWs and RFP
 * attachments will list here as those features land.
 */
export function DocumentsTab({ client }: { client: TClientDetail }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FileCard label="Logo" fileKey={client.logoKey} previewUrl={client.logoUrl} />
        <FileCard label="Header image" fileKey={client.headerImageKey} previewUrl={client.headerImageUrl} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Contracts, scopes of work and RFP documents of this client will be listed here once those areas are built.
      </Text>
    </Stack>
  );
}
