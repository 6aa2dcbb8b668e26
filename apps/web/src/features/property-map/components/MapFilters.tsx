import { MultiSelect } from '@mantine/core';
import { PROPERTY_STATUSES } from '@procura/shared';
import { useMemo } from 'react';
import { manyFilter } from '../../../components/DataTable';
import { ClientMultiPicker, ServiceMultiPicker, useUsStates } from '../../pickers';
import type { TMapFilters } from '../use-map-filters';

const STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({ value: status, label: status === 'ACTIVE' ? 'Active' : 'Inactive' }));

export interface TMapFiltersProps {
  state: TMapFilters;
  /** Phones stack the inputs full width in the drawer. */
  isStacked: boolean;
}

/** Client, state, service and status: the filters Property Lists offers, on the same URL keys. */
export function MapFilters({ state, isStacked }: TMapFiltersProps) {
  const width = (desktop: number) => (isStacked ? '100%' : desktop);
  // One line however many are picked: the pills scroll sideways instead of growing the bar.
  const styles = isStacked ? undefined : ({ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' }, inputField: { minWidth: 24 } } as const);
  // In the bar each pill has its own ×: a clear-all button would leave the pill no room.
  const bar = { clearable: isStacked, maxValues: 100, styles } as const;

  const states = useUsStates();
  const stateOptions = useMemo(
    () => (states.data ?? []).map((option) => ({ value: String(option.id), label: option.name })).sort((a, b) => a.label.localeCompare(b.label)),
    [states.data],
  );

  return (
    <>
      {/* People who may not list clients (a client's own staff, vendors) see only their own: no filter. */}
      <ClientMultiPicker {...manyFilter(state, 'clientIds', 'Client')} {...bar} hideWhenRefused w={width(176)} />
      <MultiSelect
        {...manyFilter(state, 'stateIds', 'State')}
        {...bar}
        w={width(164)}
        data={stateOptions}
        searchable
        nothingFoundMessage={states.isLoading ? 'Loading states…' : states.isError ? 'States could not be loaded' : 'No states match'}
      />
      <ServiceMultiPicker {...manyFilter(state, 'serviceIds', 'Service')} {...bar} hideWhenRefused w={width(176)} />
      <MultiSelect {...manyFilter(state, 'status', 'Status')} {...bar} data={STATUS_OPTIONS} w={width(136)} />
    </>
  );
}
