import { ZBidAnalysisQuerySchema } from '@procura/shared';
import { useNavigate } from 'react-router';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { ANALYSED_RFP_COLUMNS } from '../components/analysed-rfp-columns';
import { ANALYSED_RFP_FILTER_KEYS, AnalysedRfpFilters } from '../components/AnalysedRfpFilters';
import { useAnalysedRfps } from '../queries';
import { reportPath } from '../report-paths';

/** The buyer's RFPs with at least one submitted bid (docs/rfp.md "The Bid Analysis Report"): search, status and sort in the URL. */
export default function BidAnalysisListPage() {
  const list = useUrlListState({ schema: ZBidAnalysisQuerySchema, filterKeys: ANALYSED_RFP_FILTER_KEYS });
  const navigate = useNavigate();
  const rfps = useAnalysedRfps(list.query);

  return (
    <>
      <PageHeader
        title="Bid Analysis Report"
        description="RFPs that have received bids. Once the bids are opened, compare them line by line, level them, and award."
      />
      <ListToolbar
        searchLabel="Search RFPs"
        searchPlaceholder="Search by number or title"
        {...toolbarProps(list)}
        filters={<AnalysedRfpFilters list={list} />}
      />
      <DataTable
        label="RFPs with bids"
        columns={ANALYSED_RFP_COLUMNS}
        {...tableProps(list, rfps, 'The RFPs could not be loaded.')}
        getRowId={(rfp) => rfp.id}
        getRowLabel={(rfp) => `${rfp.number} ${rfp.title}`}
        rowActions={(rfp) => [{ label: 'Open report', onSelect: () => void navigate(reportPath(rfp.id)) }]}
        empty={emptyState(list, 'No RFP with bids matches these filters', {
          title: 'No bids yet',
          description: 'An RFP appears here once a vendor submits a bid on it.',
        })}
      />
    </>
  );
}
