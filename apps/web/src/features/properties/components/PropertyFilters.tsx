import { MultiSelect, type ComboboxItemGroup } from '@mantine/core';
import { isUsStateOrTerritory, PROPERTY_STATUSES, PROPERTY_TYPES, type ZPropertyListQuerySchema } from '@procura/shared';
import { useState } from 'react';
import type { TUrlListState } from '../../../components/DataTable';
import { propertyTypeLabel } from '../property-display';
import { useClientOptions, useGeographyOptions, useServiceOptions } from '../queries';
import { propertyStatusLabel } from './PropertyStatusBadge';
import { useRememberedOptions } from './remembered-options';
import { useUsCountry } from './use-us-country';

/** The `GET /properties` parameters this screen's filter controls set (ZPropertyFiltersSchema). */
export const PROPERTY_FILTER_KEYS = ['clientIds', 'stateIds', 'cityIds', 'serviceIds', 'status', 'propertyTypes'] as const;

const FILTER_WIDTH = { base: '100%', sm: 168 };
const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({ value: status, label: propertyStatusLabel(status) }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: propertyTypeLabel(type) }));
const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true }, w: FILTER_WIDTH, hidePickedOptions: true } as const;
const placeholderFor = (values: readonly unknown[], label: string) => (values.length > 0 ? undefined : label);

type TList = TUrlListState<typeof ZPropertyListQuerySchema>;

function ClientFilter({ list }: { list: TList }) {
  const [search, setSearch] = useState('');
  const selected = list.filters.clientIds ?? [];
  const clients = useClientOptions(search);
  const data = useRememberedOptions((clients.data ?? []).map((client) => ({ value: client.id, label: client.name })), selected);
  return (
    <MultiSelect
      {...common}
      aria-label="Client"
      placeholder={placeholderFor(selected, 'Client')}
      data={data}
      value={selected}
      onChange={(value) => list.setFilter('clientIds', value)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No clients match'}
    />
  );
}

function StateFilter({ list }: { list: TList }) {
  const [search, setSearch] = useState('');
  const { us } = useUsCountry();
  const selected = (list.filters.stateIds ?? []).map(String);
  const states = useGeographyOptions('states', { search, countryId: us?.id }, us !== null);
  const data = useRememberedOptions(
    (states.data ?? []).filter((state) => isUsStateOrTerritory({ fips: state.fips ?? null })).map((state) => ({ value: String(state.id), label: state.name })),
    selected,
  );
  return (
    <MultiSelect
      {...common}
      aria-label="State"
      placeholder={placeholderFor(selected, 'State')}
      data={data}
      value={selected}
      onChange={(value) => list.setFilter('stateIds', value)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={states.isFetching ? 'Searching…' : 'No states match'}
    />
  );
}

function CityFilter({ list }: { list: TList }) {
  const [search, setSearch] = useState('');
  const { us } = useUsCountry();
  const selected = (list.filters.cityIds ?? []).map(String);
  const stateIds = list.filters.stateIds ?? [];
  const stateId = stateIds.length === 1 ? stateIds[0] : undefined;
  // Tens of thousands of cities: ask only once the person typed or chose a state.
  const cities = useGeographyOptions('cities', stateId !== undefined ? { search, stateId } : { search, countryId: us?.id }, (search.trim().length >= 2 && us !== null) || stateId !== undefined);
  const data = useRememberedOptions((cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name })), selected);
  return (
    <MultiSelect
      {...common}
      aria-label="City"
      placeholder={placeholderFor(selected, 'City')}
      data={data}
      value={selected}
      onChange={(value) => list.setFilter('cityIds', value)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={cities.isFetching ? 'Searching…' : stateId === undefined && search.length < 2 ? 'Type a city name' : 'No cities match'}
    />
  );
}

function ServiceFilter({ list }: { list: TList }) {
  const selected = list.filters.serviceIds ?? [];
  const services = useServiceOptions();
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const service of services.data ?? []) {
    const items = groups.get(service.categoryName) ?? [];
    items.push({ value: service.id, label: service.name });
    groups.set(service.categoryName, items);
  }
  const data: ComboboxItemGroup<{ value: string; label: string }>[] = [...groups].map(([group, items]) => ({ group, items }));
  return (
    <MultiSelect
      {...common}
      aria-label="Service"
      placeholder={placeholderFor(selected, 'Service')}
      data={data}
      value={selected}
      onChange={(value) => list.setFilter('serviceIds', value)}
      searchable
      nothingFoundMessage={services.isLoading ? 'Loading services…' : 'No services match'}
    />
  );
}

export function PropertyFilters({ list, showClient }: { list: TList; showClient: boolean }) {
  const { status = [], propertyTypes = [] } = list.filters;
  return (
    <>
      {showClient ? <ClientFilter list={list} /> : null}
      <StateFilter list={list} />
      <CityFilter list={list} />
      <ServiceFilter list={list} />
      <MultiSelect
        {...common}
        aria-label="Status"
        placeholder={placeholderFor(status, 'Status')}
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => list.setFilter('status', value)}
      />
      <MultiSelect
        {...common}
        aria-label="Property type"
        placeholder={placeholderFor(propertyTypes, 'Type')}
        data={TYPE_OPTIONS}
        value={propertyTypes}
        onChange={(value) => list.setFilter('propertyTypes', value)}
      />
    </>
  );
}
