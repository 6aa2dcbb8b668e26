import { MultiSelect, Select } from '@mantine/core';
import { CONTRACT_ORIGIN_LABELS, CONTRACT_ORIGINS, CONTRACT_STATUS_LABELS, CONTRACT_STATUSES, type TContractFilters } from '@procura/shared';
import { FILTER_PROPS, manyFilter } from '../../../components/DataTable';
import { SearchMultiSelect, useSearchText } from '../../../components/pickers';
import { ClientMultiPicker } from '../../pickers';
import type { TContractOptionList } from '../api';
import { useContractOptions } from '../queries';

/** The `GET /v1/contracts` parameters this screen's filter controls set (the property-wise view takes the same). */
export const CONTRACT_FILTER_KEYS = ['status', 'origin', 'clientId', 'vendorId', 'propertyId', 'serviceId', 'endsWithinDays'] as const;

type TFilterKey = (typeof CONTRACT_FILTER_KEYS)[number];

/** The part of either tab's URL state the filters read and write (both take the list's filters). */
export type TContractFilterList = {
  filters: Partial<Pick<TContractFilters, TFilterKey>>;
  setFilter: (key: TFilterKey, value: string | boolean | readonly string[] | null) => void;
};

const ENDS_WITHIN = [30, 60, 90, 180, 365].map((days) => ({ value: String(days), label: `Ends within ${days} days` }));

/** Vendors, properties or services of the reader's own contracts, searched on the server. */
function ContractOptionPicker({ list, noun, ...props }: { list: TContractOptionList; noun: string } & ReturnType<typeof manyFilter>) {
  const search = useSearchText();
  const options = useContractOptions(list, search.query);
  const answer = { ...options, data: options.data?.map((o) => ({ value: o.id, label: o.detail ? `${o.name} (${o.detail})` : o.name })) };
  return <SearchMultiSelect {...props} search={search} answer={answer} noun={noun} />;
}

export function ContractFilters({ list, showClients }: { list: TContractFilterList; showClients: boolean }) {
  const days = list.filters.endsWithinDays;
  return (
    <>
      <MultiSelect {...manyFilter(list, 'status', 'Status')} data={CONTRACT_STATUSES.map((value) => ({ value, label: CONTRACT_STATUS_LABELS[value] }))} />
      <MultiSelect {...manyFilter(list, 'origin', 'Origin')} data={CONTRACT_ORIGINS.map((value) => ({ value, label: CONTRACT_ORIGIN_LABELS[value] }))} />
      {showClients ? <ClientMultiPicker {...manyFilter(list, 'clientId', 'Client')} hideWhenRefused /> : null}
      <ContractOptionPicker list="vendorList" noun="vendors" {...manyFilter(list, 'vendorId', 'Vendor')} />
      <ContractOptionPicker list="propertyList" noun="properties" {...manyFilter(list, 'propertyId', 'Property')} />
      <ContractOptionPicker list="servicesList" noun="services" {...manyFilter(list, 'serviceId', 'Service')} />
      <Select
        {...FILTER_PROPS}
        aria-label="Ends within"
        placeholder="Ends within"
        data={ENDS_WITHIN}
        value={days === undefined ? null : String(days)}
        onChange={(next) => list.setFilter('endsWithinDays', next)}
      />
    </>
  );
}
