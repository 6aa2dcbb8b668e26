import { ROUTES } from '@procura/shared';

/** /bid-analysis-report/:rfpId: one RFP's report. */
export const reportPath = (rfpId: string) => `${ROUTES.bidAnalysisReport}/${encodeURIComponent(rfpId)}`;
