import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
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
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Change note"
          placeholder={isDirty ? 'What changed, e.g. "Snow trigger 2 inches"' : `Version ${version} is saved`}
          value={note}
          onChange={(event) => onNoteChange(event.currentTarget.value)}
          maxLength={SOW_CHANGE_NOTE_MAX}
          style={{ flex: '1 1 260px' }}
          disabled={!isDirty}
        />
        <Group gap="sm">
          {isDirty ? (
            <Button variant="default" onClick={onDiscard} disabled={isSaving}>
              Discard changes
            </Button>
          ) : null}
          <Button leftSection={<IconDeviceFloppy aria-hidden size={16} />} onClick={onSave} loading={isSaving} disabled={!isDirty}>
            Save as new version
          </Button>
        </Group>
      </Group>
      {isDirty ? (
        <Text size="xs" c="orange.9" mt={6} role="status">
          Unsaved changes
        </Text>
      ) : null}
    </Paper>
  );
}
