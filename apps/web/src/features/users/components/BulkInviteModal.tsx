import { Alert, Button, FileInput, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { USER_UPLOAD_COLUMNS, USER_UPLOAD_MAX_BYTES, USER_UPLOAD_MAX_ROWS } from '@procura/shared';
import { IconDownload, IconFileExport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useDownloadUserUploadTemplate, useUploadUsers } from '../queries';
import { formatNumber } from '../../../lib/format';
import { FormModal } from '../../../components/unsaved-changes';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'];
const MAX_MEGABYTES = USER_UPLOAD_MAX_BYTES / (1024 * 1024);

/** Checked here too so that a wrong file is refused at once instead of after the upload. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'Choose a .csv or .xlsx file.';
  if (file.size > USER_UPLOAD_MAX_BYTES) return `The file is larger than ${MAX_MEGABYTES} MB.`;
  return undefined;
}

export function BulkInviteModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [file, setFile] = useState<File | null>(null);
  const downloadTemplate = useDownloadUserUploadTemplate();
  const upload = useUploadUsers();
  const problem = fileProblem(file);

  const close = () => {
    setFile(null);
    onClose();
  };
  const start = () => {
    if (!file || problem) return;
    upload.mutate(file, { onSuccess: close });
  };

  return (
    <FormModal opened={isOpen} isDirty={file !== null} isSubmitting={upload.isPending} onClose={close} title="Bulk invite">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Invite many people at once from a spreadsheet. Each row becomes a user; those marked authorized receive an invitation e-mail.
        </Text>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={36}>
            1
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <Text fw={600} size="sm">
              Download the template
            </Text>
            <Text size="sm" c="dimmed">
              Fill in one person per row, keeping the header row. Columns:
            </Text>
            <List size="xs" c="dimmed" spacing={2} style={{ columns: isMobile ? 1 : 3 }}>
              {USER_UPLOAD_COLUMNS.map((column) => (
                <List.Item key={column}>{column}</List.Item>
              ))}
            </List>
            <Button
              variant="light"
              leftSection={<IconDownload aria-hidden size={16} />}
              onClick={() => downloadTemplate.mutate()}
              loading={downloadTemplate.isPending}
              w="fit-content"
              mt={4}
            >
              Download template
            </Button>
          </Stack>
        </Group>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={36}>
            2
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <FileInput
              label="Upload the completed file"
              description={`.csv or .xlsx, up to ${MAX_MEGABYTES} MB and ${formatNumber(USER_UPLOAD_MAX_ROWS)} rows.`}
              placeholder="Choose a file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              leftSection={<IconFileExport aria-hidden size={16} />}
              value={file}
              onChange={setFile}
              clearable
              error={problem}
            />
          </Stack>
        </Group>
        <Alert variant="light" color="blue">
          The file is processed in the background. A result file listing each row's outcome appears in Background jobs.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button leftSection={<IconUpload aria-hidden size={16} />} onClick={start} disabled={!file || Boolean(problem)} loading={upload.isPending}>
            Upload and invite
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
