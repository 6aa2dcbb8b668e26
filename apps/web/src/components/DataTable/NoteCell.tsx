import { Text } from '@mantine/core';

/** A table cell of free text (notes): two lines at most, and a dimmed `empty` when there is none. */
export function NoteCell({ text, empty = '—' }: { text: string | null; empty?: string }) {
  return (
    <Text size="sm" c={text ? undefined : 'dimmed'} lineClamp={2}>
      {text ?? empty}
    </Text>
  );
}
