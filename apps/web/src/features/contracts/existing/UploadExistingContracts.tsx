import { Button, Card, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientPicker } from '../../pickers';
import type { TPickerOption } from '../../pickers';
import { useUploadExistingContracts } from './queries';

const ACCEPT = '.pdf,.docx,.zip';
const problemOf = (files: readonly File[]) =>
  files.find((f) => !/\.(pdf|docx|zip)$/i.test(f.name))
    ? 'Choose PDF or Word files, or a ZIP of them.'
    : files.length > 50
      ? 'At most 50 files at once: put more in a ZIP.'
      : undefined;

/** Contracts signed before Procura: PDFs, Word files or a ZIP of them, for one client. */
export function UploadExistingContracts({ onUploaded }: { onUploaded: (jobId: string | null) => void }) {
  const [client, setClient] = useState<TPickerOption | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const { upload, isPending } = useUploadExistingContracts();
  const problem = problemOf(files);
  const start = () => {
    if (!client || files.length === 0 || problem) return;
    upload({ clientId: client.value, files }, (batch) => {
      setFiles([]);
      onUploaded(batch.jobId);
    });
  };
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="upload-existing-title">
      <Stack gap="sm">
        <Text id="upload-existing-title" fw={600}>
          Upload existing contracts
        </Text>
        <Text size="sm" c="dimmed">
          Each contract is read in the background (scanned pages too), its parties, dates, renewal, notice, amounts, properties and services found, and put in
          the queue below for you to check. Nothing becomes a contract until you confirm it.
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ClientPicker label="Client" value={client} onChange={setClient} required w={{ base: '100%', sm: 280 }} />
          <FileInput
            label="Contracts"
            description="PDF or Word files up to 25 MB, or a ZIP of them up to 200 MB"
            placeholder="Choose files"
            accept={ACCEPT}
            multiple
            clearable
            value={files}
            onChange={setFiles}
            error={problem}
            leftSection={<IconFileText aria-hidden size={16} />}
            w={{ base: '100%', sm: 360 }}
          />
          <Button
            leftSection={<IconUpload aria-hidden size={16} />}
            onClick={start}
            loading={isPending}
            disabled={!client || files.length === 0 || Boolean(problem)}
          >
            Upload and read
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
