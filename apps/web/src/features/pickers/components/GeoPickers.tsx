import type { MultiSelectProps } from '@mantine/core';
import { SearchMultiSelect, SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import type { TGeoLevel, TGeoOption, TGeoParams } from '../api';
import { statesOnly, useGeographyOptions } from '../queries';

const toOption = (option: TGeoOption): TPickerOption => ({ value: String(option.id), label: option.name });

export interface TGeoPickerProps {
  level: TGeoLevel;
  label: string;
  value: TGeoOption | null;
  onChange: (option: TGeoOption | null) => void;
  /** The parent the options belong to. */
  parent?: Omit<TGeoParams, 'search'>;
  disabled?: boolean;
  /** The placeholder while disabled, e.g. "Choose the state first". */
  disabledHint?: string;
  error?: string;
  placeholder?: string;
}

/** One level of an address (country, state, county, city), searched on the server as the person types. */
export function GeoPicker({ level, label, value, onChange, parent, disabled = false, disabledHint, error, placeholder }: TGeoPickerProps) {
  const search = useSearchText(value?.name ?? null);
  const options = useGeographyOptions(level, { search: search.query, ...parent }, !disabled);
  const byId = new Map<string, TGeoOption>((options.data ?? []).map((option) => [String(option.id), option]));
  if (value) byId.set(String(value.id), value);
  return (
    <SearchSelect
      label={label}
      placeholder={disabled ? disabledHint : (placeholder ?? `Search ${label.toLowerCase()}`)}
      value={value ? toOption(value) : null}
      onChange={(option) => onChange(option === null ? null : (byId.get(option.value) ?? null))}
      search={search}
      answer={{ ...options, data: options.data?.map(toOption) }}
      noun={label.toLowerCase()}
      clearable
      disabled={disabled}
      error={error}
    />
  );
}

export interface TGeoMultiPickerProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  level: TGeoLevel;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  parent?: Omit<TGeoParams, 'search'>;
  /** Long lists (cities) are asked only once there is something to narrow them. */
  needsSearch?: boolean;
  noun: string;
}

/** Several places of one level (a list's State or City filter), searched on the server. */
export function GeoMultiPicker({ level, value, onChange, parent, needsSearch = false, noun, ...props }: TGeoMultiPickerProps) {
  const search = useSearchText();
  const enabled = !needsSearch || search.query.length >= 2;
  const options = useGeographyOptions(level, { search: search.query, ...parent }, enabled);
  // A filter of states lists states (statesOnly); places of other levels as the server answers.
  const places = level === 'states' && options.data ? statesOnly(options.data) : options.data;
  const answer = { ...options, data: places?.map(toOption) };
  return (
    <SearchMultiSelect
      {...props}
      value={value}
      onChange={(ids) => onChange(ids)}
      search={search}
      answer={answer}
      noun={noun}
      emptyMessage={enabled ? undefined : 'Type at least two letters'}
    />
  );
}
