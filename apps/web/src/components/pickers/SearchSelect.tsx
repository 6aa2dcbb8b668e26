import { Select, type SelectProps } from '@mantine/core';
import { useState } from 'react';
import { isSearching, nothingFoundText, offeredOptions, type TPickerOption, type TSearchAnswer } from './search-options';
import { usePendingEnter } from './use-pending-enter';
import type { TSearchText } from './use-search-text';

export interface TSearchSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage'
> {
  value: TPickerOption | null;
  onChange: (option: TPickerOption | null) => void;
  /** From useSearchText(value?.label), in the same component that asks the server. */
  search: TSearchText;
  /** The server's answer for `search.query`, as options. */
  answer: TSearchAnswer;
  /** Plural, lower case: "No clients match". */
  noun: string;
  /** Shown in an empty dropdown instead of the search's state, e.g. "Type a city name". */
  emptyMessage?: string;
  /** Offered after the answer's options for the current text only (e.g. "+ Add …"). */
  extraOptions?: readonly TPickerOption[];
}

/**
 * A single choice searched on the server: offers only options that answer what is typed (see
 * offeredOptions), keeps the chosen option's name, and never filters the server's answer again.
 */
export function SearchSelect({ value, onChange, search, answer, noun, emptyMessage, extraOptions = [], onKeyDown, ...props }: TSearchSelectProps) {
  const [isOpen, setOpen] = useState(false);
  const offered = offeredOptions(answer, search.typed, search.query);
  const pendingEnter = usePendingEnter({
    typed: search.typed,
    isSearching: isSearching(answer, search.typed, search.query),
    offered,
    pick: (option) => {
      setOpen(false);
      onChange(option);
    },
  });
  // With nothing typed the chosen option is offered too, so the input can show its name; while
  // searching it is offered only when it answers the text.
  const keepsChosen = value !== null && search.typed === '' && !offered.some((option) => option.value === value.value);
  const data = [...(keepsChosen ? [value] : []), ...offered, ...extraOptions];
  return (
    <Select
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={data}
      value={value?.value ?? null}
      onChange={(next, option: TPickerOption | null) => onChange(next === null ? null : { value: next, label: option?.label ?? next })}
      dropdownOpened={isOpen}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        pendingEnter.onKeyDown(event);
      }}
      searchable
      searchValue={search.text}
      onSearchChange={search.setText}
      filter={({ options }) => options}
      nothingFoundMessage={emptyMessage ?? nothingFoundText(answer, search.typed, search.query, noun)}
    />
  );
}
