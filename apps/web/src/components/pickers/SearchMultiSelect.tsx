import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useRef } from 'react';
import { isSearching, nothingFoundText, offeredOptions, type TPickerOption, type TSearchAnswer } from './search-options';
import { usePendingEnter } from './use-pending-enter';
import type { TSearchText } from './use-search-text';

export interface TSearchMultiSelectProps extends Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage' | 'hidePickedOptions'
> {
  value: readonly string[];
  onChange: (values: string[], options: TPickerOption[]) => void;
  /** From useSearchText(), in the same component that asks the server. */
  search: TSearchText;
  answer: TSearchAnswer;
  noun: string;
  /** Shown in an empty dropdown instead of the search's state, e.g. "Type a city name". */
  emptyMessage?: string;
  /** Names of chosen values the page already knows (from the URL's rows, a saved record). */
  knownOptions?: readonly TPickerOption[];
}

/**
 * Several choices searched on the server. The chosen ones keep their names while later searches
 * no longer return them; the dropdown offers only answers to what is typed (see offeredOptions).
 */
export function SearchMultiSelect({ value, onChange, search, answer, noun, emptyMessage, knownOptions = [], onKeyDown, ...props }: TSearchMultiSelectProps) {
  const names = useRef(new Map<string, string>());
  for (const option of [...knownOptions, ...(answer.data ?? [])]) names.current.set(option.value, option.label);
  const offered = offeredOptions(answer, search.typed, search.query);
  const offeredValues = new Set(offered.map((option) => option.value));
  // Chosen values are hidden from the dropdown (hidePickedOptions) but must stay in the data for their pills.
  const chosen = value.filter((id) => !offeredValues.has(id)).map((id) => ({ value: id, label: names.current.get(id) ?? 'Chosen' }));
  const choose = (ids: string[]) =>
    onChange(
      ids,
      ids.map((id) => ({ value: id, label: names.current.get(id) ?? 'Chosen' })),
    );
  const pendingEnter = usePendingEnter({
    typed: search.typed,
    isSearching: isSearching(answer, search.typed, search.query),
    // Picked ones are hidden from the dropdown: Enter adds the first one not picked yet.
    offered: offered.filter((option) => !value.includes(option.value)),
    pick: (option) => {
      choose([...value, option.value]);
      search.setText('');
    },
  });
  return (
    <MultiSelect
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={[...chosen, ...offered]}
      value={[...value]}
      onChange={choose}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        pendingEnter.onKeyDown(event);
      }}
      searchable
      searchValue={search.text}
      onSearchChange={search.setText}
      filter={({ options }) => options}
      hidePickedOptions
      nothingFoundMessage={emptyMessage ?? nothingFoundText(answer, search.typed, search.query, noun)}
    />
  );
}
