import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../../app/router/NotFoundPage';
import BidAnalysisListPage from './BidAnalysisListPage';
import BidAnalysisReportPage from './BidAnalysisReportPage';

/** /bid-analysis-report lists the buyer's RFPs with bids; /bid-analysis-report/:rfpId is one RFP's report. */
export default function BidAnalysisRoutes() {
  return (
    <Routes>
      <Route index element={<BidAnalysisListPage />} />
      <Route path=":rfpId" element={<BidAnalysisReportPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
