import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ROUTES, type TRfp } from '@procura/shared';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/brand';
import { RfpStatusBadge, rfpPath, useRfpDetail } from '../../rfp';
import { ReportBody } from '../components/ReportBody';

function BackLink() {
  return (
    <Anchor component={Link} to={ROUTES.bidAnalysisReport} size="sm" w="fit-content">
      <Group gap={4}>
        <IconArrowLeft aria-hidden size={14} />
        All reports
      </Group>
    </Anchor>
  );
}

/** Keyed by id: moving to another RFP's report starts afresh (page of lines, modals). */
export default function BidAnalysisReportPage() {
  const { rfpId = '' } = useParams();
  if (isRecordId(rfpId)) return <Report key={rfpId} rfpId={rfpId} />;
  return (
    <Stack>
      <BackLink />
      <RecordLoadError what="RFP" error={null} isBrokenLink backTo={ROUTES.bidAnalysisReport} backLabel="reports" onRetry={() => undefined} />
    </Stack>
  );
}

/** Until the bids are opened the report has nothing to compare (docs/rfp.md "Sealed bids"): it says so and leads to the RFP. */
function SealedNotice({ rfp }: { rfp: TRfp }) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden size={18} />} title="The bids are sealed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {rfp.status === 'CLOSED'
            ? 'Bidding is over, but the bids are not opened yet. Open them on the RFP page; the report compares them then.'
            : 'The amounts stay hidden until the RFP closes and its bids are opened on the RFP page.'}
        </Text>
        <Button component={Link} to={rfpPath(rfp.id, 'bids')} variant="light" size="xs">
          Go to the RFP
        </Button>
      </Stack>
    </Alert>
  );
}

function Report({ rfpId }: { rfpId: string }) {
  const rfp = useRfpDetail(rfpId);
  usePageTitle(rfp.data ? `Bid analysis ${rfp.data.number}` : 'Bid analysis');
  if (rfp.isLoading) return <Spinner hint="Loading the report…" />;
  if (rfp.error || !rfp.data) {
    return (
      <Stack>
        <BackLink />
        <RecordLoadError what="RFP" error={rfp.error} backTo={ROUTES.bidAnalysisReport} backLabel="reports" onRetry={() => void rfp.refetch()} />
      </Stack>
    );
  }
  const data = rfp.data;
  return (
    <Stack gap="lg">
      <BackLink />
      <Stack gap={6}>
        <Title order={1} fz={{ base: 22, sm: 26 }} fw={700} c="dark.8" style={{ overflowWrap: 'anywhere' }}>
          Bid analysis: {data.title}
        </Title>
        <Group gap="xs">
          <RfpStatusBadge status={data.status} />
          <Text size="sm" c="dimmed">
            {data.number} · {data.clientName} · {data.termMonths} months
          </Text>
          <Anchor component={Link} to={rfpPath(data.id)} size="sm" underline="always">
            RFP page
          </Anchor>
        </Group>
      </Stack>
      {data.openedAt ? <ReportBody rfpId={data.id} /> : <SealedNotice rfp={data} />}
    </Stack>
  );
}
