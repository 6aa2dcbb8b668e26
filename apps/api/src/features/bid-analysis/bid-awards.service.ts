import type { z } from 'zod';
import type { TAward, TAwardList, TAwardPropertiesQuery, TAwardPropertyPage, TAwardResult, TRfpStatus, ZAwardInputSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { draftAwardContracts, listAwardContracts, type TDrafted } from '../contracts/contract-drafts.js';
import { markRfpAwarded } from '../rfp/rfp-award.js';
import type { TRfpDetailRow } from '../rfp/rfp.presenter.js';
import { visibleRfp } from '../rfp/rfp.service.js';
import { openedRfp } from './bid-analysis.service.js';
import { bidAwardsRepo, type TAwardableLine } from './bid-awards.repo.js';
import { bidScenariosRepo } from './bid-scenarios.repo.js';
import { rfpNotices } from '../rfp/rfp.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

type TAwardInput = z.output<typeof ZAwardInputSchema>;
type TPick = { rfpLineId: string; bidId: string };

const presentAward = (row: Awaited<ReturnType<typeof bidAwardsRepo.list>>[number]): TAward => ({
  ...row,
  scenario: row.scenario as TAward['scenario'],
  awardedAt: row.awardedAt.toISOString(),
});

/**
 * Awards (docs/rfp.md "Awarding"): lines to bids, by hand, by a bid's lines or by a scenario,
 * with a note. The RFP row is locked for the award, and a line is awarded once: a repeat, or a
 * retried request, awards nothing more and answers the same.
 */
export function createBidAwardsService({ db, clock = systemClock, notifications }: { db: TRequestDb; clock?: TClock; notifications?: TNotifier }) {
  /** The vendors awarded now, and once every line is awarded those left without a line (docs/notifications.md). */
  async function tell(tx: TScopedTx, actor: TActor, rfp: TRfpDetailRow, fresh: TAwardableLine[], awardIds: string[], status: TRfpStatus) {
    const by = { tenantId: actor.workspace.tenantId, userId: actor.userId };
    await notifications?.publish(tx, rfpNotices.awarded(rfp, by, [...new Set(fresh.map((l) => l.vendorTenantId))], awardIds[0]));
    if (status === 'AWARDED') {
      const lost = await bidAwardsRepo.unawardedBidders(tx, rfp.id);
      if (lost.length) await notifications?.publish(tx, rfpNotices.lost(rfp, by, lost));
    }
  }

  async function listFor(tx: TScopedTx, actor: TActor, rfp: TRfpDetailRow, status: TRfpStatus, drafted: TDrafted = new Map()): Promise<TAwardList> {
    const data = (await bidAwardsRepo.list(tx, rfp.id)).map(presentAward);
    const ownBid = actor.kind === 'vendor' ? await bidAwardsRepo.ownBid(tx, rfp.id, actor.workspace.tenantId) : undefined;
    const contracts = await listAwardContracts(tx, rfp.id, drafted);
    return { rfpStatus: status, data, outcomes: ownBid ? await bidAwardsRepo.outcomes(tx, rfp.id, ownBid) : [], contracts };
  }

  /** The (line, bid) pairs the request names, before they are checked against the bids in force. */
  async function picks(tx: TScopedTx, rfp: TRfpDetailRow, input: TAwardInput): Promise<TPick[]> {
    if (input.lines) return input.lines;
    if (input.bidId) {
      const lines = await bidAwardsRepo.awardable(tx, rfp.id, [input.bidId]);
      if (lines.length === 0) throw fieldError('bidId', 'Choose a submitted bid of this RFP.');
      return lines.filter((l) => !input.propertyId || l.propertyId === input.propertyId);
    }
    const { rows } = await bidScenariosRepo.assignments(tx, rfp.id, rfp.termMonths);
    return rows.filter((r) => r.scenario === input.scenario && (!input.propertyId || r.propertyId === input.propertyId));
  }

  return {
    async list(actor: TActor, rfpId: string): Promise<TAwardList> {
      return withActor(db, actor, async (tx) => {
        const rfp = await visibleRfp(tx, actor, rfpId);
        return listFor(tx, actor, rfp, rfp.status as TRfpStatus);
      });
    },

    /** Every property of the RFP's lines, searched and paged: what an award by property chooses from (the report pages its lines). */
    async properties(actor: TActor, rfpId: string, query: TAwardPropertiesQuery): Promise<TAwardPropertyPage> {
      return withActor(db, actor, async (tx) => {
        await openedRfp(tx, actor, rfpId);
        const { rows, total } = await bidAwardsRepo.properties(tx, rfpId, query);
        return { data: rows, total, page: query.page, limit: query.limit };
      });
    },

    async award(actor: TActor, rfpId: string, input: TAwardInput): Promise<TAwardResult> {
      const result = await withActor(db, actor, async (tx) => {
        const rfp = await openedRfp(tx, actor, rfpId, true);
        const wanted = await picks(tx, rfp, input);
        if (wanted.length === 0) throw fieldError(input.propertyId ? 'propertyId' : 'lines', 'Nothing to award: no priced line matches.');
        const existing = await bidAwardsRepo.existing(tx, rfpId);
        const inForce = new Map<string, TAwardableLine>();
        for (const line of await bidAwardsRepo.awardable(tx, rfpId, [...new Set(wanted.map((w) => w.bidId))]))
          inForce.set(`${line.rfpLineId}:${line.bidId}`, line);
        const seen = new Set<string>();
        const fresh: TAwardableLine[] = [];
        wanted.forEach((pick, index) => {
          if (seen.has(pick.rfpLineId)) throw fieldError(`lines.${index}.rfpLineId`, 'This line is awarded twice in the request.');
          seen.add(pick.rfpLineId);
          const line = inForce.get(`${pick.rfpLineId}:${pick.bidId}`);
          if (!line) throw fieldError(`lines.${index}.bidId`, 'This bid has no price in force on this line.');
          const awardedTo = existing.get(pick.rfpLineId);
          if (awardedTo !== undefined && awardedTo !== pick.bidId)
            throw conflict('This line is awarded to another bid already.', { [`lines.${index}.rfpLineId`]: ['Awarded already.'] });
          if (awardedTo === undefined) fresh.push(line);
        });
        let status = rfp.status as TRfpStatus;
        if (fresh.length > 0) {
          if (status !== 'CLOSED' && status !== 'PARTIALLY_AWARDED') throw conflict('Only a closed RFP is awarded.', { status: ['Not closed.'] });
          const scenario = input.scenario ?? 'MANUAL';
          const written = await bidAwardsRepo.insert(
            tx,
            fresh.map((l) => ({
              tenantId: rfp.tenantId,
              partyTenantIds: [l.vendorTenantId],
              rfpId,
              rfpLineId: l.rfpLineId,
              bidId: l.bidId,
              bidLineId: l.bidLineId,
              vendorId: l.vendorId,
              vendorTenantId: l.vendorTenantId,
              annualAmount: l.annual,
              termAmount: l.term,
              leveledAnnualAmount: l.leveled,
              scenario,
              note: input.note,
              awardedBy: actor.userId,
              awardedAt: clock.now(),
            })),
          );
          await markRfpAwarded(tx, actor, rfp, written, clock);
          status = (await visibleRfp(tx, actor, rfpId)).status as TRfpStatus;
          await tell(tx, actor, rfp, fresh, written, status);
        }
        // Every award without a contract line is drafted, so a repeat also drafts what an earlier award left undrafted.
        const drafted = await draftAwardContracts(tx, actor, rfp, notifications);
        return { ...(await listFor(tx, actor, rfp, status, drafted)), awarded: fresh.length, kept: wanted.length - fresh.length };
      });
      await notifications?.dispatch();
      return result;
    },
  };
}

export type TBidAwardsService = ReturnType<typeof createBidAwardsService>;
