import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A record tab's search box (not in the URL: the tab itself is): `input` goes to the SearchInput,
 * `query` is the trimmed text once typing pauses (undefined when empty), and a new search calls
 * `restart` so it starts on page 1.
 */
export function useTabSearch(restart: () => void) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, 300);
  return {
    query: debounced.trim() || undefined,
    input: {
      value,
      onChange: (next: string) => {
        setValue(next);
        restart();
      },
    },
  };
}
