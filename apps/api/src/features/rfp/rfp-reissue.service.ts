import { RFP_TITLE_MAX, todayIn, type TRfpReissue } from '@procura/shared';
import { canCreateRfp } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { auditRfp } from './rfp-history.js';
import { rfpReissueRepo } from './rfp-reissue.repo.js';
import { presentRfp } from './rfp.presenter.js';
import { rfpRepo } from './rfp.repo.js';
import { visibleRfp, writableRfp } from './rfp.service.js';

/** Where lines are left unawarded for good: an RFP closed, or awarded in part or whole. */
const REISSUABLE = new Set(['CLOSED', 'PARTIALLY_AWARDED', 'AWARDED']);
const SUFFIX = ' (re-issue)';

/**
 * The source's service start when the draft goes without it: a start on or before today (in the
 * RFP's time zone) has passed, and a draft holding it would publish a contract that began
 * already. Publishing asks for a new one.
 */
const clearedStart = (source: { serviceStartOn: string | null }, draft: { serviceStartOn: string | null }): string | null =>
  source.serviceStartOn !== null && draft.serviceStartOn === null ? source.serviceStartOn : null;

/**
 * Re-issuing (docs/rfp.md "Re-issuing unawarded lines"): the source's unawarded lines become a
 * new draft for the same client in one step, with the same invitations as drafts, and each
 * history names the other. Once per source: the source's row is locked while the draft is made,
 * so a repeat (or eight at once) finds the draft the first made and answers it.
 */
export function createRfpReissueService({ db, clock = systemClock }: { db: TRequestDb; clock?: TClock }) {
  return {
    async reissue(actor: TActor, sourceId: string): Promise<TRfpReissue> {
      return withActor(db, actor, async (tx) => {
        const source = await writableRfp(tx, actor, sourceId);
        if (!canCreateRfp(actor)) throw forbidden('Requests for proposal are written by the provider and by clients.');
        const before = await rfpReissueRepo.existing(tx, source.id);
        if (before) {
          const draft = await visibleRfp(tx, actor, before);
          return { created: false, sourceRfpId: source.id, clearedServiceStartOn: clearedStart(source, draft), rfp: presentRfp(actor, draft, clock.now()) };
        }
        if (!REISSUABLE.has(source.status))
          throw conflict('Only the unawarded lines of a closed or awarded RFP are re-issued.', { status: ['Not closed or awarded.'] });
        if ((await rfpReissueRepo.unawardedLines(tx, source.id)) === 0)
          throw conflict('Every line of this RFP is awarded: there is nothing to re-issue.', { lines: ['Every line is awarded.'] });
        const startHasPassed = source.serviceStartOn !== null && source.serviceStartOn <= todayIn(source.timeZone, clock.now());
        const id = await rfpRepo.insert(tx, {
          tenantId: source.tenantId,
          clientId: source.clientId,
          clientName: source.clientName,
          number: await rfpRepo.nextNumber(tx, source.clientId),
          title: source.title.slice(0, RFP_TITLE_MAX - SUFFIX.length) + SUFFIX,
          description: source.description,
          // The dates are the buyer's to set again: the source's have passed.
          timeZone: source.timeZone,
          serviceStartOn: startHasPassed ? null : source.serviceStartOn,
          termMonths: source.termMonths,
          requireAllLines: source.requireAllLines,
          sourceRfpId: source.id,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        const lines = await rfpReissueRepo.copyLines(tx, source.id, id);
        const invitations = await rfpReissueRepo.copyInvitations(tx, source.id, id, actor.userId);
        const draft = await visibleRfp(tx, actor, id);
        const clearedServiceStartOn = clearedStart(source, draft);
        await auditRfp(tx, actor, draft, 'create', null, {
          number: draft.number,
          title: draft.title,
          reissueOf: source.number,
          lines,
          invitations,
          ...(clearedServiceStartOn ? { serviceStartCleared: clearedServiceStartOn } : {}),
        });
        await auditRfp(tx, actor, source, 'reissue', null, { reissuedAs: draft.number, rfpId: draft.id, lines });
        return { created: true, sourceRfpId: source.id, clearedServiceStartOn, rfp: presentRfp(actor, draft, clock.now()) };
      });
    },
  };
}

export type TRfpReissueService = ReturnType<typeof createRfpReissueService>;
