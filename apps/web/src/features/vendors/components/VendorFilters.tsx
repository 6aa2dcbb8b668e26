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
import type { TUrlListState } from '../../../components/DataTable';
import { SearchSelect, useSearchText, type TPickerOption } from '../../../components/pickers';
import { ServiceMultiPicker, useGeographyOptions, useUsStates } from '../../pickers';

/** The `GET /v1/vendors` parameters this screen's filter controls set. */
export const VENDOR_FILTER_KEYS = ['complianceState', 'approvalStatus', 'status', 'serviceIds', 'stateId', 'countyId', 'ownershipTags', 'vendorType'] as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const;
const FILTER_WIDTH = { base: '100%', sm: 170 };

export function VendorFilters({ list, hideApproval = false }: { list: TUrlListState<typeof ZVendorListQuerySchema>; hideApproval?: boolean }) {
  const { complianceState = [], approvalStatus = [], status = [], serviceIds = [], stateId, countyId, ownershipTags = [], vendorType = [] } = list.filters;
  const states = useUsStates();
  const [chosenCounty, setChosenCounty] = useState<TPickerOption | null>(null);
  const county = countyId ? { value: String(countyId), label: chosenCounty?.value === String(countyId) ? chosenCounty.label : 'Chosen county' } : null;
  const countySearch = useSearchText(county?.label ?? null);
  const counties = useGeographyOptions('counties', { stateId: stateId ?? undefined, search: countySearch.query }, Boolean(stateId));
  const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true } } as const;

  return (
    <>
      <MultiSelect
        {...common}
        aria-label="Compliance"
        placeholder={complianceState.length ? undefined : 'Compliance'}
        data={options(VENDOR_COMPLIANCE_STATES, VENDOR_COMPLIANCE_STATE_LABELS)}
        value={complianceState}
        onChange={(value) => list.setFilter('complianceState', value)}
        w={FILTER_WIDTH}
      />
      {hideApproval ? null : (
        <MultiSelect
          {...common}
          aria-label="Approval"
          placeholder={approvalStatus.length ? undefined : 'Approval'}
          data={options(VENDOR_APPROVAL_STATUSES, VENDOR_APPROVAL_STATUS_LABELS)}
          value={approvalStatus}
          onChange={(value) => list.setFilter('approvalStatus', value)}
          w={FILTER_WIDTH}
        />
      )}
      <MultiSelect
        {...common}
        aria-label="Status"
        placeholder={status.length ? undefined : 'Status'}
        data={options(VENDOR_STATUSES, STATUS_LABELS)}
        value={status}
        onChange={(value) => list.setFilter('status', value)}
        w={FILTER_WIDTH}
      />
      <ServiceMultiPicker
        {...common}
        aria-label="Service"
        placeholder={serviceIds.length ? undefined : 'Service'}
        value={serviceIds}
        onChange={(value) => list.setFilter('serviceIds', value)}
        w={FILTER_WIDTH}
      />
      <Select
        {...common}
        aria-label="Service area state"
        placeholder="Serves state"
        data={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }))}
        value={stateId ? String(stateId) : null}
        // A county belongs to one state: a new state drops it, in the same history step.
        onChange={(value) => list.setFilters({ stateId: value, countyId: null })}
        searchable
        nothingFoundMessage={states.isLoading ? 'Loading…' : 'No state matches'}
        w={FILTER_WIDTH}
      />
      <SearchSelect
        {...common}
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
        w={FILTER_WIDTH}
      />
      <MultiSelect
        {...common}
        aria-label="Ownership"
        placeholder={ownershipTags.length ? undefined : 'Ownership'}
        data={options(OWNERSHIP_TAGS, OWNERSHIP_TAG_LABELS)}
        value={ownershipTags}
        onChange={(value) => list.setFilter('ownershipTags', value)}
        w={FILTER_WIDTH}
      />
      <MultiSelect
        {...common}
        aria-label="Type"
        placeholder={vendorType.length ? undefined : 'Type'}
        data={options(VENDOR_TENANT_TYPES, VENDOR_TYPE_LABELS)}
        value={vendorType}
        onChange={(value) => list.setFilter('vendorType', value)}
        w={FILTER_WIDTH}
      />
    </>
  );
}
