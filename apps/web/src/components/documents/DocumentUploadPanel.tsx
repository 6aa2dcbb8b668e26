import { Button, FileInput, Paper, Progress, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { UPLOAD_RULES, acceptOf, type TUploadCategory } from '@procura/shared';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from '../../lib/format';
import type { TMutationForm } from '../../lib/query/use-app-mutation';

export interface TDocumentUpload {
  file: File;
  title: string;
  onProgress: (percent: number) => void;
}

/** The record's upload call (bytes to storage, then the document row), handed the panel as its form. */
export type TUseDocumentUpload = (binding: TMutationForm) => {
  mutate: (upload: TDocumentUpload, options: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
};

const TITLE_MISSING = 'Enter a title.';

/** A file and its title, uploaded with progress; the file's size is checked before anything travels. */
export function DocumentUploadPanel({ category, useUpload }: { category: TUploadCategory; useUpload: TUseDocumentUpload }) {
  const rule = UPLOAD_RULES[category];
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's word on the title shows under it.
  const upload = useUpload({ form: { getValues: () => ({ title }), setErrors: (found) => setProblem(found.title ?? null) } });

  const choose = (next: File | null) => {
    setProblem(next && next.size > rule.maxBytes ? `The file is larger than ${formatFileSize(rule.maxBytes)}.` : null);
    setFile(next);
    if (next && !title) setTitle(next.name.replace(/\.[^.]+$/, ''));
  };

  const start = () => {
    if (!file || problem) return;
    if (!title.trim()) {
      setProblem(TITLE_MISSING);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, title, onProgress: setProgress },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="sm" fw={600} mb="sm">
        Upload a document
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ alignItems: 'start' }}>
        <FileInput
          label="File"
          placeholder="Choose a file"
          description={rule.label}
          accept={acceptOf(category)}
          value={file}
          onChange={choose}
          clearable
          error={problem && file ? problem : undefined}
          disabled={upload.isPending}
        />
        <TextInput
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          disabled={upload.isPending}
          error={problem === TITLE_MISSING ? problem : undefined}
        />
        <Stack gap={6} pt={{ base: 0, sm: 24 }}>
          <Button
            leftSection={<IconUpload aria-hidden size={16} />}
            onClick={start}
            disabled={!file || Boolean(problem && problem !== TITLE_MISSING)}
            loading={upload.isPending}
          >
            Upload
          </Button>
        </Stack>
      </SimpleGrid>
      {progress !== null ? <Progress value={progress} mt="sm" size="sm" radius="xl" aria-label={`Uploading ${file?.name ?? 'the file'}`} /> : null}
    </Paper>
  );
}
