import type { MultiSelectProps, SelectProps } from '@mantine/core';
import type { TPropertyListItem } from '@procura/shared';
import { SearchMultiSelect, SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { usePropertyOptions } from '../queries';

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
  return <SearchMultiSelect {...props} value={value} onChange={(ids) => onChange(ids)} search={search} answer={answer} noun="properties" />;
}
