import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TBid, type TRfp, type TRfpLine } from '@procura/shared';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { PageHeader } from '../../../components/PageHeader';
import { ProfileField } from '../../../components/ProfileField';
import { isRecordId, RecordLoadError } from '../../../components/RecordLoadError';
import { useUnsavedChanges } from '../../../components/unsaved-changes';
import { succeeded } from '../../../lib/query/use-app-mutation';
import { formatInZone } from '../../rfp';
import { formatMoney, vendorRfpPath } from '../components/bid-format';
import { BidHistory } from '../components/BidHistory';
import { BidVersions } from '../components/BidVersions';
import { InboxStateBadge } from '../components/InboxStateBadge';
import { SubmitBidModal } from '../components/SubmitBidModal';
import { BidSheetPanel } from '../sheet/BidSheetPanel';
import { BidGrid } from '../grid/BidGrid';
import { previewOf, isPriced } from '../grid/bid-grid-model';
import { useBidRows } from '../grid/use-bid-rows';
import { useBid, useRfp, useRfpLines, useSaveDraft, useSubmitBid, useWithdrawBid } from '../queries';

/**
 * /rfp/:id/bid — the vendor prices the RFP's lines (docs/rfp.md "The bid page"): a grid that
 * works from the keyboard and takes a block pasted from a spreadsheet, the year's and the term's
 * cost as typed, the same bid as an Excel sheet down and up, save, submit as a version, withdraw,
 * and the versions sent.
 */
export default function BidPage() {
  const { id = '' } = useParams();
  const isValidId = isRecordId(id);
  const rfp = useRfp(id);
  const lines = useRfpLines(id);
  const bid = useBid(id);
  const error = rfp.error ?? lines.error ?? bid.error;
  if (!isValidId || error)
    return <RecordLoadError what="RFP" error={error} isBrokenLink={!isValidId} backTo="/rfp" backLabel="your RFPs" onRetry={() => void bid.refetch()} />;
  if (!rfp.data || !lines.data || !bid.data) return <Loader aria-label="Loading the bid" m="xl" />;
  return <BidEditor rfp={rfp.data} lines={lines.data.data} bid={bid.data} />;
}

