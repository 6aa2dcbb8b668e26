import { Alert, Button, FileInput, Group, List, Paper, Progress, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { UPLOAD_RULES } from '@procura/shared';
import { IconAlertTriangle, IconDownload, IconFileTypeDocx, IconUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/file-download';
import { acceptFor, uploadFile } from '../../../lib/upload';
import { useCreateSowTemplate } from './templates-queries';

const NAME_MAX = 150;

interface TUploadProblem {
  message: string;
  /** Each thing the check found (e.g. every unknown placeholder), when the server listed them. */
  details: string[];
}

function problemOf(error: unknown): TUploadProblem {
  const message = errorMessage(error, 'The template could not be uploaded. Try again.');
  if (!(error instanceof ApiError)) return { message, details: [] };
  const details = [...new Set(Object.values(error.fieldErrors).flat())].filter((d) => d !== message);
  return { message, details };
}

/** Written on demand: the ZIP writer is not part of the page. */
async function downloadSample() {
  const { sampleTemplate, SAMPLE_TEMPLATE_FILE_NAME } = await import('./sample-template');
  saveBlob(sampleTemplate(), SAMPLE_TEMPLATE_FILE_NAME);
}

/** Upload a `sow_template` DOCX and name it; the server checks its placeholders before keeping it. */
export function TemplateUploadForm() {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<TUploadProblem | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const create = useCreateSowTemplate();
  const isBusy = progress !== null || create.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = 'Enter the template name.';
    else if (name.trim().length > NAME_MAX) next.name = `The template name is at most ${NAME_MAX} characters.`;
    if (!file) next.file = 'Choose a Word document (.docx).';
    setErrors(next);
    setProblem(null);
    if (next.name || next.file || !file) return;
    try {
      setProgress(0);
      const fileKey = await uploadFile(file, { category: 'sow_template', onProgress: setProgress });
      setProgress(null);
      await create.mutateAsync({ name: name.trim(), fileKey });
      setName('');
      setFile(null);
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.fieldErrors.name?.[0]) setErrors({ name: error.fieldErrors.name[0] });
      else setProblem(problemOf(error));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="form"
      onSubmit={(e: FormEvent) => void submit(e)}
      noValidate
      aria-labelledby="sow-template-upload-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="md" id="sow-template-upload-title">
            Add a template
          </Title>
          {/* A starting point that passes the upload check: every placeholder, in a plain Word document. */}
          <Button variant="subtle" size="compact-sm" leftSection={<IconDownload aria-hidden size={16} />} onClick={() => void downloadSample()}>
            Download a sample template
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Template name" required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} disabled={isBusy} />
          <FileInput
            label="Word document"
            description={UPLOAD_RULES.sow_template.label}
            // The hint under the box keeps both inputs of the row level.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            accept={acceptFor('sow_template')}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            leftSection={<IconFileTypeDocx aria-hidden size={16} />}
            placeholder="Choose a .docx file"
            error={errors.file}
            disabled={isBusy}
            size="md"
          />
        </SimpleGrid>
        {progress !== null ? <Progress value={progress} size="sm" aria-label="Upload progress" /> : null}
        {problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden size={18} />}
            title="The template was not added"
            role="alert"
            data-testid="sow-template-error"
          >
            <Text size="sm">{problem.message}</Text>
            {problem.details.length > 0 ? (
              <List size="sm" mt={4}>
                {problem.details.map((detail) => (
                  <List.Item key={detail}>{detail}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUpload aria-hidden size={16} />} loading={isBusy}>
            Upload template
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
