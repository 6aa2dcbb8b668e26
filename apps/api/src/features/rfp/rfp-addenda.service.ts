import type { z } from 'zod';
import { RFP_ADDENDUM_MIN_HOURS, type TBid, type TRfpAddendum, type TRfpAddendumChanges, type ZRfpAddendumInputSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { hasSqlState, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { bidsRepo } from './bids.repo.js';
import { rfpAddendaRepo, type TAddendumRow } from './rfp-addenda.repo.js';
import { attachDocument, type TAttachmentStorage } from './rfp-attachments.service.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { scheduleRfpClose } from './rfp-close.jobs.js';
import { auditRfp } from './rfp-history.js';
import { addLines } from './rfp-lines.service.js';
import { rfpLinesRepo } from './rfp-lines.repo.js';
import { rfpPublishRepo } from './rfp-publish.repo.js';
import { rfpNotices } from './rfp.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { rfpRepo } from './rfp.repo.js';
import { visibleRfp, writableRfp } from './rfp.service.js';

type TInput = z.output<typeof ZRfpAddendumInputSchema>;

const HOUR = 3_600_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const named = (lines: { propertyName: string; serviceName: string }[]) => lines.map(({ propertyName, serviceName }) => ({ propertyName, serviceName }));

const present = (row: TAddendumRow, forVendor: boolean): TRfpAddendum => ({
  id: row.id,
  number: row.number,
  summary: row.summary,
  changes: row.changes as TRfpAddendumChanges,
  bidsDueAtBefore: iso(row.bidsDueAtBefore),
  bidsDueAtAfter: iso(row.bidsDueAtAfter),
  publishedAt: row.publishedAt.toISOString(),
  acknowledgedAt: forVendor ? iso(row.acknowledgedAt) : null,
  acknowledgedCount: forVendor ? null : row.acknowledgedCount,
});

/** What the addenda need of the bids feature: the caller's bid as it answers it. */
export interface TBidReader {
  get(actor: TActor, rfpId: string): Promise<TBid>;
}

/** Changes to a published RFP, numbered, and the vendors' acknowledgements (docs/rfp.md "Addenda"). */
export function createRfpAddendaService({
  db,
  bids,
  storage,
  jobs,
  clock = systemClock,
  minHours = RFP_ADDENDUM_MIN_HOURS,
  notifications,
}: {
  db: TRequestDb;
  bids: TBidReader;
  storage: TAttachmentStorage;
  jobs?: Pick<TJobQueue, 'sendAt'>;
  clock?: TClock;
  minHours?: number;
  notifications?: TNotifier;
}) {
  /** The new due time: never earlier than it was, and at least `minHours` from now. */
  function dueTimeAfter(rfp: TRfpDetailRow & { bidsDueAt: Date }, asked: string | undefined, now: Date) {
    const wanted = asked ? new Date(asked) : rfp.bidsDueAt;
    if (wanted < rfp.bidsDueAt) throw fieldError('bidsDueAt', 'An addendum may extend the due time, never bring it forward.');
    const floor = new Date(now.getTime() + minHours * HOUR);
    return wanted < floor ? { due: floor, moved: true } : { due: wanted, moved: false };
  }

  async function changeLines(tx: TScopedTx, rfp: TRfpDetailRow, input: TInput, changes: TRfpAddendumChanges) {
    const removeIds = [...new Set(input.removeLineIds ?? [])];
    if (removeIds.length) {
      const removed = await rfpLinesRepo.remove(tx, rfp.id, removeIds);
      if (removed.length !== removeIds.length) throw fieldError('removeLineIds', 'Some of these lines are not this RFP’s.');
      changes.linesRemoved = named(removed);
    }
    if (input.addLines) {
      const { added } = await addLines(tx, rfp, input.addLines);
      if (added.length) changes.linesAdded = named(added);
    }
    if ((await rfpLinesRepo.count(tx, rfp.id)).lines === 0) throw fieldError('removeLineIds', 'An RFP keeps at least one line: cancel it instead.');
  }

  return {
    async list(actor: TActor, rfpId: string): Promise<TRfpAddendum[]> {
      return withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        const forVendor = actor.kind === 'vendor';
        const rows = await rfpAddendaRepo.list(tx, rfpId, forVendor ? actor.workspace.tenantId : null);
        return rows.map((row) => present(row, forVendor));
      });
    },

    /**
     * Publishes the next addendum: its changes to the due time, the questions deadline and the
     * lines, the vendors' copy of the lines and scopes refreshed; every bid submitted before it
     * then needs its vendor's confirmation (derived: confirmed_addendum < latest_addendum).
     */
    async publish(actor: TActor, rfpId: string, input: TInput): Promise<TRfpAddendum> {
      const addendum = await withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        const now = clock.now();
        if (rfp.status !== 'PUBLISHED' || !rfp.bidsDueAt || rfp.bidsDueAt <= now)
          throw conflict('Addenda are issued while the RFP is open for bids.', { status: ['Not open.'] });
        const open = { ...rfp, bidsDueAt: rfp.bidsDueAt };
        const changes: TRfpAddendumChanges = {};
        const { due, moved } = dueTimeAfter(open, input.bidsDueAt, now);
        if (due.getTime() !== open.bidsDueAt.getTime()) changes.bidsDueAt = { from: iso(open.bidsDueAt), to: iso(due) };
        if (moved) changes.dueTimeMovedForNotice = true;
        const questionsDueAt = input.questionsDueAt ? new Date(input.questionsDueAt) : rfp.questionsDueAt;
        if (input.questionsDueAt) changes.questionsDueAt = { from: iso(rfp.questionsDueAt), to: iso(questionsDueAt) };
        if (questionsDueAt && questionsDueAt >= due) throw fieldError('questionsDueAt', 'The questions deadline must come before the bid due time.');
        await changeLines(tx, rfp, input, changes);

        const number = rfp.latestAddendum + 1;
        const id = await rfpAddendaRepo.insert(tx, {
          tenantId: rfp.tenantId,
          partyTenantIds: rfp.partyTenantIds,
          rfpId,
          number,
          summary: input.summary,
          changes,
          bidsDueAtBefore: open.bidsDueAt,
          bidsDueAtAfter: due,
          publishedAt: now,
          publishedBy: actor.userId,
        });
        // The documents it adds name it; their names go into its changes for every vendor to read.
        const documents = [];
        for (const document of input.documents ?? []) documents.push(await attachDocument(tx, actor, storage, rfp, { ...document, addendumId: id }));
        if (documents.length) {
          changes.documents = documents.map(({ name, propertyName }) => ({ name, propertyName }));
          await rfpAddendaRepo.setChanges(tx, id, changes);
        }
        await rfpRepo.update(tx, rfpId, { latestAddendum: number, bidsDueAt: due, questionsDueAt, updatedBy: actor.userId });
        // The vendors' copy follows the addendum: new lines, the properties and scopes as they are now.
        await rfpPublishRepo.refreshProperties(tx, rfpId);
        await rfpPublishRepo.pinScopes(tx, rfp, rfp.partyTenantIds);
        await rfpPublishRepo.share(tx, rfpId, rfp.partyTenantIds);
        await auditRfp(tx, actor, rfp, 'addendum', { bidsDueAt: iso(open.bidsDueAt) }, { number, summary: input.summary, ...changes });
        await notifications?.publish(tx, rfpNotices.addendum(rfp, { tenantId: actor.workspace.tenantId, userId: actor.userId }, rfp.partyTenantIds, number));
        const [row] = (await rfpAddendaRepo.list(tx, rfpId, null)).filter((a) => a.id === id);
        return present(row, false);
      });
      await notifications?.dispatch();
      // Once committed: a moved due time gets its own close (the one at the old time finds nothing due).
      if (jobs && addendum.bidsDueAtAfter) await scheduleRfpClose(jobs, { id: rfpId, status: 'PUBLISHED', bidsDueAt: new Date(addendum.bidsDueAtAfter) });
      return addendum;
    },

    /**
     * An invited vendor acknowledges every addendum so far, and so confirms its submitted bid
     * under them (a new submission confirms it too). Only while the RFP is open.
     */
    async confirm(actor: TActor, rfpId: string): Promise<TBid> {
      try {
        await withActor(db, actor, async (tx) => {
          const rfp = await visibleRfp(tx, actor, rfpId);
          if (actor.kind !== 'vendor') throw forbidden('Addenda are acknowledged by the vendors invited.');
          const invitationId = await bidsRepo.invitationOf(tx, rfpId, actor.workspace.tenantId);
          if (!invitationId) throw notFound('RFP');
          if (rfp.latestAddendum === 0) throw conflict('This RFP has no addendum to acknowledge.', { status: ['No addendum.'] });
          const bid = await bidsRepo.ensure(tx, { tenantId: actor.workspace.tenantId, rfpId, invitationId });
          const at = clock.now();
          await rfpAddendaRepo.acknowledgeAll(tx, {
            tenantId: actor.workspace.tenantId,
            buyerTenantId: rfp.tenantId,
            rfpId,
            bidId: bid.id,
            by: actor.userId,
            at,
          });
          if (bid.status === 'SUBMITTED' && bid.confirmedAddendum < rfp.latestAddendum)
            await bidsRepo.update(tx, bid.id, { confirmedAddendum: rfp.latestAddendum });
        });
      } catch (error) {
        // The bid row is the vendor's answer to the RFP: the database refuses it once bidding is over.
        if (hasSqlState(error, 'RF001'))
          throw conflict('Bids for this RFP are closed: its due time has passed or it is no longer open.', { status: ['Closed.'] });
        throw error;
      }
      return bids.get(actor, rfpId);
    },
  };
}

export type TRfpAddendaService = ReturnType<typeof createRfpAddendaService>;
