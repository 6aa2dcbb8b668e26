import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TGeoLevel, TGeoOption } from '../../api';
import { useGeographyOptions } from '../../queries';

interface TGeoSelectProps {
  level: TGeoLevel;
  label: string;
  value: number | null;
  /** The chosen option's name when it is not among the options searched so far (edit, ZIP fill). */
  knownOption: TGeoOption | null;
  onChange: (option: TGeoOption | null) => void;
  /** The parent the options belong to; a level whose parent is required stays disabled without it. */
  parent?: { countryId?: number; stateId?: number };
  isDisabled?: boolean;
  disabledHint?: string;
  error?: string;
  placeholder?: string;
}

/** One geography level as a searchable picker; the search runs on the server (cities number in the tens of thousands). */
export function GeoSelect({ level, label, value, knownOption, onChange, parent, isDisabled, disabledHint, error, placeholder }: TGeoSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const chosenLabel = knownOption && knownOption.id === value ? knownOption.name : null;
  // Once chosen, the input shows the chosen name: that is not a search.
  const query = debounced === chosenLabel ? '' : debounced;
  const options = useGeographyOptions(level, { search: query, ...parent }, !isDisabled);
  const byId = new Map<number, TGeoOption>((options.data ?? []).map((option) => [option.id, option]));
  if (knownOption && value === knownOption.id) byId.set(knownOption.id, knownOption);
  const data = [...byId.values()].map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <Select
      label={label}
      placeholder={isDisabled ? disabledHint : (placeholder ?? `Search ${label.toLowerCase()}`)}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : (byId.get(Number(next)) ?? null))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      disabled={isDisabled}
      error={error}
      nothingFoundMessage={options.isFetching ? 'Searching…' : `No ${label.toLowerCase()} matches`}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
