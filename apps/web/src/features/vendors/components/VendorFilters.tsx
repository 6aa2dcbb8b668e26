import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
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
import { useCounties, useServiceOptions, useUsStates } from '../queries';
import { groupedServiceData } from './service-options';

/** The `GET /v1/vendors` parameters this screen's filter controls set. */
export const VENDOR_FILTER_KEYS = ['complianceState', 'approvalStatus', 'status', 'serviceIds', 'stateId', 'countyId', 'ownershipTags', 'vendorType'] as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' } as const;
const FILTER_WIDTH = { base: '100%', sm: 170 };

export function VendorFilters({ list, hideApproval = false }: { list: TUrlListState<typeof ZVendorListQuerySchema>; hideApproval?: boolean }) {
  const { complianceState = [], approvalStatus = [], status = [], serviceIds = [], stateId, countyId, ownershipTags = [], vendorType = [] } = list.filters;
  const services = useServiceOptions();
  const states = useUsStates();
  const [countySearch, setCountySearch] = useState('');
  const [debouncedCounty] = useDebouncedValue(countySearch, 250);
  const counties = useCounties(stateId ?? null, debouncedCounty);
  const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true } } as const;
  const countyOptions = (counties.data ?? []).map((county) => ({ value: String(county.id), label: county.name }));
  if (countyId && !countyOptions.some((option) => option.value === String(countyId))) countyOptions.unshift({ value: String(countyId), label: 'Chosen county' });

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
      <MultiSelect {...common} aria-label="Status" placeholder={status.length ? undefined : 'Status'} data={options(VENDOR_STATUSES, STATUS_LABELS)} value={status} onChange={(value) => list.setFilter('status', value)} w={FILTER_WIDTH} />
      <MultiSelect
        {...common}
        aria-label="Service"
        placeholder={serviceIds.length ? undefined : 'Service'}
        data={groupedServiceData(services.data)}
        value={serviceIds}
        onChange={(value) => list.setFilter('serviceIds', value)}
        searchable
        nothingFoundMessage={services.isLoading ? 'Loading…' : 'No service matches'}
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
      <Select
        {...common}
        aria-label="Service area county"
        placeholder="Serves county"
        disabled={!stateId}
        data={countyOptions}
        value={countyId ? String(countyId) : null}
        onChange={(value) => list.setFilter('countyId', value)}
        searchable
        searchValue={countySearch}
        onSearchChange={setCountySearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={counties.isFetching ? 'Searching…' : 'No county matches'}
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
      <MultiSelect {...common} aria-label="Type" placeholder={vendorType.length ? undefined : 'Type'} data={options(VENDOR_TENANT_TYPES, VENDOR_TYPE_LABELS)} value={vendorType} onChange={(value) => list.setFilter('vendorType', value)} w={FILTER_WIDTH} />
    </>
  );
}
