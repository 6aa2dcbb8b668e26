import { MultiSelect } from '@mantine/core';
import { RFP_STATUS_LABELS, type ZBidAnalysisQuerySchema } from '@procura/shared';
import { manyFilter, type TUrlListState } from '../../../components/DataTable';

/** The `GET /v1/bid-analysis` parameters this screen's filter controls set. */
export const ANALYSED_RFP_FILTER_KEYS = ['status'] as const;

/** The states an RFP with bids can be in: bidding, closed, awarded (a cancelled one may keep its bids). */
const STATUSES = ['PUBLISHED', 'CLOSED', 'PARTIALLY_AWARDED', 'AWARDED', 'CANCELLED'] as const;

export function AnalysedRfpFilters({ list }: { list: TUrlListState<typeof ZBidAnalysisQuerySchema> }) {
  return <MultiSelect {...manyFilter(list, 'status', 'Status')} data={STATUSES.map((value) => ({ value, label: RFP_STATUS_LABELS[value] }))} />;
}
