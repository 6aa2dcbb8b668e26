import type { MultiSelectProps, SelectProps } from '@mantine/core';
import type { TPropertyListItem } from '@procura/shared';
import { useRef } from 'react';
import { SearchMultiSelect, SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { usePropertyNames, usePropertyOptions } from '../queries';

/** How a property is named in a picker: its name and the client's code for it. */
export const propertyOptionLabel = (property: Pick<TPropertyListItem, 'name' | 'code'>) => `${property.name} (${property.code})`;
const toOption = (property: TPropertyListItem): TPickerOption => ({ value: property.id, label: propertyOptionLabel(property) });

export interface TPropertyPickerProps extends Pick<
  SelectProps,
  'label' | 'aria-label' | 'placeholder' | 'error' | 'withAsterisk' | 'clearable' | 'disabled' | 'size' | 'w'
> {
  value: TPickerOption | null;
  onChange: (property: TPickerOption | null) => void;
  /** Only this client's properties. */
  clientId?: string | null;
}

/** One property, searched on the server by name, code or city. */
export function PropertyPicker({ value, onChange, clientId, placeholder = 'Search properties', ...props }: TPropertyPickerProps) {
  const search = useSearchText(value?.label ?? null);
  const properties = usePropertyOptions({ search: search.query, clientId });
  const answer = { ...properties, data: properties.data?.map(toOption) };
  return <SearchSelect {...props} placeholder={placeholder} value={value} onChange={onChange} search={search} answer={answer} noun="properties" />;
}

export interface TPropertyMultiPickerProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: readonly string[];
  onChange: (propertyIds: string[]) => void;
  clientId?: string | null;
}

/** Several properties, searched on the server. */
export function PropertyMultiPicker({ value, onChange, clientId, ...props }: TPropertyMultiPickerProps) {
  const search = useSearchText();
  const properties = usePropertyOptions({ search: search.query, clientId });
  const answer = { ...properties, data: properties.data?.map(toOption) };
  // Chosen ids no search has named (a restored form, a pick on the map) are named by one lookup.
  const named = useRef(new Map<string, TPickerOption>());
  for (const option of answer.data ?? []) named.current.set(option.value, option);
  const unnamed = value.filter((id) => !named.current.has(id));
  const names = usePropertyNames(unnamed);
  for (const option of names.data?.map(toOption) ?? []) named.current.set(option.value, option);
  const knownOptions = value.flatMap((id) => named.current.get(id) ?? []);
  return (
    <SearchMultiSelect
      {...props}
      value={value}
      onChange={(ids) => onChange(ids)}
      search={search}
      answer={answer}
      knownOptions={knownOptions}
      noun="properties"
    />
  );
}
