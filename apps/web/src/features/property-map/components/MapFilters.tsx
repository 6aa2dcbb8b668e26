import { MultiSelect, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROPERTY_STATUSES } from '@procura/shared';
import { useMemo, useRef, useState } from 'react';
import { useClientOptions, useServiceOptions, useStateOptions } from '../queries';
import type { TMapFilters } from '../use-map-filters';

const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({ value: status, label: status === 'ACTIVE' ? 'Active' : 'Inactive' }));

export interface TMapFiltersProps {
  state: TMapFilters;
  /** Phones stack the inputs full width in the drawer. */
  isStacked: boolean;
}

/** Client, state, service and status: the filters Property Lists offers, on the same URL keys. */
export function MapFilters({ state, isStacked }: TMapFiltersProps) {
  const { clientIds = [], stateIds = [], serviceIds = [], status = [] } = state.filters;
  const width = (desktop: number) => (isStacked ? '100%' : desktop);
  // One line however many are picked: the pills scroll sideways instead of growing the bar.
  const styles = isStacked ? undefined : { pillsList: { flexWrap: 'nowrap', overflow: 'hidden' }, inputField: { minWidth: 24 } } as const;
  // In the bar each pill has its own ×: a clear-all button would leave the pill no room.
  const common = { size: 'sm', clearable: isStacked, comboboxProps: { withinPortal: true }, maxValues: 100, styles } as const;

  const [clientSearch, setClientSearch] = useState('');
  const [debouncedClientSearch] = useDebouncedValue(clientSearch, 250);
  const clients = useClientOptions(debouncedClientSearch);
  // Chosen clients keep their names when a later search no longer returns them.
  const knownClients = useRef(new Map<string, string>());
  for (const client of clients.data ?? []) knownClients.current.set(client.id, client.name);
  const clientOptions: ComboboxItem[] = useMemo(() => {
    const options = new Map((clients.data ?? []).map((client) => [client.id, client.name]));
    for (const id of clientIds) options.set(id, knownClients.current.get(id) ?? 'Selected client');
    return [...options].map(([value, label]) => ({ value, label }));
  }, [clients.data, clientIds]);

  const states = useStateOptions();
  const stateOptions = useMemo(
    () => (states.data ?? []).map((option) => ({ value: String(option.id), label: option.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [states.data],
  );

  const services = useServiceOptions();
  const serviceOptions: ComboboxItemGroup<ComboboxItem>[] = useMemo(() => {
    const groups = new Map<string, ComboboxItem[]>();
    for (const service of services.data ?? []) {
      const group = groups.get(service.categoryName) ?? [];
      group.push({ value: service.id, label: service.name });
      groups.set(service.categoryName, group);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [services.data]);

  return (
    <>
      {/* People who may not list clients (a client's own staff, vendors) see only their own: no filter. */}
      {clients.isError ? null : (
        <MultiSelect
          {...common}
          aria-label="Client"
          w={width(176)}
          placeholder={clientIds.length ? undefined : 'Client'}
          data={clientOptions}
          value={clientIds}
          onChange={(value) => state.setFilter('clientIds', value)}
          searchable
          searchValue={clientSearch}
          onSearchChange={setClientSearch}
          filter={({ options }) => options}
          nothingFoundMessage={clients.isFetching ? 'Loading clients…' : 'No clients match'}
        />
      )}
      <MultiSelect
        {...common}
        aria-label="State"
        w={width(164)}
        placeholder={stateIds.length ? undefined : 'State'}
        data={stateOptions}
        value={stateIds.map(String)}
        onChange={(value) => state.setFilter('stateIds', value)}
        searchable
        nothingFoundMessage={states.isLoading ? 'Loading states…' : states.isError ? 'States could not be loaded' : 'No states match'}
      />
      {services.isError ? null : (
        <MultiSelect
          {...common}
          aria-label="Service"
          w={width(176)}
          placeholder={serviceIds.length ? undefined : 'Service'}
          data={serviceOptions}
          value={serviceIds}
          onChange={(value) => state.setFilter('serviceIds', value)}
          searchable
          nothingFoundMessage={services.isLoading ? 'Loading services…' : 'No services match'}
        />
      )}
      <MultiSelect
        {...common}
        aria-label="Status"
        placeholder={status.length ? undefined : 'Status'}
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => state.setFilter('status', value)}
        w={width(136)}
      />
    </>
  );
}
