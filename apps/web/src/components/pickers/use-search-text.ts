import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing pauses before the server is asked: one keystroke at a time would flood it. */
export const PICKER_DEBOUNCE_MS = 250;

export interface TSearchText {
  /** What the input shows. */
  text: string;
  setText: (text: string) => void;
  /** What the person is searching for now (the chosen option's own name in the box is no search). */
  typed: string;
  /** `typed` once typing paused: what the server is asked. */
  query: string;
}

/** The text of a server-searched picker, and the debounced query sent for it. */
export function useSearchText(chosenLabel: string | null = null): TSearchText {
  const [text, setText] = useState(chosenLabel ?? '');
  const typed = chosenLabel !== null && text === chosenLabel ? '' : text.trim();
  const [query] = useDebouncedValue(typed, PICKER_DEBOUNCE_MS);
  return { text, setText, typed, query };
}
