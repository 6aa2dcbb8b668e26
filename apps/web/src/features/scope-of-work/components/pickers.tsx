import { MultiSelect, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ZPropertyListQuerySchema } from '@procura/shared';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { listProperties, useClientOptions, useServiceOptions } from '../../properties';
import { groupedServiceData } from '../../vendors';

/*
 * Pickers that search on the server (a provider may have thousands of clients and properties):
 * the options are the current answer plus what is already chosen, under its remembered name.
 */

type TOption = { value: string; label: string };
const common = { clearable: true, comboboxProps: { withinPortal: true } } as const;

/** Names of chosen options survive a new search that no longer lists them. */
function useRememberedLabels() {
  const labels = useRef(new Map<string, string>());
  return {
    remember: (options: readonly TOption[]) => {
      for (const option of options) labels.current.set(option.value, option.label);
    },
    merge: (options: readonly TOption[], chosen: readonly string[], fallback: string): TOption[] => {
      const byValue = new Map(options.map((option) => [option.value, option]));
      for (const value of chosen) if (!byValue.has(value)) byValue.set(value, { value, label: labels.current.get(value) ?? fallback });
      return [...byValue.values()];
    },
  };
}

interface TPickerProps {
  value: string | null;
  onChange: (value: string | null, label: string | null) => void;
  label?: string;
  /** Filters put the name in aria-label and show no visible label. */
  ariaLabel?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  /** The chosen option's name when the page already knows it (e.g. from the URL's row). */
  knownLabel?: string | null;
  w?: number | string | Record<string, number | string>;
  /** Filters are 'sm' like the list toolbar; forms keep the theme's input size. */
  size?: 'sm' | 'md';
  disabled?: boolean;
}

export function ClientPicker({ value, onChange, label, ariaLabel, placeholder = 'Search clients', error, required, knownLabel, w, size, disabled }: TPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { remember, merge } = useRememberedLabels();
  const chosenLabel = value ? knownLabel : null;
  // Typing the chosen name again is not a search: show every client.
  const clients = useClientOptions(debounced === chosenLabel ? '' : debounced);
  const options = (clients.data ?? []).map((client) => ({ value: client.id, label: client.name }));
  remember(options);
  if (value && knownLabel) remember([{ value, label: knownLabel }]);
  const data = merge(options, value ? [value] : [], 'Chosen client');
  return (
    <Select
      {...common}
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={placeholder}
      withAsterisk={required}
      clearable={!required}
      data={data}
      value={value}
      onChange={(next, option: ComboboxItem | null) => onChange(next, option?.label ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={error}
      nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No clients match'}
      w={w}
      size={size}
      disabled={disabled}
    />
  );
}

export function ServicePicker({ value, onChange, label, ariaLabel, placeholder = 'Choose a service', error, required, w, size, disabled }: TPickerProps) {
  const services = useServiceOptions();
  return (
    <Select
      {...common}
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={placeholder}
      withAsterisk={required}
      clearable={!required}
      data={groupedServiceData(services.data)}
      value={value}
      onChange={(next, option: ComboboxItem | null) => onChange(next, option?.label ?? null)}
      searchable
      error={error}
      nothingFoundMessage={services.isLoading ? 'Loading…' : 'No service matches'}
      w={w}
      size={size}
      disabled={disabled}
    />
  );
}

export function ServiceMultiPicker({ value, onChange, ariaLabel, w }: { value: string[]; onChange: (value: string[]) => void; ariaLabel: string; w?: TPickerProps['w'] }) {
  const services = useServiceOptions();
  return (
    <MultiSelect
      {...common}
      size="sm"
      aria-label={ariaLabel}
      placeholder={value.length ? undefined : ariaLabel}
      data={groupedServiceData(services.data)}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={services.isLoading ? 'Loading…' : 'No service matches'}
      w={w}
    />
  );
}

/** Properties searched on the server, limited to one client when `clientId` is given. */
function usePropertyOptions(search: string, clientId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: ['scope-of-work', 'property-options', clientId ?? null, search] as const,
    queryFn: ({ signal }) => listProperties(ZPropertyListQuerySchema.parse({ limit: 25, search: search || undefined, clientIds: clientId ?? undefined }), signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}

export function PropertyPicker({ value, onChange, label, ariaLabel, placeholder = 'Search properties', knownLabel, clientId, w, size }: TPickerProps & { clientId?: string | null }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { remember, merge } = useRememberedLabels();
  const chosenLabel = value ? knownLabel : null;
  const properties = usePropertyOptions(debounced === chosenLabel ? '' : debounced, clientId);
  const options = (properties.data?.data ?? []).map((property) => ({ value: property.id, label: `${property.name} (${property.code})` }));
  remember(options);
  if (value && knownLabel) remember([{ value, label: knownLabel }]);
  return (
    <Select
      {...common}
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder={placeholder}
      data={merge(options, value ? [value] : [], 'Chosen property')}
      value={value}
      onChange={(next, option: ComboboxItem | null) => onChange(next, option?.label ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={properties.isFetching ? 'Searching…' : 'No property matches'}
      w={w}
      size={size}
    />
  );
}

/** Several properties of one client, searched on the server (the scope's "apply to properties"). */
export function PropertyMultiPicker({ clientId, value, onChange, error }: { clientId: string; value: string[]; onChange: (value: string[]) => void; error?: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { remember, merge } = useRememberedLabels();
  const properties = usePropertyOptions(debounced, clientId);
  const options = (properties.data?.data ?? []).map((property) => ({ value: property.id, label: `${property.name} (${property.code})` }));
  remember(options);
  return (
    <MultiSelect
      {...common}
      label="Properties"
      description="Only this client's properties are listed."
      placeholder={value.length ? undefined : 'Search by name or code'}
      data={merge(options, value, 'Chosen property')}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={properties.isFetching ? 'Searching…' : 'No property matches'}
      error={error}
      maxDropdownHeight={260}
    />
  );
}
