import type { z } from 'zod';
import type { TRfp, TRfpPage, TRfpQuery, ZRfpInputSchema, ZRfpUpdateSchema } from '@procura/shared';
import { canCreateRfp, rfpAbilities } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { auditHistory } from '../../platform/audit.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { applyTransition, systemClock, type TClock } from '../../platform/workflow.js';
import type { TJobQueue } from '../../platform/jobs.js';
import { scheduleRfpClose } from './rfp-close.jobs.js';
import { auditRfp, RFP_ENTITY } from './rfp-history.js';
import { rfpPublishRepo } from './rfp-publish.repo.js';
import { rfpLifecycle } from './rfp.lifecycle.js';
import { presentRfp, presentRfpItem, rfpStatus, type TRfpDetailRow } from './rfp.presenter.js';
import { rfpRepo } from './rfp.repo.js';
import { rfpNotices } from './rfp.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

type TInput = z.output<typeof ZRfpInputSchema>;
type TUpdate = z.output<typeof ZRfpUpdateSchema>;

/** The RFP as the actor may see it, or 404: another client's RFP, or one not sent to this vendor, does not exist. */
export async function visibleRfp(tx: TScopedTx, actor: TActor, id: string, lock = false): Promise<TRfpDetailRow> {
  const row = await rfpRepo.get(tx, actor, id, 'read', lock);
  if (!row) throw notFound('RFP');
  return row;
}

/** An RFP the actor may change (the buyer's, never an invited vendor's), locked for the change, or 404. */
export async function writableRfp(tx: TScopedTx, actor: TActor, id: string): Promise<TRfpDetailRow> {
  const row = await rfpRepo.get(tx, actor, id, 'write', true);
  if (!row) throw notFound('RFP');
  return row;
}

/** Lines, invitations and fields change while the RFP is a draft; after publishing, through addenda. */
export function assertDraft(row: TRfpDetailRow): void {
  if (row.status !== 'DRAFT') throw conflict('Only a draft RFP changes this way: after publishing, issue an addendum.', { status: ['Not a draft.'] });
}

const dateOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** The fields of an RFP the history compares. */
const audited = (row: TRfpDetailRow) => ({
  title: row.title,
  description: row.description,
  questionsDueAt: row.questionsDueAt?.toISOString() ?? null,
  bidsDueAt: row.bidsDueAt?.toISOString() ?? null,
  timeZone: row.timeZone,
  serviceStartOn: row.serviceStartOn,
  termMonths: row.termMonths,
  requireAllLines: row.requireAllLines,
});

