import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_RULES, type TUploadCategory } from '@procura/shared';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { acceptFor, uploadFile } from '../../../lib/upload';

interface TImageUploadFieldProps {
  label: string;
  category: Extract<TUploadCategory, 'client_logo' | 'client_header_image'>;
  /** What is shown before anything new is chosen (the saved image). */
  currentUrl: string | null;
  onChange: (fileKey: string | null) => void;
  /** Busy while bytes travel: the form waits for the key before it saves. */
  onBusyChange: (isBusy: boolean) => void;
  error?: string;
  /** Header images are wide banners; logos square-ish. */
  previewHeight: number;
}

/** Uploads an image as soon as it is chosen and previews it; the form then saves its key. */
export function ImageUploadField({ label, category, currentUrl, onChange, onBusyChange, error, previewHeight }: TImageUploadFieldProps) {
  const [preview, setPreview] = useState<string | null>(currentUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const hintId = useId();
  useEffect(() => () => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    onBusyChange(true);
    try {
      const key = await uploadFile(file, { category, onProgress: setProgress });
      setPreview(URL.createObjectURL(file));
      onChange(key);
    } catch (failure) {
      setUploadError(errorMessage(failure, 'The image could not be uploaded.'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  const shownError = uploadError ?? error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        {label}
      </Text>
      <Paper withBorder radius="md" p="xs" bg="gray.0">
        {preview ? (
          <Image src={preview} alt={`${label} preview`} h={previewHeight} fit="contain" radius="sm" />
        ) : (
          <Group h={previewHeight} justify="center">
            <Text size="sm" c="dimmed">
              No image yet
            </Text>
          </Group>
        )}
      </Paper>
      {progress !== null ? <Progress value={progress} size="sm" aria-label={`${label} upload progress`} /> : null}
      <Group gap="xs">
        <FileButton onChange={(file) => void choose(file)} accept={acceptFor(category)}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp aria-hidden size={14} />} loading={progress !== null} aria-describedby={hintId}>
              {preview ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            </Button>
          )}
        </FileButton>
        {preview ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash aria-hidden size={14} />}
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            Remove
          </Button>
        ) : null}
      </Group>
      <Text id={hintId} size="xs" c={shownError ? 'red.7' : 'dimmed'} role={shownError ? 'alert' : undefined}>
        {shownError ?? UPLOAD_RULES[category].label}
      </Text>
    </Stack>
  );
}
