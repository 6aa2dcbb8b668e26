import { useRef } from 'react';

export interface TOption {
  value: string;
  label: string;
}

/**
 * Server-searched pickers only hold the options of the current search; the chosen values must
 * keep their labels when the search moves on (and after a reload, until they are seen again).
 */
export function useRememberedOptions(options: readonly TOption[], selected: readonly string[]): TOption[] {
  const known = useRef(new Map<string, string>());
  for (const option of options) known.current.set(option.value, option.label);
  const present = new Set(options.map((option) => option.value));
  const missing = selected.filter((value) => !present.has(value)).map((value) => ({ value, label: known.current.get(value) ?? value }));
  return [...missing, ...options];
}