/** Requests for proposal as the buyer writes them (docs/rfp.md): drafts, their fields and their lifecycle. */
export function createRfpService({
  db,
  jobs,
  clock = systemClock,
  minBiddingHours,
  notifications,
}: {
  db: TRequestDb;
  jobs?: Pick<TJobQueue, 'sendAt'>;
  clock?: TClock;
  minBiddingHours?: number;
  notifications?: TNotifier;
}) {
  const present = (actor: TActor, row: TRfpDetailRow) => presentRfp(actor, { ...row, minBiddingHours }, clock.now());

  async function reread(tx: TScopedTx, actor: TActor, id: string) {
    return present(actor, await visibleRfp(tx, actor, id));
  }

  return {
    async list(actor: TActor, query: TRfpQuery): Promise<TRfpPage> {
      return withActor(db, actor, async (tx) => {
        const { rows, total } = await rfpRepo.list(tx, actor, query);
        const now = clock.now();
        return { data: rows.map((row) => presentRfpItem(actor, row, now)), total, page: query.page, limit: query.limit };
      });
    },

    async get(actor: TActor, id: string): Promise<TRfp> {
      return withActor(db, actor, (tx) => reread(tx, actor, id));
    },

    async create(actor: TActor, input: TInput): Promise<TRfp> {
      if (!canCreateRfp(actor)) throw forbidden('Requests for proposal are written by the provider and by clients.');
      return withActor(db, actor, async (tx) => {
        const client = await rfpRepo.writableClient(tx, actor, input.clientId);
        if (!client) throw fieldError('clientId', 'Choose a client from the list.');
        const id = await rfpRepo.insert(tx, {
          tenantId: client.tenantId,
          clientId: input.clientId,
          clientName: client.name,
          number: await rfpRepo.nextNumber(tx, input.clientId),
          title: input.title,
          description: input.description,
          questionsDueAt: dateOrNull(input.questionsDueAt),
          bidsDueAt: dateOrNull(input.bidsDueAt),
          timeZone: input.timeZone,
          serviceStartOn: input.serviceStartOn,
          termMonths: input.termMonths,
          requireAllLines: input.requireAllLines,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        const row = await visibleRfp(tx, actor, id);
        await auditRfp(tx, actor, row, 'create', null, { number: row.number, clientName: row.clientName, ...audited(row) });
        return present(actor, row);
      });
    },

    async update(actor: TActor, id: string, input: TUpdate): Promise<TRfp> {
      return withActor(db, actor, async (tx) => {
        const before = await writableRfp(tx, actor, id);
        assertDraft(before);
        const questionsDueAt = input.questionsDueAt === undefined ? before.questionsDueAt : dateOrNull(input.questionsDueAt);
        const bidsDueAt = input.bidsDueAt === undefined ? before.bidsDueAt : dateOrNull(input.bidsDueAt);
        if (questionsDueAt && bidsDueAt && questionsDueAt >= bidsDueAt)
          throw fieldError('questionsDueAt', 'The questions deadline must come before the bid due time.');
        await rfpRepo.update(tx, id, {
          title: input.title,
          description: input.description,
          questionsDueAt,
          bidsDueAt,
          timeZone: input.timeZone,
          serviceStartOn: input.serviceStartOn,
          termMonths: input.termMonths,
          requireAllLines: input.requireAllLines,
          updatedBy: actor.userId,
        });
        const after = await visibleRfp(tx, actor, id);
        if (JSON.stringify(audited(before)) !== JSON.stringify(audited(after))) await auditRfp(tx, actor, after, 'update', audited(before), audited(after));
        return present(actor, after);
      });
    },

    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const row = await writableRfp(tx, actor, id);
        if (!rfpAbilities(actor, { status: rfpStatus(row), bidsDueAt: row.bidsDueAt, openedAt: row.openedAt }, clock.now()).delete) {
          if (row.status !== 'DRAFT') throw conflict('Only a draft RFP can be deleted: cancel a published one instead.', { status: ['Not a draft.'] });
          throw forbidden('You may not delete RFPs.');
        }
        await rfpRepo.remove(tx, id);
      });
    },

    /**
     * Publishes a draft (docs/rfp.md "Publishing"): the lines keep the property and the scope of
     * work as they are now, and the RFP reaches every invited vendor's workspace.
     */
    async publish(actor: TActor, id: string): Promise<TRfp> {
      const published = await withActor(db, actor, async (tx) => {
        const row = await writableRfp(tx, actor, id);
        await applyTransition(tx, actor, rfpLifecycle, { ...row, minBiddingHours }, { action: 'publish' }, { clock });
        const parties = await rfpPublishRepo.invitedTenants(tx, id);
        await rfpPublishRepo.refreshProperties(tx, id);
        await rfpPublishRepo.pinScopes(tx, row, parties);
        await rfpPublishRepo.share(tx, id, parties);
        // Each invited vendor hears of it in the bell; the RFP mail is its e-mail (docs/notifications.md).
        await notifications?.publish(tx, rfpNotices.invitation(row, { tenantId: actor.workspace.tenantId, userId: actor.userId }, parties));
        return reread(tx, actor, id);
      });
      await notifications?.dispatch();
      // Once committed: the close at the due time (docs/rfp.md "Lifecycle").
      if (jobs) await scheduleRfpClose(jobs, { ...published, bidsDueAt: published.bidsDueAt ? new Date(published.bidsDueAt) : null });
      return published;
    },

    /** Cancels a draft or an open RFP, with the reason the invited vendors are told. */
    async cancel(actor: TActor, id: string, reason: string): Promise<TRfp> {
      return withActor(db, actor, async (tx) => {
        const row = await writableRfp(tx, actor, id);
        await applyTransition(tx, actor, rfpLifecycle, row, { action: 'cancel' }, { clock, input: { reason } });
        return reread(tx, actor, id);
      });
    },

    /** Closes an open RFP before its due time: the provider's, by hand. */
    async close(actor: TActor, id: string): Promise<TRfp> {
      const closed = await withActor(db, actor, async (tx) => {
        const row = await writableRfp(tx, actor, id);
        await applyTransition(tx, actor, rfpLifecycle, row, { action: 'close' }, { clock });
        await notifications?.publish(tx, rfpNotices.closed(row, { tenantId: actor.workspace.tenantId, userId: actor.userId }));
        return reread(tx, actor, id);
      });
      await notifications?.dispatch();
      return closed;
    },

    /** Opens a closed RFP's bids to the buyer: from now on the sealed rows are readable. Recorded in the history. */
    async openBids(actor: TActor, id: string): Promise<TRfp> {
      return withActor(db, actor, async (tx) => {
        const row = await writableRfp(tx, actor, id);
        if (row.status !== 'CLOSED') throw conflict('Bids are opened once the RFP is closed, at its due time.', { status: ['Not closed.'] });
        if (row.openedAt) throw conflict('The bids of this RFP are open already.', { status: ['Opened.'] });
        const now = clock.now();
        await rfpRepo.update(tx, id, { openedAt: now, openedBy: actor.userId, updatedBy: actor.userId });
        await auditRfp(tx, actor, row, 'open_bids', { openedAt: null }, { openedAt: now.toISOString() });
        return reread(tx, actor, id);
      });
    },

    async history(actor: TActor, id: string, page: number, limit: number) {
      return withActor(db, actor, async (tx) => {
        const row = await visibleRfp(tx, actor, id);
        // The history is the buyer's record; an invited vendor reads the RFP, not its making.
        if (actor.kind === 'vendor') throw notFound('RFP');
        return auditHistory(tx, RFP_ENTITY, row.id, page, limit);
      });
    },
  };
}

export type TRfpService = ReturnType<typeof createRfpService>;
