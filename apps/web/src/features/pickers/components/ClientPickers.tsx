import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { SearchMultiSelect, SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { useClientOptions } from '../queries';

type TInputProps = Pick<
  SelectProps,
  'label' | 'aria-label' | 'placeholder' | 'error' | 'withAsterisk' | 'clearable' | 'disabled' | 'description' | 'size' | 'w' | 'required'
>;

const toOption = (client: { id: string; name: string }): TPickerOption => ({ value: client.id, label: client.name });

export interface TClientPickerProps extends TInputProps {
  value: TPickerOption | null;
  onChange: (client: TPickerOption | null) => void;
}

/** One client, searched on the server (a provider may have thousands). */
export function ClientPicker({ value, onChange, placeholder = 'Search clients', ...props }: TClientPickerProps) {
  const search = useSearchText(value?.label ?? null);
  const clients = useClientOptions(search.query);
  const answer = { ...clients, data: clients.data?.map(toOption) };
  return <SearchSelect {...props} placeholder={placeholder} value={value} onChange={onChange} search={search} answer={answer} noun="clients" />;
}

export interface TClientMultiPickerProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> {
  value: readonly string[];
  onChange: (clientIds: string[]) => void;
  /** People who may not list clients see no filter at all. */
  hideWhenRefused?: boolean;
}

/** Several clients (a list's filter), searched on the server. */
export function ClientMultiPicker({ value, onChange, hideWhenRefused = false, ...props }: TClientMultiPickerProps) {
  const search = useSearchText();
  const clients = useClientOptions(search.query);
  if (hideWhenRefused && clients.isError) return null;
  const answer = { ...clients, data: clients.data?.map(toOption) };
  return <SearchMultiSelect {...props} value={value} onChange={(ids) => onChange(ids)} search={search} answer={answer} noun="clients" />;
}
