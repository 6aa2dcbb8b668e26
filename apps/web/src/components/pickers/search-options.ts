import type { ComboboxItem } from '@mantine/core';

/** One choice in a picker: the id it stands for and the name people read. */
export type TPickerOption = ComboboxItem;

/** The answer of a server search, as TanStack Query gives it. */
export interface TSearchAnswer {
  data: readonly TPickerOption[] | undefined;
  /** True while the options shown were asked for an earlier text (keepPreviousData). */
  isPlaceholderData: boolean;
  isFetching: boolean;
  isError: boolean;
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** True when the label holds every word typed, in any order, ignoring case. */
export function matchesTyped(label: string, typed: string): boolean {
  const haystack = label.toLowerCase();
  return wordsOf(typed).every((word) => haystack.includes(word));
}

/**
 * The options a picker may offer for what is typed now. The server's answer counts only when it
 * answers exactly this text; until it does, the previous answer is narrowed to the options that
 * match the text, so ↓ Enter typed faster than the search can never pick an option of an older,
 * wider list (issue #17: "Lakes" ↓ Enter saved a property under "Harborview"). An option whose
 * label is exactly what was typed comes first.
 */
export function offeredOptions(answer: TSearchAnswer, typed: string, query: string): TPickerOption[] {
  const found = answer.data ?? [];
  const isAnswerForTyped = query === typed && !answer.isPlaceholderData;
  const offered = isAnswerForTyped ? [...found] : found.filter((option) => matchesTyped(option.label, typed));
  const exact = typed.toLowerCase();
  const exactIndex = exact ? offered.findIndex((option) => option.label.toLowerCase() === exact) : -1;
  if (exactIndex > 0) offered.unshift(...offered.splice(exactIndex, 1));
  return offered;
}

/** True while the options on screen are not yet the answer for what is typed. */
export const isSearching = (answer: TSearchAnswer, typed: string, query: string): boolean =>
  query !== typed || answer.isPlaceholderData || (answer.isFetching && answer.data === undefined);

/** The line an empty dropdown shows. */
export function nothingFoundText(answer: TSearchAnswer, typed: string, query: string, noun: string): string {
  if (isSearching(answer, typed, query)) return 'Searching…';
  if (answer.isError) return `The ${noun} could not be loaded`;
  return `No ${noun} match`;
}
