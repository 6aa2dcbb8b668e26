import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TGeoLevel, TGeoOption } from '../api';
import { useGeography } from '../queries';

interface TGeoPickerProps {
  level: TGeoLevel;
  label: string;
  value: TGeoOption | null;
  onChange: (option: TGeoOption | null) => void;
  parent?: { countryId?: number; stateId?: number };
  isDisabled?: boolean;
  disabledHint?: string;
  error?: string;
}

/** One level of an address (country, state, city), searched on the server as the user types. */
export function GeoPicker({ level, label, value, onChange, parent, isDisabled, disabledHint, error }: TGeoPickerProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  // The input shows the chosen name: that is not a search.
  const query = value && debounced === value.name ? '' : debounced;
  const options = useGeography(level, { search: query || undefined, ...parent }, !isDisabled);
  const byId = new Map<number, TGeoOption>((options.data ?? []).map((option) => [option.id, option]));
  if (value) byId.set(value.id, value);
  return (
    <Select
      label={label}
      placeholder={isDisabled ? disabledHint : `Search ${label.toLowerCase()}`}
      data={[...byId.values()].map((option) => ({ value: String(option.id), label: option.name }))}
      value={value ? String(value.id) : null}
      onChange={(next) => onChange(next === null ? null : (byId.get(Number(next)) ?? null))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      disabled={isDisabled}
      error={error}
      nothingFoundMessage={options.isFetching ? 'Searching…' : options.isError ? 'Could not load the list' : `No ${label.toLowerCase()} matches`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
