import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { RFP_STATUS_LABELS, invitationState } from '@procura/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { PageHeader } from '../../../components/PageHeader';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
import { StatusBadge } from '../../../components/StatusBadge';
import { LinkedDocument, RFP_STATUS_TONES, RfpDocumentsTable } from '../../rfp';
import { bidPath } from '../components/bid-format';
import { DeclineModal } from '../components/DeclineModal';
import { InboxStateBadge } from '../components/InboxStateBadge';
import { RfpFacts } from '../components/RfpFacts';
import { RfpLinesTable } from '../components/RfpLinesTable';
import { VendorAwardOutcomes } from '../awards/VendorAwardOutcomes';
import { VendorAddenda } from '../qa/VendorAddenda';
import { VendorQuestions } from '../qa/VendorQuestions';
import { useBid, useMarkViewed, useRfp, useRfpLines, useSetIntent } from '../queries';

/**
 * One RFP as an invited vendor reads it (docs/rfp.md "The vendor's inbox"): what is asked, its
 * lines, where the vendor's bid stands, and the next step — say it will bid, decline with a
 * reason, or price the bid; its addenda (confirming the bid under them) and Q&A. Opening it
 * tells the buyer it was viewed.
 */
export default function VendorRfpPage() {
  // documentId: the document an addendum's e-mail links (/rfp/:id/documents/:documentId).
  const { id = '', documentId } = useParams();
  const isValidId = isRecordId(id);
  const rfp = useRfp(id);
  const lines = useRfpLines(id);
  const bid = useBid(id);
  const viewed = useMarkViewed(id);
  const intent = useSetIntent(id);
  const [isDeclining, setDeclining] = useState(false);
  const markedOnce = useRef(false);
  const canBid = rfp.data?.abilities.bid ?? false;

  useEffect(() => {
    // Once per visit, only while the RFP is open (afterwards nothing about the bid may change).
    if (!canBid || markedOnce.current) return;
    markedOnce.current = true;
    viewed.mutate();
  }, [canBid, viewed]);

  if (!isValidId || rfp.error)
    return <RecordLoadError what="RFP" error={rfp.error} isBrokenLink={!isValidId} backTo="/rfp" backLabel="your RFPs" onRetry={() => void rfp.refetch()} />;
  if (!rfp.data) return <Loader aria-label="Loading the RFP" m="xl" />;

  const state = bid.data
    ? invitationState({ bidStatus: bid.data.status === 'NONE' ? null : bid.data.status, intent: bid.data.intent, viewedAt: 'seen' })
    : null;
  return (
    <>
      <PageHeader
        title={`${rfp.data.number} · ${rfp.data.title}`}
        description={`Sent by ${rfp.data.clientName}`}
        actions={
          canBid ? (
            <Button component={Link} to={bidPath(id)} leftSection={<IconCurrencyDollar aria-hidden size={16} />}>
              {bid.data?.status === 'SUBMITTED' ? 'Revise bid' : 'Price the bid'}
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <RfpFacts rfp={rfp.data} />
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={4}>
              <Title order={2} fz="md">
                Your bid
              </Title>
              <Group gap="xs">
                <StatusBadge label={RFP_STATUS_LABELS[rfp.data.status]} tone={RFP_STATUS_TONES[rfp.data.status]} />
                {state ? <InboxStateBadge state={state} /> : null}
                {bid.data?.currentSubmission ? <Text size="sm">Version {bid.data.currentSubmission} submitted</Text> : null}
              </Group>
              {bid.data?.intent === 'DECLINED' && bid.data.declineReason ? (
                <Text size="sm" c="dimmed">
                  You declined: {bid.data.declineReason}
                </Text>
              ) : null}
            </Stack>
            {canBid && bid.data?.status !== 'SUBMITTED' ? (
              <Group gap="sm">
                {bid.data?.intent !== 'INTENDING' ? (
                  <Button variant="light" loading={intent.isPending} onClick={() => intent.mutate({ intent: 'INTENDING' })}>
                    We intend to bid
                  </Button>
                ) : null}
                {bid.data?.intent !== 'DECLINED' ? (
                  <Button variant="default" color="red" onClick={() => setDeclining(true)}>
                    Decline
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Group>
        </Paper>
        <VendorAwardOutcomes rfp={rfp.data} lines={lines.data?.data} />
        <VendorAddenda rfp={rfp.data} bid={bid.data} />
        <Stack gap="xs">
          <Title order={2} fz="md">
            Lines
          </Title>
          {lines.data ? <RfpLinesTable rfpId={id} lines={lines.data.data} /> : <Loader size="sm" aria-label="Loading the lines" />}
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="md">
            Documents
          </Title>
          {documentId ? <LinkedDocument rfpId={id} documentId={documentId} /> : null}
          <RfpDocumentsTable rfpId={id} canRemove={false} empty={{ title: 'No documents', description: 'The buyer has attached no documents to this RFP.' }} />
        </Stack>
        <VendorQuestions rfp={rfp.data} />
      </Stack>
      {isDeclining ? <DeclineModal rfpId={id} title={`${rfp.data.number} ${rfp.data.title}`} onClose={() => setDeclining(false)} /> : null}
    </>
  );
}
