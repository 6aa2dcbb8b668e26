import { ActionIcon, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { acceptOf, UPLOAD_RULES } from '@procura/shared';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/format';
import { uploadFileDetailed } from '../../../lib/upload';
import type { TStepProps } from './StepFields';

const CATEGORY = 'rfp_attachment';

/**
 * Step 6: the RFP-wide documents (instructions, insurance requirements, a contract form). Each is
 * uploaded and checked at once, with progress; the form keeps its key and name, and the save adds
 * them to the draft. A line's documents are added on the RFP's Documents tab.
 */
export function DocumentsStep({ form, change }: TStepProps) {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Several files upload one after another; each lands on the list as it was when it finished.
  const documents = useRef(form.documents);
  documents.current = form.documents;
  const keep = (next: typeof form.documents) => {
    documents.current = next;
    change({ documents: next });
  };

  const upload = async (files: File[]) => {
    setProblem(null);
    for (const file of files) {
      setProgress({ name: file.name, percent: 0 });
      try {
        const stored = await uploadFileDetailed(file, { category: CATEGORY, onProgress: (percent) => setProgress({ name: file.name, percent }) });
        keep([...documents.current, { fileKey: stored.fileKey, name: file.name.replace(/\.[^.]+$/, ''), size: stored.size }]);
      } catch (error) {
        setProblem(`${file.name}: ${errorMessage(error, 'The file could not be uploaded.')}`);
      }
    }
    setProgress(null);
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Every invited vendor reads these once the RFP is published. Documents for one property (a site plan) are added on the RFP&apos;s Documents tab after
        saving. This step is optional.
      </Text>
      <FileInput
        label="Add documents"
        placeholder="Choose files"
        description={UPLOAD_RULES[CATEGORY].label}
        accept={acceptOf(CATEGORY)}
        multiple
        value={[]}
        onChange={(files) => void upload(files)}
        disabled={progress !== null}
        error={problem}
      />
      {progress ? <Progress value={progress.percent} size="sm" radius="xl" aria-label={`Uploading ${progress.name}`} /> : null}
      {form.documents.length ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents to add">
          {form.documents.map((document) => (
            <Paper component="li" key={document.fileKey} withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconFile aria-hidden size={18} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {document.name}{' '}
                    <Text span size="xs" c="dimmed">
                      {formatFileSize(document.size)}
                    </Text>
                  </Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${document.name}`}
                  onClick={() => keep(documents.current.filter((d) => d.fileKey !== document.fileKey))}
                  disabled={progress !== null}
                >
                  <IconTrash aria-hidden size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text size="sm">No documents yet.</Text>
      )}
    </Stack>
  );
}
