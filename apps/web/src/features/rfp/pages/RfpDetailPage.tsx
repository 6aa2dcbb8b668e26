import { Anchor, Box, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { ROUTES } from '@procura/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { HistoryTab } from '../../../components/HistoryTab';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
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

function BackLink() {
  return (
    <Anchor component={Link} to={ROUTES.rfp} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft aria-hidden size={14} />
        All RFPs
      </Group>
    </Anchor>
  );
}

/** Keyed by id: moving from one RFP to another starts the page afresh (tabs, modals). */
export default function RfpDetailPage() {
  const { id = '' } = useParams();
  if (isRecordId(id)) return <RfpDetail key={id} id={id} />;
  return (
    <Stack>
      <BackLink />
      <RecordLoadError what="RFP" error={null} isBrokenLink backTo={ROUTES.rfp} backLabel="RFPs" onRetry={() => undefined} />
    </Stack>
  );
}

function RfpDetail({ id }: { id: string }) {
  // documentId: a document named by an addendum's e-mail link (/rfp/:id/documents/:documentId).
  const { tab: tabParam, documentId } = useParams();
  const navigate = useNavigate();
  const rfp = useRfpDetail(id);
  usePageTitle(rfp.data ? `${rfp.data.number} ${rfp.data.title}` : 'RFP');
  const tab: TTab = documentId ? 'documents' : isTab(tabParam) ? tabParam : 'lines';

  if (rfp.isLoading) return <Spinner hint="Loading the RFP…" />;
  if (rfp.error || !rfp.data) {
    return (
      <Stack>
        <BackLink />
        <RecordLoadError what="RFP" error={rfp.error} backTo={ROUTES.rfp} backLabel="RFPs" onRetry={() => void rfp.refetch()} />
      </Stack>
    );
  }
  const data = rfp.data;
  // Questions and addenda exist once vendors have the RFP: a draft has neither.
  const isPublished = data.publishedAt !== null;
  const shownTab: TTab = !isPublished && (tab === 'questions' || tab === 'addenda') ? 'lines' : tab;

  return (
    <Stack gap="lg">
      <BackLink />
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <Box h={8} bg="blue.1" />
        <Stack p={{ base: 'md', sm: 'lg' }} gap="md">
          <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
            <Stack gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
              <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
                {data.title}
              </Title>
              <Group gap="xs">
                <RfpStatusBadge status={data.status} />
                <Text size="sm" c="dimmed">
                  {data.number} · {data.clientName}
                </Text>
              </Group>
            </Stack>
            <RfpActions rfp={data} />
          </Group>
          <RfpSummary rfp={data} />
        </Stack>
      </Paper>

      <Tabs
        value={shownTab}
        onChange={(next) => isTab(next) && void navigate(rfpPath(data.id, next === 'lines' ? undefined : next), { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="lines">Lines ({data.lineCount})</Tabs.Tab>
          <Tabs.Tab value="vendors">Vendors ({data.invitedCount})</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          {isPublished ? <Tabs.Tab value="questions">Q&A</Tabs.Tab> : null}
          {isPublished ? <Tabs.Tab value="addenda">Addenda ({data.latestAddendum})</Tabs.Tab> : null}
          <Tabs.Tab value="bids">Bids ({data.submittedCount})</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lines">
          <LinesTab rfp={data} />
        </Tabs.Panel>
        <Tabs.Panel value="vendors">
          <VendorsTab rfpId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <DocumentsTab rfp={data} linkedDocumentId={documentId} />
        </Tabs.Panel>
        {isPublished ? (
          <Tabs.Panel value="questions">
            <QuestionsTab rfp={data} />
          </Tabs.Panel>
        ) : null}
        {isPublished ? (
          <Tabs.Panel value="addenda">
            <AddendaTab rfp={data} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="bids">
          <BidsTab rfp={data} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab label="RFP history" vocabulary={RFP_HISTORY} query={rfpHistoryQuery(data.id)} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
