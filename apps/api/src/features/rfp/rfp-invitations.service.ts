import { z } from 'zod';
import {
  invitationState,
  todayIn,
  type TLineIneligibilityReason,
  type TRfpEligibleVendorPage,
  type TRfpInvitation,
  type TRfpInvitationPage,
  type TVendorEligibilityPage,
  type TVendorEligibilityQuery,
  type ZRfpInvitationsAddSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { auditRfp } from './rfp-history.js';
import { rfpInvitationsRepo, type TInvitationEligibility, type TInvitationRow } from './rfp-invitations.repo.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { assertDraft, visibleRfp, writableRfp } from './rfp.service.js';

type TAdd = z.output<typeof ZRfpInvitationsAddSchema>;

/** What the RFP needs of the vendors feature: eligibility in the caller's transaction. */
export interface TVendorEligibilityReader {
  eligibleIn(tx: TScopedTx, actor: TActor, query: TVendorEligibilityQuery): Promise<TVendorEligibilityPage>;
}

const eligibilityOf = (value: unknown): TInvitationEligibility => {
  const e = (value ?? {}) as Partial<TInvitationEligibility>;
  return { ineligibleLines: e.ineligibleLines ?? 0, reasons: e.reasons ?? [] };
};

const presentInvitation = (row: TInvitationRow): TRfpInvitation => ({
  id: row.id,
  vendorId: row.vendorId,
  vendorName: row.vendorName,
  ...eligibilityOf(row.eligibility),
  overrideReason: row.overrideReason,
  state: invitationState(row),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  invitedAt: row.invitedAt.toISOString(),
});

/** Who is asked to bid, and who may be (docs/rfp.md "Inviting vendors"). */
export function createRfpInvitationsService({ db, vendors, clock = systemClock }: { db: TRequestDb; vendors: TVendorEligibilityReader; clock?: TClock }) {
  /** Eligibility judged on the RFP's lines only, on its service start date (today's when none is set yet). */
  async function eligibility(tx: TScopedTx, actor: TActor, rfp: TRfpDetailRow, page: { page: number; limit: number; vendorIds?: string[] }) {
    const pairs = await rfpInvitationsRepo.linePairs(tx, rfp.id);
    if (pairs.length === 0) throw fieldError('vendorIds', 'Add the RFP’s properties and services first: vendors are judged against its lines.');
    const onDate = rfp.serviceStartOn ?? todayIn(rfp.timeZone, clock.now());
    const wanted = new Set(pairs.map((p) => `${p.propertyId}|${p.serviceId}`));
    const result = await vendors.eligibleIn(tx, actor, {
      propertyIds: [...new Set(pairs.map((p) => p.propertyId))],
      serviceIds: [...new Set(pairs.map((p) => p.serviceId))],
      onDate,
      vendorIds: page.vendorIds,
      page: page.page,
      limit: page.limit,
    });
    const vendorsJudged = result.data.map((vendor) => {
      const lines = vendor.lines.filter((l) => wanted.has(`${l.propertyId}|${l.serviceId}`));
      const lineReasons = [
        ...new Set(lines.flatMap((l) => l.reasons.filter((r): r is TLineIneligibilityReason => r === 'SERVICE_NOT_OFFERED' || r === 'AREA_NOT_SERVED'))),
      ];
      const { lines: _all, ...rest } = vendor;
      return { ...rest, eligible: lines.every((l) => l.eligible), eligibleLines: lines.filter((l) => l.eligible).length, lineCount: pairs.length, lineReasons };
    });
    return { ...result, onDate, data: vendorsJudged };
  }

  return {
    async eligibleVendors(actor: TActor, rfpId: string, page: number, limit: number): Promise<TRfpEligibleVendorPage> {
      return withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        const judged = await eligibility(tx, actor, rfp, { page, limit });
        const invited = await rfpInvitationsRepo.invitedVendorIds(tx, rfpId);
        return { ...judged, data: judged.data.map((v) => ({ ...v, invited: invited.has(v.vendorId) })) };
      });
    },

    async list(actor: TActor, rfpId: string, page: number, limit: number): Promise<TRfpInvitationPage> {
      return withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        const { rows, total } = await rfpInvitationsRepo.list(tx, rfpId, page, limit);
        return { data: rows.map(presentInvitation), total, page, limit };
      });
    },

    /**
     * Invites vendors to a draft. One eligible for no line is invited only by the provider, with a
     * written reason (recorded in the history); a client is told which vendors are out.
     */
    async add(actor: TActor, rfpId: string, input: TAdd): Promise<{ invited: number; kept: number }> {
      return withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        assertDraft(rfp);
        const vendorIds = [...new Set(input.vendorIds)];
        const judged = await eligibility(tx, actor, rfp, { page: 1, limit: vendorIds.length, vendorIds });
        const out = judged.data.filter((v) => v.eligibleLines === 0);
        if (out.length > 0) {
          const names = out.map((v) => v.name).join(', ');
          if (actor.kind !== 'provider') throw fieldError('vendorIds', `${names} may take none of the lines: only the provider invites a vendor that is out.`);
          if (!input.overrideReason) throw fieldError('overrideReason', `${names} may take none of the lines: say why they are invited all the same.`);
        }
        const tenants = await rfpInvitationsRepo.vendorTenants(tx, vendorIds);
        const added = await rfpInvitationsRepo.add(
          tx,
          judged.data.map((v) => ({
            tenantId: rfp.tenantId,
            rfpId,
            vendorId: v.vendorId,
            vendorTenantId: tenants.get(v.vendorId) as string,
            eligibility: { ineligibleLines: v.lineCount - v.eligibleLines, reasons: [...v.reasons, ...v.lineReasons] } satisfies TInvitationEligibility,
            overrideReason: v.eligibleLines === 0 ? input.overrideReason : null,
            invitedBy: actor.userId,
          })),
        );
        if (added.length > 0) {
          const names = judged.data.filter((v) => added.includes(v.vendorId)).map((v) => v.name);
          const overridden = out.filter((v) => added.includes(v.vendorId)).map((v) => v.name);
          await auditRfp(tx, actor, rfp, 'invite', null, {
            vendors: names,
            ...(overridden.length && { invitedAlthoughOut: overridden, reason: input.overrideReason }),
          });
        }
        return { invited: added.length, kept: vendorIds.length - added.length };
      });
    },

    async remove(actor: TActor, rfpId: string, invitationId: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        assertDraft(rfp);
        const gone = z.uuid().safeParse(invitationId).success ? await rfpInvitationsRepo.remove(tx, rfpId, invitationId) : undefined;
        if (!gone) throw notFound('Invitation');
        await auditRfp(tx, actor, rfp, 'uninvite', { vendorId: gone.vendorId }, null);
      });
    },
  };
}

export type TRfpInvitationsService = ReturnType<typeof createRfpInvitationsService>;