function BidEditor({ rfp, lines, bid }: { rfp: TRfp; lines: readonly TRfpLine[]; bid: TBid }) {
  const lineIds = useMemo(() => lines.map((line) => line.id), [lines]);
  const grid = useBidRows(bid, lineIds);
  const save = useSaveDraft(rfp.id);
  const submit = useSubmitBid(rfp.id);
  const withdraw = useWithdrawBid(rfp.id);
  const [isSubmitting, setSubmitting] = useState(false);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const isReadOnly = !bid.abilities.edit;
  useUnsavedChanges(grid.isDirty && !isReadOnly);

  const totals = useMemo(() => {
    let annual = 0;
    let term = 0;
    let priced = 0;
    for (const id of lineIds) {
      const row = grid.rows[id];
      if (!row || !isPriced(row)) continue;
      priced += 1;
      const preview = previewOf(row, rfp.termMonths);
      annual += Math.round((preview.annual ?? 0) * 100);
      term += Math.round((preview.term ?? 0) * 100);
    }
    return { annual: annual / 100, term: term / 100, priced };
  }, [grid.rows, lineIds, rfp.termMonths]);

  /** Saves the grid as the draft; false (the refused cells marked) when the server refuses it. */
  const saveDraft = async (): Promise<boolean> => {
    const sent = grid.linesToSend();
    try {
      grid.markSaved(await save.mutateAsync({ lines: sent }));
      return true;
    } catch (failure) {
      grid.showRefusals(failure, sent);
      return false;
    }
  };

  const sendBid = async (input: { bundlePrice: number | null; note: string | null }) => {
    if (grid.isDirty && !(await saveDraft())) return setSubmitting(false);
    if (await succeeded(submit.mutateAsync(input))) setSubmitting(false);
  };

  const state = bid.status === 'SUBMITTED' ? 'SUBMITTED' : bid.status === 'WITHDRAWN' ? 'WITHDRAWN' : bid.intent === 'DECLINED' ? 'DECLINED' : null;
  return (
    <>
      <PageHeader
        title={`Bid · ${rfp.number} ${rfp.title}`}
        description={
          <>
            For {rfp.clientName}.{' '}
            <Anchor component={Link} to={vendorRfpPath(rfp.id)} size="sm" underline="always">
              Read the RFP
            </Anchor>
          </>
        }
        actions={
          isReadOnly ? null : (
            <>
              <Button variant="default" onClick={() => void saveDraft()} loading={save.isPending} disabled={!grid.isDirty}>
                Save draft
              </Button>
              <Button onClick={() => setSubmitting(true)} disabled={totals.priced === 0}>
                {bid.status === 'SUBMITTED' ? 'Submit revision' : 'Submit bid'}
              </Button>
            </>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
            <ProfileField label="Bids due">{rfp.bidsDueAt ? formatInZone(rfp.bidsDueAt, rfp.timeZone) : null}</ProfileField>
            <ProfileField label="Lines priced">{`${totals.priced} of ${lines.length}${rfp.requireAllLines ? ' (all required)' : ''}`}</ProfileField>
            <ProfileField label="A year">{formatMoney(totals.annual)}</ProfileField>
            <ProfileField label={`Whole term (${rfp.termMonths} months)`}>{formatMoney(totals.term)}</ProfileField>
            <ProfileField label="Your bid">
              {state ? <InboxStateBadge state={state} /> : bid.status === 'DRAFT' ? 'Draft saved' : 'Not started'}
              {bid.currentSubmission ? ` · version ${bid.currentSubmission}` : ''}
            </ProfileField>
          </SimpleGrid>
        </Paper>
        {isReadOnly ? (
          <Alert color="gray" title="Bidding is closed">
            The due time has passed or the RFP is no longer open: the bid can be read, not changed.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Type a price and its unit on each line you bid on; leave a line empty to skip it. Arrows and Enter move between cells, and a block copied from a
            spreadsheet (price, unit, how many a year, notes, exclusions, alternate) pastes from the cell you are in.
          </Text>
        )}
        <BidSheetPanel rfpId={rfp.id} canUpload={!isReadOnly} isGridDirty={grid.isDirty} onUploaded={grid.replaceWith} />
        {bid.needsConfirmation ? (
          <Alert color="orange" title="An addendum changed this RFP">
            Your submitted bid came before the latest addendum: check your prices and submit again.
          </Alert>
        ) : null}
        <BidGrid
          lines={lines}
          rows={grid.rows}
          termMonths={rfp.termMonths}
          errors={grid.errors}
          isReadOnly={isReadOnly}
          onChange={grid.onChange}
          onPasteBlock={grid.onPasteBlock}
        />
        {bid.abilities.withdraw ? (
          <Group>
            <Button variant="subtle" color="red" onClick={() => setWithdrawing(true)}>
              Withdraw bid
            </Button>
          </Group>
        ) : null}
        {bid.currentSubmission > 0 ? <BidVersions rfpId={rfp.id} /> : null}
        <BidHistory rfpId={rfp.id} />
      </Stack>
      {isSubmitting ? (
        <SubmitBidModal
          pricedLines={totals.priced}
          lineCount={lines.length}
          annualTotal={totals.annual}
          isSubmitting={save.isPending || submit.isPending}
          onSubmit={(input) => void sendBid(input)}
          onClose={() => setSubmitting(false)}
        />
      ) : null}
      <ConfirmModal
        isOpen={isWithdrawing}
        title="Withdraw the bid"
        message="The buyer will see your bid as withdrawn. You may submit again until the due time."
        confirmLabel="Withdraw"
        isPending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(undefined, { onSuccess: () => setWithdrawing(false) })}
        onClose={() => setWithdrawing(false)}
      />
    </>
  );
}
