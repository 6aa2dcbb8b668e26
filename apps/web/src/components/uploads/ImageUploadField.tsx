import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_RULES, type TUploadCategory } from '@procura/shared';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { acceptFor, uploadFile } from '../../lib/upload';

type TImageCategory = Extract<TUploadCategory, 'client_logo' | 'client_header_image' | 'vendor_logo'>;

interface TImageUploadFieldProps {
  /** 'Logo', 'Header image': names the buttons, the preview and the messages. */
  label: string;
  category: TImageCategory;
  /** What is shown before anything new is chosen (the saved image). */
  currentUrl: string | null;
  onChange: (fileKey: string | null) => void;
  /** Busy while bytes travel: the form waits for the key before it saves. */
  onBusyChange: (isBusy: boolean) => void;
  error?: string;
  /**
   * 'wide': a full-width preview of this height over the buttons (a header image);
   * 'square': a square preview of this size beside them (a logo).
   */
  preview: { shape: 'wide' | 'square'; size: number };
}

/** Uploads an image as soon as it is chosen and previews it; the form then saves its key. */
export function ImageUploadField({ label, category, currentUrl, onChange, onBusyChange, error, preview: frame }: TImageUploadFieldProps) {
  const [preview, setPreview] = useState<string | null>(currentUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const hintId = useId();
  const name = label.toLowerCase();
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

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
      setUploadError(errorMessage(failure, `The ${name} could not be uploaded.`));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  const shownError = uploadError ?? error;
  const isSquare = frame.shape === 'square';
  const image = preview ? (
    <Image
      src={preview}
      alt={`${label} preview`}
      h={isSquare ? frame.size - 16 : frame.size}
      w={isSquare ? frame.size - 16 : undefined}
      fit="contain"
      radius="sm"
    />
  ) : (
    <Text size={isSquare ? 'xs' : 'sm'} c="dimmed" ta="center">
      No {name} yet
    </Text>
  );
  const progressBar = progress !== null ? <Progress value={progress} size="sm" aria-label={`${label} upload progress`} /> : null;
  const hint = (
    <Text id={hintId} size="xs" c={shownError ? 'red.7' : 'dimmed'} role={shownError ? 'alert' : undefined}>
      {shownError ?? UPLOAD_RULES[category].label}
    </Text>
  );
  const buttons = (
    <Group gap="xs">
      <FileButton onChange={(file) => void choose(file)} accept={acceptFor(category)}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconPhotoUp aria-hidden size={14} />}
            loading={progress !== null}
            aria-describedby={hintId}
          >
            {preview ? `Replace ${name}` : `Upload ${name}`}
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
  );

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        {label}
      </Text>
      {isSquare ? (
        <Group gap="md" align="center" wrap="nowrap">
          <Paper withBorder radius="md" p={6} bg="gray.0" w={frame.size} h={frame.size} style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
            {image}
          </Paper>
          <Stack gap={6}>
            {buttons}
            {progressBar}
            {hint}
          </Stack>
        </Group>
      ) : (
        <>
          <Paper withBorder radius="md" p="xs" bg="gray.0">
            {preview ? (
              image
            ) : (
              <Group h={frame.size} justify="center">
                {image}
              </Group>
            )}
          </Paper>
          {progressBar}
          {buttons}
          {hint}
        </>
      )}
    </Stack>
  );
}
