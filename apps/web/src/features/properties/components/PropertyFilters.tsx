import { MultiSelect } from '@mantine/core';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type ZPropertyListQuerySchema } from '@procura/shared';
import type { TUrlListState } from '../../../components/DataTable';
import { ClientMultiPicker, GeoMultiPicker, ServiceMultiPicker, useUsCountry } from '../../pickers';
import { propertyTypeLabel } from '../property-display';
import { propertyStatusLabel } from './PropertyStatusBadge';

/** The `GET /properties` parameters this screen's filter controls set (ZPropertyFiltersSchema). */
export const PROPERTY_FILTER_KEYS = ['clientIds', 'stateIds', 'cityIds', 'serviceIds', 'status', 'propertyTypes'] as const;

const FILTER_WIDTH = { base: '100%', sm: 168 };
const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({ value: status, label: propertyStatusLabel(status) }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: propertyTypeLabel(type) }));
const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true }, w: FILTER_WIDTH, hidePickedOptions: true } as const;
const placeholderFor = (values: readonly unknown[], label: string) => (values.length > 0 ? undefined : label);

type TList = TUrlListState<typeof ZPropertyListQuerySchema>;

export function PropertyFilters({ list, showClient }: { list: TList; showClient: boolean }) {
  const { status = [], propertyTypes = [], clientIds = [], serviceIds = [] } = list.filters;
  const stateIds = (list.filters.stateIds ?? []).map(String);
  const cityIds = (list.filters.cityIds ?? []).map(String);
  const { us } = useUsCountry();
  // Tens of thousands of cities: asked only once the person typed, or within the one state chosen.
  const stateId = stateIds.length === 1 ? Number(stateIds[0]) : undefined;
  return (
    <>
      {showClient ? (
        <ClientMultiPicker
          {...common}
          aria-label="Client"
          placeholder={placeholderFor(clientIds, 'Client')}
          value={clientIds}
          onChange={(value) => list.setFilter('clientIds', value)}
        />
      ) : null}
      {us ? (
        <GeoMultiPicker
          {...common}
          level="states"
          noun="states"
          parent={{ countryId: us.id }}
          aria-label="State"
          placeholder={placeholderFor(stateIds, 'State')}
          value={stateIds}
          onChange={(value) => list.setFilter('stateIds', value)}
        />
      ) : null}
      <GeoMultiPicker
        {...common}
        level="cities"
        noun="cities"
        parent={stateId !== undefined ? { stateId } : { countryId: us?.id }}
        needsSearch={stateId === undefined}
        aria-label="City"
        placeholder={placeholderFor(cityIds, 'City')}
        value={cityIds}
        onChange={(value) => list.setFilter('cityIds', value)}
      />
      <ServiceMultiPicker
        {...common}
        aria-label="Service"
        placeholder={placeholderFor(serviceIds, 'Service')}
        value={serviceIds}
        onChange={(value) => list.setFilter('serviceIds', value)}
      />
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
