import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** Appears under the filters while rows are selected: what is selected and what can be done to it. */
export function SelectionBar({ count, canDelete, onDelete, onClear }: { count: number; canDelete: boolean; onDelete: () => void; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <Group justify="space-between" gap="sm" mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }} wrap="wrap">
      <Text size="sm" fw={600} aria-live="polite">
        {count} selected
      </Text>
      <Group gap="xs">
        <Button variant="subtle" color="gray" size="xs" onClick={onClear}>
          Clear selection
        </Button>
        {canDelete ? (
          <Button color="red" variant="light" size="xs" leftSection={<IconTrash aria-hidden size={14} />} onClick={onDelete}>
            Delete selected
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}
