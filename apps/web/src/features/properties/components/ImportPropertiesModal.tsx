import { Alert, Button, FileInput, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { PROPERTY_IMPORT_COLUMNS, PROPERTY_IMPORT_MAX_ROWS } from '@procura/shared';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../../lib/file-download';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useImportProperties } from '../queries';
import { formatNumber } from '../../../lib/format';
import { FormModal } from '../../../components/unsaved-changes';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'];
const MAX_MEGABYTES = 25;

function fileProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'Choose a .csv or .xlsx file.';
  if (file.size > MAX_MEGABYTES * 1024 * 1024) return `The file is larger than ${MAX_MEGABYTES} MB.`;
  return undefined;
}

/** The header row is the whole template: the export writes the same columns, so an export can be edited and imported back. */
function downloadTemplate() {
  const header = PROPERTY_IMPORT_COLUMNS.map((column) => `"${column}"`).join(',');
  saveBlob(new Blob([`${header}\r\n`], { type: 'text/csv' }), 'property-import-template.csv');
}

export function ImportPropertiesModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const isMobile = useIsMobile();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportProperties();
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
    <FormModal opened={isOpen} isDirty={file !== null} isSubmitting={upload.isPending} onClose={close} title="Import properties">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Add many properties at once from a spreadsheet. Clients, states, counties and cities are matched by name; a row that cannot be matched is reported and
          nothing of it is imported.
        </Text>
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={36}>
            1
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <Text fw={600} size="sm">
              Use these columns, in this order
            </Text>
            <List size="xs" c="dimmed" spacing={2} style={{ columns: isMobile ? 2 : 3 }}>
              {PROPERTY_IMPORT_COLUMNS.map((column) => (
                <List.Item key={column}>{column}</List.Item>
              ))}
            </List>
            <Button variant="light" leftSection={<IconDownload aria-hidden size={16} />} onClick={downloadTemplate} w="fit-content" mt={4}>
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
              description={`.csv or .xlsx, up to ${MAX_MEGABYTES} MB and ${formatNumber(PROPERTY_IMPORT_MAX_ROWS)} rows.`}
              placeholder="Choose a file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              leftSection={<IconFileSpreadsheet aria-hidden size={16} />}
              value={file}
              onChange={setFile}
              clearable
              error={problem}
            />
          </Stack>
        </Group>
        <Alert variant="light" color="blue">
          The file is imported in the background. Its report, one line per row, is downloadable from Background jobs.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button leftSection={<IconUpload aria-hidden size={16} />} onClick={start} disabled={!file || Boolean(problem)} loading={upload.isPending}>
            Upload and import
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
