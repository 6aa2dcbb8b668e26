import { Badge, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { SOW_CHANGE_NOTE_MAX } from '@procura/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';

interface TDocumentSaveBarProps {
  isDirty: boolean;
  isSaving: boolean;
  note: string;
  onNoteChange: (note: string) => void;
  onSave: () => void;
  onDiscard: () => void;
  version: number;
}

/** Saving writes a new version: the note says what changed (shown in Versions and History). */
export function DocumentSaveBar({ isDirty, isSaving, note, onNoteChange, onSave, onDiscard, version }: TDocumentSaveBarProps) {
  return (
    <Paper withBorder radius="lg" p="sm">
      <Stack gap="xs">
        <TextInput
          aria-label="Change note"
          placeholder={isDirty ? 'Change note: what changed, e.g. "Snow trigger 2 inches"' : 'Edit the text to write a new version'}
          value={note}
          onChange={(event) => onNoteChange(event.currentTarget.value)}
          maxLength={SOW_CHANGE_NOTE_MAX}
          disabled={!isDirty}
        />
        <Group gap="sm" justify="space-between" wrap="wrap">
          {isDirty ? (
            <Badge
              color="orange"
              variant="light"
              radius="sm"
              tt="none"
              fw={600}
              role="status"
              styles={{ label: { color: 'var(--mantine-color-orange-light-color)' } }}
            >
              Unsaved changes
            </Badge>
          ) : (
            <Badge color="gray" variant="light" radius="sm" tt="none" fw={600}>
              {`Version ${version} saved`}
            </Badge>
          )}
          <Group gap="sm">
            {isDirty ? (
              <Button variant="subtle" color="gray" onClick={onDiscard} disabled={isSaving}>
                Discard
              </Button>
            ) : null}
            <Button leftSection={<IconDeviceFloppy aria-hidden size={16} />} onClick={onSave} loading={isSaving} disabled={!isDirty}>
              Save as new version
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
