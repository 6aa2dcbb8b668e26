import { Stack } from '@mantine/core';
import { ROUTES } from '@procura/shared';
import { useNavigate, useParams } from 'react-router';
import { HistoryTab } from '../../../components/HistoryTab';
import { isRecordId } from '../../../components/RecordLoadError';
import { RecordBackLink, RecordHeader, RecordPageError, RecordTabs, type TRecordBack, type TRecordTab } from '../../../components/RecordPage';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { RfpActions } from '../components/RfpActions';
import { RfpStatusBadge } from '../components/RfpStatusBadge';
import { RfpSummary } from '../components/RfpSummary';
import { AddendaTab } from '../components/tabs/AddendaTab';
import { BidsTab } from '../components/tabs/BidsTab';
import { DocumentsTab } from '../components/tabs/DocumentsTab';
import { LinesTab } from '../components/tabs/LinesTab';
import { QuestionsTab } from '../components/tabs/QuestionsTab';
import { VendorsTab } from '../components/tabs/VendorsTab';
import { rfpHistoryQuery, useRfpDetail } from '../queries';
import { RFP_HISTORY } from '../rfp-history';
import { rfpPath } from '../rfp-format';

const TABS = ['lines', 'vendors', 'documents', 'questions', 'addenda', 'bids', 'history'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string | undefined | null): value is TTab => TABS.some((tab) => tab === value);
const BACK: TRecordBack = { to: ROUTES.rfp, label: 'All RFPs', listName: 'RFPs' };

/** Keyed by id: moving from one RFP to another starts the page afresh (tabs, modals). */
export default function RfpDetailPage() {
  const { id = '' } = useParams();
  if (isRecordId(id)) return <RfpDetail key={id} id={id} />;
  return <RecordPageError back={BACK} what="RFP" error={null} />;
}

function RfpDetail({ id }: { id: string }) {
  // documentId: a document named by an addendum's e-mail link (/rfp/:id/documents/:documentId).
  const { tab: tabParam, documentId } = useParams();
  const navigate = useNavigate();
  const rfp = useRfpDetail(id);
  usePageTitle(rfp.data ? `${rfp.data.number} ${rfp.data.title}` : 'RFP');
  const tab: TTab = documentId ? 'documents' : isTab(tabParam) ? tabParam : 'lines';

  if (rfp.isLoading) return <Spinner hint="Loading the RFP…" />;
  if (rfp.error || !rfp.data) return <RecordPageError back={BACK} what="RFP" error={rfp.error} onRetry={() => void rfp.refetch()} />;
  const data = rfp.data;
  // Questions and addenda exist once vendors have the RFP: a draft has neither.
  const isPublished = data.publishedAt !== null;
  const shownTab: TTab = !isPublished && (tab === 'questions' || tab === 'addenda') ? 'lines' : tab;
  const tabs: TRecordTab<TTab>[] = [
    { value: 'lines', label: `Lines (${data.lineCount})`, panel: <LinesTab rfp={data} /> },
    { value: 'vendors', label: `Vendors (${data.invitedCount})`, panel: <VendorsTab rfpId={data.id} /> },
    { value: 'documents', label: 'Documents', panel: <DocumentsTab rfp={data} linkedDocumentId={documentId} /> },
    ...(isPublished
      ? ([
          { value: 'questions', label: 'Q&A', panel: <QuestionsTab rfp={data} /> },
          { value: 'addenda', label: `Addenda (${data.latestAddendum})`, panel: <AddendaTab rfp={data} /> },
        ] as const)
      : []),
    { value: 'bids', label: `Bids (${data.submittedCount})`, panel: <BidsTab rfp={data} /> },
    { value: 'history', label: 'History', panel: <HistoryTab label="RFP history" vocabulary={RFP_HISTORY} query={rfpHistoryQuery(data.id)} /> },
  ];

  return (
    <Stack gap="lg">
      <RecordBackLink back={BACK} />
      <RecordHeader
        band="blue.1"
        title={data.title}
        badge={<RfpStatusBadge status={data.status} />}
        meta={`${data.number} · ${data.clientName}`}
        actions={<RfpActions rfp={data} />}
      >
        <RfpSummary rfp={data} />
      </RecordHeader>
      <RecordTabs value={shownTab} tabs={tabs} onChange={(next) => void navigate(rfpPath(data.id, next === 'lines' ? undefined : next), { replace: true })} />
    </Stack>
  );
}
