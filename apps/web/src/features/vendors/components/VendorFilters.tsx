import { MultiSelect, Select } from '@mantine/core';
import {
  OWNERSHIP_TAG_LABELS,
  OWNERSHIP_TAGS,
  VENDOR_APPROVAL_STATUS_LABELS,
  VENDOR_APPROVAL_STATUSES,
  VENDOR_COMPLIANCE_STATE_LABELS,
  VENDOR_COMPLIANCE_STATES,
  VENDOR_STATUSES,
  VENDOR_TENANT_TYPES,
  VENDOR_TYPE_LABELS,
  type ZVendorListQuerySchema,
} from '@procura/shared';
import { useState } from 'react';
import { FILTER_PROPS, manyFilter, oneFilter, type TUrlListState } from '../../../components/DataTable';
import { SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { ServiceMultiPicker, useGeographyOptions, useUsStates } from '../../pickers';

/** The `GET /v1/vendors` parameters this screen's filter controls set. */
export const VENDOR_FILTER_KEYS = ['complianceState', 'approvalStatus', 'status', 'serviceIds', 'stateId', 'countyId', 'ownershipTags', 'vendorType'] as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const;

export function VendorFilters({ list, hideApproval = false }: { list: TUrlListState<typeof ZVendorListQuerySchema>; hideApproval?: boolean }) {
  const { stateId, countyId } = list.filters;
  const states = useUsStates();
  const [chosenCounty, setChosenCounty] = useState<TPickerOption | null>(null);
  const county = countyId ? { value: String(countyId), label: chosenCounty?.value === String(countyId) ? chosenCounty.label : 'Chosen county' } : null;
  const countySearch = useSearchText(county?.label ?? null);
  const counties = useGeographyOptions('counties', { stateId: stateId ?? undefined, search: countySearch.query }, Boolean(stateId));

  return (
    <>
      <MultiSelect {...manyFilter(list, 'complianceState', 'Compliance')} data={options(VENDOR_COMPLIANCE_STATES, VENDOR_COMPLIANCE_STATE_LABELS)} />
      {hideApproval ? null : (
        <MultiSelect {...manyFilter(list, 'approvalStatus', 'Approval')} data={options(VENDOR_APPROVAL_STATUSES, VENDOR_APPROVAL_STATUS_LABELS)} />
      )}
      <MultiSelect {...manyFilter(list, 'status', 'Status')} data={options(VENDOR_STATUSES, STATUS_LABELS)} />
      <ServiceMultiPicker {...manyFilter(list, 'serviceIds', 'Service')} />
      <Select
        {...oneFilter(list, 'stateId', 'Service area state', 'Serves state')}
        data={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }))}
        // A county belongs to one state: a new state drops it, in the same history step.
        onChange={(value) => list.setFilters({ stateId: value, countyId: null })}
        searchable
        nothingFoundMessage={states.isLoading ? 'Loading…' : 'No state matches'}
      />
      <SearchSelect
        {...FILTER_PROPS}
        aria-label="Service area county"
        placeholder="Serves county"
        disabled={!stateId}
        value={county}
        onChange={(next) => {
          setChosenCounty(next);
          list.setFilter('countyId', next?.value ?? null);
        }}
        search={countySearch}
        answer={{ ...counties, data: counties.data?.map((option) => ({ value: String(option.id), label: option.name })) }}
        noun="counties"
      />
      <MultiSelect {...manyFilter(list, 'ownershipTags', 'Ownership')} data={options(OWNERSHIP_TAGS, OWNERSHIP_TAG_LABELS)} />
      <MultiSelect {...manyFilter(list, 'vendorType', 'Type')} data={options(VENDOR_TENANT_TYPES, VENDOR_TYPE_LABELS)} />
    </>
  );
}
