import { MultiSelect } from '@mantine/core';
import { COVERAGE_CELL_STATE_LABELS, COVERAGE_CELL_STATES, type ZCoverageQuerySchema } from '@procura/shared';
import { manyFilter, type TUrlListState } from '../../../components/DataTable';
import { ClientMultiPicker, GeoMultiPicker, ServiceMultiPicker, useUsCountry } from '../../pickers';

/** The `GET /v1/contract-management/coverage` parameters this screen's filter controls set. */
export const COVERAGE_FILTER_KEYS = ['cellStates', 'clientIds', 'stateIds', 'serviceIds', 'vendorIds'] as const;

const CELL_STATE_OPTIONS = COVERAGE_CELL_STATES.map((value) => ({ value, label: COVERAGE_CELL_STATE_LABELS[value] }));

interface TCoverageFiltersProps {
  list: TUrlListState<typeof ZCoverageQuerySchema>;
  showClients: boolean;
  /** The vendors holding lines in the grid (the API names them). */
  vendors: readonly { id: string; name: string }[];
}

export function CoverageFilters({ list, showClients, vendors }: TCoverageFiltersProps) {
  const { us } = useUsCountry();
  return (
    <>
      <MultiSelect {...manyFilter(list, 'cellStates', 'Coverage')} hidePickedOptions data={CELL_STATE_OPTIONS} />
      {showClients ? <ClientMultiPicker {...manyFilter(list, 'clientIds', 'Client')} hidePickedOptions hideWhenRefused /> : null}
      {us ? <GeoMultiPicker {...manyFilter(list, 'stateIds', 'State')} hidePickedOptions level="states" noun="states" parent={{ countryId: us.id }} /> : null}
      <ServiceMultiPicker {...manyFilter(list, 'serviceIds', 'Service')} hidePickedOptions hideWhenRefused />
      <MultiSelect
        {...manyFilter(list, 'vendorIds', 'Vendor')}
        hidePickedOptions
        searchable
        data={vendors.map((v) => ({ value: v.id, label: v.name }))}
        nothingFoundMessage="No vendor holds a line here"
      />
    </>
  );
}
