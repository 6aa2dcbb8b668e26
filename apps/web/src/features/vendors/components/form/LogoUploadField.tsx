import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { UPLOAD_RULES } from '@procura/shared';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { acceptFor, uploadFile } from '../../../../lib/upload';

interface TLogoUploadFieldProps {
  /** The saved logo, shown until another is chosen. */
  currentUrl: string | null;
  onChange: (fileKey: string | null) => void;
  /** Busy while bytes travel: the form waits for the key before it saves. */
  onBusyChange: (isBusy: boolean) => void;
  error?: string;
}

/** Uploads the logo as soon as it is chosen and previews it; the form then saves its key. */
export function LogoUploadField({ currentUrl, onChange, onBusyChange, error }: TLogoUploadFieldProps) {
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
      const key = await uploadFile(file, { category: 'vendor_logo', onProgress: setProgress });
      setPreview(URL.createObjectURL(file));
      onChange(key);
    } catch (failure) {
      setUploadError(errorMessage(failure, 'The logo could not be uploaded.'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  const shownError = uploadError ?? error;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span">
        Logo
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        <Paper withBorder radius="md" p={6} bg="gray.0" w={96} h={96} style={{ flexShrink: 0, display: 'grid', placeItems: 'center' }}>
          {preview ? (
            <Image src={preview} alt="Logo preview" h={80} w={80} fit="contain" radius="sm" />
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              No logo yet
            </Text>
          )}
        </Paper>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(file) => void choose(file)} accept={acceptFor('vendor_logo')}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp aria-hidden size={14} />} loading={progress !== null} aria-describedby={hintId}>
                  {preview ? 'Replace logo' : 'Upload logo'}
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
          {progress !== null ? <Progress value={progress} size="sm" aria-label="Logo upload progress" /> : null}
          <Text id={hintId} size="xs" c={shownError ? 'red.7' : 'dimmed'} role={shownError ? 'alert' : undefined}>
            {shownError ?? UPLOAD_RULES.vendor_logo.label}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
