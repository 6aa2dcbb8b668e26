import { MultiSelect } from '@mantine/core';
import { CLIENT_STATUSES, CLIENT_TYPE_LABELS, CLIENT_TYPES, type ZClientListQuerySchema } from '@procura/shared';
import { useState } from 'react';
import type { TUrlListState } from '../../../components/DataTable';
import { useParentCompanies } from '../queries';
import { clientStatusLabel } from './ClientStatusBadge';

/** The `GET /clients` parameters this screen's filter controls set. */
export const CLIENT_FILTER_KEYS = ['status', 'clientType', 'parentCompanyId'] as const;

const STATUS_OPTIONS = CLIENT_STATUSES.map((status) => ({ value: status, label: clientStatusLabel(status) }));
const TYPE_OPTIONS = CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type] }));
const FILTER_WIDTH = { base: '100%', sm: 180 };

export function ClientFilters({ list }: { list: TUrlListState<typeof ZClientListQuerySchema> }) {
  const { status = [], clientType = [], parentCompanyId = [] } = list.filters;
  const [parentSearch, setParentSearch] = useState('');
  const parents = useParentCompanies(parentSearch);
  const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <>
      <MultiSelect {...common} aria-label="Status" placeholder={status.length ? undefined : 'Status'} data={STATUS_OPTIONS} value={status} onChange={(value) => list.setFilter('status', value)} w={FILTER_WIDTH} />
      <MultiSelect {...common} aria-label="Client type" placeholder={clientType.length ? undefined : 'Type'} data={TYPE_OPTIONS} value={clientType} onChange={(value) => list.setFilter('clientType', value)} w={FILTER_WIDTH} />
      <MultiSelect
        {...common}
        aria-label="Parent company"
        placeholder={parentCompanyId.length ? undefined : 'Parent company'}
        data={(parents.data?.data ?? []).map((parent) => ({ value: parent.id, label: parent.name }))}
        value={parentCompanyId}
        onChange={(value) => list.setFilter('parentCompanyId', value)}
        searchable
        searchValue={parentSearch}
        onSearchChange={setParentSearch}
        nothingFoundMessage={parents.isFetching ? 'Searching…' : 'No parent company matches'}
        w={FILTER_WIDTH}
      />
    </>
  );
}
