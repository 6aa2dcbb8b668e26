import { MultiSelect } from '@mantine/core';
import { CLIENT_STATUSES, CLIENT_TYPE_LABELS, CLIENT_TYPES, type ZClientListQuerySchema } from '@procura/shared';
import { manyFilter, type TUrlListState } from '../../../components/DataTable';
import { SearchMultiSelect, useSearchText } from '../../../components/pickers';
import { useParentCompanies } from '../queries';
import { clientStatusLabel } from './ClientStatusBadge';

/** The `GET /clients` parameters this screen's filter controls set. */
export const CLIENT_FILTER_KEYS = ['status', 'clientType', 'parentCompanyId'] as const;

const STATUS_OPTIONS = CLIENT_STATUSES.map((status) => ({ value: status, label: clientStatusLabel(status) }));
const TYPE_OPTIONS = CLIENT_TYPES.map((type) => ({ value: type, label: CLIENT_TYPE_LABELS[type] }));

export function ClientFilters({ list }: { list: TUrlListState<typeof ZClientListQuerySchema> }) {
  const parentSearch = useSearchText();
  const parents = useParentCompanies(parentSearch.query);
  return (
    <>
      <MultiSelect {...manyFilter(list, 'status', 'Status')} data={STATUS_OPTIONS} />
      <MultiSelect {...manyFilter(list, 'clientType', 'Client type', 'Type')} data={TYPE_OPTIONS} />
      <SearchMultiSelect
        {...manyFilter(list, 'parentCompanyId', 'Parent company')}
        search={parentSearch}
        answer={{ ...parents, data: parents.data?.data.map((parent) => ({ value: parent.id, label: parent.name })) }}
        noun="parent companies"
      />
    </>
  );
}
