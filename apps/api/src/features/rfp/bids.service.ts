import { z } from 'zod';
import {
  invitationState,
  ROUTES,
  type TBid,
  type TBidInboxPage,
  type TBidInboxQuery,
  type TBidLineResult,
  type TBidUnit,
  type TRfpLineScope,
  type TRfpStatus,
  type ZBidDraftSchema,
  type ZBidIntentSchema,
  type ZBidSubmitSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { auditHistory } from '../../platform/audit.js';
import { hasSqlState, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { bidsInboxRepo, type TInboxRow } from './bids-inbox.repo.js';
import { bidsScopeRepo } from './bids-scope.repo.js';
import { auditBid, BID_ENTITY, bidSnapshot } from './bid-history.js';
import { bidsRepo, type TBidLineRow, type TBidRow } from './bids.repo.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { visibleRfp } from './rfp.service.js';
import type { TNotificationsService } from '../notifications/notifications.service.js';

type TDraft = z.output<typeof ZBidDraftSchema>;
type TSubmit = z.output<typeof ZBidSubmitSchema>;
type TIntent = z.output<typeof ZBidIntentSchema>;

const CLOSED = 'Bids for this RFP are closed: its due time has passed or it is no longer open.';

const presentLine = (row: TBidLineRow): TBidLineResult => ({
  rfpLineId: row.rfpLineId,
  price: row.price,
  unit: row.unit as TBidUnit,
  quantityPerYear: row.quantityPerYear,
  notes: row.notes,
  exclusions: row.exclusions,
  alternate: row.alternate,
  annualAmount: row.annualAmount,
  termAmount: row.termAmount,
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

const presentInboxItem = (row: TInboxRow, now: Date): TBidInboxPage['data'][number] => {
  const state = invitationState(row);
  return {
    rfpId: row.rfpId,
    invitationId: row.invitationId,
    number: row.number,
    title: row.title,
    clientName: row.clientName,
    rfpStatus: row.rfpStatus as TRfpStatus,
    bidsDueAt: iso(row.bidsDueAt),
    questionsDueAt: iso(row.questionsDueAt),
    timeZone: row.timeZone,
    lineCount: row.lineCount,
    invitedAt: row.invitedAt.toISOString(),
    state,
    declineReason: state === 'DECLINED' ? row.declineReason : null,
    submittedAt: iso(row.submittedAt),
    currentSubmission: row.currentSubmission ?? 0,
    needsConfirmation: state === 'SUBMITTED' && (row.confirmedAddendum ?? 0) < row.latestAddendum,
    canBid: row.rfpStatus === 'PUBLISHED' && row.bidsDueAt !== null && row.bidsDueAt.getTime() > now.getTime(),
  };
};

const sumCents = (values: (number | null)[]) => values.reduce<number>((sum, v) => sum + Math.round((v ?? 0) * 100), 0) / 100;

/**
 * A vendor's bid (docs/rfp.md "Bidding"): its draft, its submissions, its intent. The bid is the
 * workspace's own (an outlet bids as itself), written only while the RFP is open: the database
 * refuses a change after the due time, which reaches the bidder as a 409 in words.
 */
export function createBidsService({
  db,
  notifications,
  clock = systemClock,
}: {
  db: TRequestDb;
  notifications?: Pick<TNotificationsService, 'publish' | 'dispatch'>;
  clock?: TClock;
}) {
  /** The RFP as this vendor workspace was invited to it, with its invitation; 404 otherwise. */
  async function invited(tx: TScopedTx, actor: TActor, rfpId: string): Promise<{ rfp: TRfpDetailRow; invitationId: string }> {
    const rfp = await visibleRfp(tx, actor, rfpId);
    if (actor.kind !== 'vendor') throw forbidden('Bids are written by the vendors invited; the buyer reads them once opened.');
    const invitationId = await bidsRepo.invitationOf(tx, rfpId, actor.workspace.tenantId);
    if (!invitationId) throw notFound('RFP');
    return { rfp, invitationId };
  }

  const open = (rfp: TRfpDetailRow) => rfp.status === 'PUBLISHED' && rfp.bidsDueAt !== null && rfp.bidsDueAt.getTime() > clock.now().getTime();

  async function present(tx: TScopedTx, rfp: TRfpDetailRow, bid: TBidRow | undefined): Promise<TBid> {
    const lines = bid ? await bidsRepo.lines(tx, bid.id, null) : [];
    const canWrite = open(rfp);
    const status = bid?.status ?? 'NONE';
    const needsConfirmation = status === 'SUBMITTED' && (bid?.confirmedAddendum ?? 0) < rfp.latestAddendum;
    return {
      rfpId: rfp.id,
      status: status as TBid['status'],
      intent: (bid?.intent ?? null) as TBid['intent'],
      declineReason: bid?.declineReason ?? null,
      currentSubmission: bid?.currentSubmission ?? 0,
      submittedAt: bid?.submittedAt?.toISOString() ?? null,
      needsConfirmation,
      lines: lines.map(presentLine),
      totals: { annual: sumCents(lines.map((l) => l.annualAmount)), term: sumCents(lines.map((l) => l.termAmount)), lines: lines.length },
      abilities: { edit: canWrite, submit: canWrite && lines.length > 0, withdraw: canWrite && status === 'SUBMITTED', confirm: canWrite && needsConfirmation },
    };
  }

  /** Runs a change of the bid; the database's refusal after the due time becomes a 409 in words. What it changed lands in the bid's history as `action`. */
  async function change(actor: TActor, rfpId: string, action: string, fn: (tx: TScopedTx, rfp: TRfpDetailRow, bid: TBidRow) => Promise<void>): Promise<TBid> {
    try {
      return await withActor(db, actor, async (tx) => {
        const { rfp, invitationId } = await invited(tx, actor, rfpId);
        if (!open(rfp)) throw conflict(CLOSED, { status: ['Closed.'] });
        const bid = await bidsRepo.ensure(tx, { tenantId: actor.workspace.tenantId, rfpId, invitationId });
        const before = await bidSnapshot(tx, bid);
        await fn(tx, rfp, bid);
        const after = await bidsRepo.bidOf(tx, invitationId);
        if (after) await auditBid(tx, actor, after, action, before, await bidSnapshot(tx, after), action === 'draft');
        return present(tx, rfp, after);
      });
    } catch (error) {
      if (hasSqlState(error, 'RF001')) throw conflict(CLOSED, { status: ['Closed.'] });
      throw error;
    }
  }

  return {
    /** The invitations sent to this vendor workspace, with where its bid stands (docs/rfp.md "The vendor's inbox"). */
    async inbox(actor: TActor, query: TBidInboxQuery): Promise<TBidInboxPage> {
      if (actor.kind !== 'vendor') throw forbidden('The RFP inbox is a vendor workspace’s: the buyer reads its RFPs in the RFP list.');
      return withActor(db, actor, async (tx) => {
        const { rows, total } = await bidsInboxRepo.page(tx, actor, query);
        const now = clock.now();
        return { data: rows.map((row) => presentInboxItem(row, now)), total, page: query.page, limit: query.limit };
      });
    },

    async get(actor: TActor, rfpId: string): Promise<TBid> {
      return withActor(db, actor, async (tx) => {
        const { rfp, invitationId } = await invited(tx, actor, rfpId);
        return present(tx, rfp, await bidsRepo.bidOf(tx, invitationId));
      });
    },

    /** The scope of work pinned on one of the RFP's lines, as the invited vendor prices it; 404 for a line not its RFP's. */
    async lineScope(actor: TActor, rfpId: string, lineId: string): Promise<TRfpLineScope> {
      return withActor(db, actor, async (tx) => {
        await invited(tx, actor, rfpId);
        const scope = z.uuid().safeParse(lineId).success ? await bidsScopeRepo.pinnedOf(tx, rfpId, lineId) : undefined;
        if (!scope) throw notFound('Line');
        return { lineId, ...scope };
      });
    },

    /** Saves the working draft: exactly these lines, each an RFP line, priced. */
    saveDraft(actor: TActor, rfpId: string, input: TDraft): Promise<TBid> {
      return change(actor, rfpId, 'draft', async (tx, rfp, bid) => {
        const known = await bidsRepo.rfpLineIds(tx, rfp.id);
        const seen = new Set<string>();
        input.lines.forEach((line, index) => {
          if (!known.has(line.rfpLineId)) throw fieldError(`lines.${index}.rfpLineId`, 'This line is not one of the RFP’s.');
          if (seen.has(line.rfpLineId)) throw fieldError(`lines.${index}.rfpLineId`, 'This line is priced twice.');
          seen.add(line.rfpLineId);
        });
        await bidsRepo.replaceDraft(tx, bid, input.lines);
        await bidsRepo.update(tx, bid.id, { viewedAt: bid.viewedAt ?? clock.now(), intent: bid.intent === 'DECLINED' ? null : bid.intent });
      });
    },

    /** The draft becomes the next submission; the earlier one is superseded and kept. */
    async submit(actor: TActor, rfpId: string, input: TSubmit): Promise<TBid> {
      const submitted = await change(actor, rfpId, 'submit', async (tx, rfp, bid) => {
        const draft = await bidsRepo.lines(tx, bid.id, null);
        if (draft.length === 0) throw fieldError('lines', 'Price at least one line before submitting.');
        if (rfp.requireAllLines && draft.length < rfp.lineCount) {
          throw fieldError('lines', `This RFP asks for a price on every line: ${rfp.lineCount - draft.length} of ${rfp.lineCount} have none.`);
        }
        const number = bid.currentSubmission + 1;
        const at = clock.now();
        await bidsRepo.submit(tx, bid, number, { bundlePrice: input.bundlePrice, note: input.note, by: actor.userId, at });
        await bidsRepo.update(tx, bid.id, {
          status: 'SUBMITTED',
          currentSubmission: number,
          submittedAt: at,
          submittedBy: actor.userId,
          confirmedAddendum: rfp.latestAddendum,
          intent: 'INTENDING',
          declineReason: null,
        });
        // The buyer and the provider hear of it (docs/notifications.md); told with the commit or not at all.
        await notifications?.publish(tx, {
          tenantId: actor.workspace.tenantId,
          kind: 'bid_submitted',
          subjectType: 'rfp',
          subjectId: rfp.id,
          title: `Bid submitted on ${rfp.number}`,
          // No bidder's name: bids stay sealed until opened (docs/rfp.md).
          body: `A vendor submitted ${number === 1 ? 'a bid' : `revision ${number} of its bid`} on “${rfp.title}”. Bids stay sealed until opened.`,
          link: `${ROUTES.rfp}/${rfp.id}`,
          audienceTenantIds: [rfp.tenantId],
          audienceProvider: true,
          actorUserId: actor.userId,
          dedupeKey: `bid_submitted:${bid.id}:${number}`,
        });
      });
      await notifications?.dispatch();
      return submitted;
    },

    withdraw(actor: TActor, rfpId: string): Promise<TBid> {
      return change(actor, rfpId, 'withdraw', async (tx, _rfp, bid) => {
        if (bid.status !== 'SUBMITTED') throw conflict('Only a submitted bid can be withdrawn.', { status: ['Not submitted.'] });
        await bidsRepo.update(tx, bid.id, { status: 'WITHDRAWN' });
      });
    },

    /** The vendor opened the RFP: the buyer sees it as viewed. Once; later views change nothing. */
    markViewed(actor: TActor, rfpId: string): Promise<TBid> {
      return change(actor, rfpId, 'view', async (tx, _rfp, bid) => {
        if (!bid.viewedAt) await bidsRepo.update(tx, bid.id, { viewedAt: clock.now() });
      });
    },

    /** Says whether the vendor will bid; declining says why. */
    setIntent(actor: TActor, rfpId: string, input: TIntent): Promise<TBid> {
      return change(actor, rfpId, 'intent', async (tx, _rfp, bid) => {
        if (input.intent === 'DECLINED' && bid.status === 'SUBMITTED')
          throw conflict('Withdraw the submitted bid before declining.', { intent: ['Submitted.'] });
        await bidsRepo.update(tx, bid.id, { intent: input.intent, declineReason: input.declineReason, viewedAt: bid.viewedAt ?? clock.now() });
      });
    },

    /** The caller's bid's History tab (docs/history.md): the bidder's own; the buyer reads submissions once opened, not the making. */
    async history(actor: TActor, rfpId: string, page: number, limit: number) {
      return withActor(db, actor, async (tx) => {
        const { invitationId } = await invited(tx, actor, rfpId);
        const bid = await bidsRepo.bidOf(tx, invitationId);
        return bid ? auditHistory(tx, BID_ENTITY, bid.id, page, limit) : { data: [], total: 0, page, limit };
      });
    },

    async versions(actor: TActor, rfpId: string) {
      return withActor(db, actor, async (tx) => {
        const { invitationId } = await invited(tx, actor, rfpId);
        const bid = await bidsRepo.bidOf(tx, invitationId);
        const rows = bid ? await bidsRepo.submissions(tx, bid.id) : [];
        return rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString(), supersededAt: r.supersededAt?.toISOString() ?? null }));
      });
    },
  };
}

export type TBidsService = ReturnType<typeof createBidsService>;
