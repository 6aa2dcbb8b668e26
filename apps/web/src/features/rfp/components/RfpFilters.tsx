import { MultiSelect } from '@mantine/core';
import { RFP_STATUS_LABELS, RFP_STATUSES, type ZRfpQuerySchema } from '@procura/shared';
import { manyFilter, type TUrlListState } from '../../../components/DataTable';
import { ClientMultiPicker } from '../../pickers';

/** The `GET /v1/rfp` parameters this screen's filter controls set. */
export const RFP_FILTER_KEYS = ['status', 'clientIds'] as const;

export function RfpFilters({ list, showClients }: { list: TUrlListState<typeof ZRfpQuerySchema>; showClients: boolean }) {
  return (
    <>
      <MultiSelect {...manyFilter(list, 'status', 'Status')} data={RFP_STATUSES.map((value) => ({ value, label: RFP_STATUS_LABELS[value] }))} />
      {showClients ? <ClientMultiPicker {...manyFilter(list, 'clientIds', 'Client')} hideWhenRefused /> : null}
    </>
  );
}
