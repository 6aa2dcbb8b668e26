import { MultiSelect } from '@mantine/core';
import { CLIENT_STATUSES, CLIENT_TYPE_LABELS, CLIENT_TYPES, type ZClientListQuerySchema } from '@procura/shared';
import type { TUrlListState } from '../../../components/DataTable';
import { SearchMultiSelect, useSearchText } from '../../../components/pickers';
import { useParentCompanies } from '../queries';
import { clientStatusLabel } from './ClientStatusBadge';

/** The `GET /clients` parameters this screen's filter controls set. */
export const CLIENT_FILTER_KEYS = ['status', 'clientType', 'parentCompanyId'] as const;

const STATUS_OPTIONS = CLIENT_STATUSES.map((status) => ({ value: status, label: clientStatusLabel(status) }));
const TYPE_OPTIONS = CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type] }));
const FILTER_WIDTH = { base: '100%', sm: 180 };

export function ClientFilters({ list }: { list: TUrlListState<typeof ZClientListQuerySchema> }) {
  const { status = [], clientType = [], parentCompanyId = [] } = list.filters;
  const parentSearch = useSearchText();
  const parents = useParentCompanies(parentSearch.query);
  const common = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <>
      <MultiSelect
        {...common}
        aria-label="Status"
        placeholder={status.length ? undefined : 'Status'}
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => list.setFilter('status', value)}
        w={FILTER_WIDTH}
      />
      <MultiSelect
        {...common}
        aria-label="Client type"
        placeholder={clientType.length ? undefined : 'Type'}
        data={TYPE_OPTIONS}
        value={clientType}
        onChange={(value) => list.setFilter('clientType', value)}
        w={FILTER_WIDTH}
      />
      <SearchMultiSelect
        {...common}
        aria-label="Parent company"
        placeholder={parentCompanyId.length ? undefined : 'Parent company'}
        value={parentCompanyId}
        onChange={(value) => list.setFilter('parentCompanyId', value)}
        search={parentSearch}
        answer={{ ...parents, data: parents.data?.data.map((parent) => ({ value: parent.id, label: parent.name })) }}
        noun="parent companies"
        w={FILTER_WIDTH}
      />
    </>
  );
}
