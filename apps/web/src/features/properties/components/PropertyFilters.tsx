import { MultiSelect } from '@mantine/core';
import { PROPERTY_STATUSES, PROPERTY_TYPES, type ZPropertyListQuerySchema } from '@procura/shared';
import { manyFilter, type TUrlListState } from '../../../components/DataTable';
import { ClientMultiPicker, GeoMultiPicker, ServiceMultiPicker, useUsCountry } from '../../pickers';
import { propertyTypeLabel } from '../property-display';
import { propertyStatusLabel } from './PropertyStatusBadge';

/** The `GET /properties` parameters this screen's filter controls set (ZPropertyFiltersSchema). */
export const PROPERTY_FILTER_KEYS = ['clientIds', 'stateIds', 'cityIds', 'serviceIds', 'status', 'propertyTypes'] as const;

const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({ value: status, label: propertyStatusLabel(status) }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: propertyTypeLabel(type) }));

type TList = TUrlListState<typeof ZPropertyListQuerySchema>;

export function PropertyFilters({ list, showClient }: { list: TList; showClient: boolean }) {
  const stateIds = list.filters.stateIds ?? [];
  const { us } = useUsCountry();
  // Tens of thousands of cities: asked only once the person typed, or within the one state chosen.
  const stateId = stateIds.length === 1 ? stateIds[0] : undefined;
  return (
    <>
      {showClient ? <ClientMultiPicker {...manyFilter(list, 'clientIds', 'Client')} hidePickedOptions /> : null}
      {us ? <GeoMultiPicker {...manyFilter(list, 'stateIds', 'State')} hidePickedOptions level="states" noun="states" parent={{ countryId: us.id }} /> : null}
      <GeoMultiPicker
        {...manyFilter(list, 'cityIds', 'City')}
        hidePickedOptions
        level="cities"
        noun="cities"
        parent={stateId !== undefined ? { stateId } : { countryId: us?.id }}
        needsSearch={stateId === undefined}
      />
      <ServiceMultiPicker {...manyFilter(list, 'serviceIds', 'Service')} hidePickedOptions />
      <MultiSelect {...manyFilter(list, 'status', 'Status')} hidePickedOptions data={STATUS_OPTIONS} />
      <MultiSelect {...manyFilter(list, 'propertyTypes', 'Property type', 'Type')} hidePickedOptions data={TYPE_OPTIONS} />
    </>
  );
}
