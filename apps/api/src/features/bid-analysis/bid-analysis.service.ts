import type { z } from 'zod';
import type {
  TAdjustment,
  TBidAnalysisPage,
  TBidAnalysisQuery,
  TLineBid,
  TRfpAnalysis,
  TRfpAnalysisQuery,
  TScenarios,
  TVendorAnalysis,
  ZAdjustmentInputSchema,
} from '@procura/shared';
import { rfpAnalysisAbilities } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { rfpStatus, type TRfpDetailRow } from '../rfp/rfp.presenter.js';
import { visibleRfp, writableRfp } from '../rfp/rfp.service.js';
import { bidAdjustmentsRepo } from './bid-adjustments.repo.js';
import { bidAnalysisRepo, type TVendorTotalsRow } from './bid-analysis.repo.js';
import { buyerRfps } from './bid-analysis.scope.js';
import { bidScenariosRepo } from './bid-scenarios.repo.js';
import { recommendationsOf, scenariosOf } from './bid-scenarios.js';

type TAdjustmentInput = z.output<typeof ZAdjustmentInputSchema>;

const addCents = (...values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The buyer's RFP whose bids are open; vendors never read the analysis (403), an unseen RFP is 404. */
export async function openedRfp(tx: TScopedTx, actor: TActor, rfpId: string, write = false): Promise<TRfpDetailRow> {
  const rfp = write ? await writableRfp(tx, actor, rfpId) : await visibleRfp(tx, actor, rfpId);
  if (actor.kind === 'vendor') throw forbidden('The analysis of the bids is the buyer’s.');
  if (!rfp.openedAt) throw conflict('The bids are sealed until the RFP is closed and its bids opened.', { status: ['Bids not opened.'] });
  return rfp;
}

/** Complete bids rank before partial ones, then the lowest leveled total first (ties share a rank). */
export function rankVendors(rows: TVendorTotalsRow[], lineCount: number): TVendorAnalysis[] {
  const vendors = rows.map((row) => ({
    bidId: row.bidId,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    baseAnnual: row.baseAnnual,
    baseTerm: row.baseTerm,
    adjustmentsAnnual: row.adjustmentsAnnual,
    leveledAnnual: addCents(row.baseAnnual, row.adjustmentsAnnual),
    bundlePrice: row.bundlePrice,
    linesBid: row.linesBid,
    linesMissing: lineCount - row.linesBid,
    rank: 0,
    exclusions: row.exclusions ?? [],
  }));
  const order = (v: TVendorAnalysis) => [v.linesMissing, v.leveledAnnual] as const;
  vendors.sort((x, y) => order(x)[0] - order(y)[0] || order(x)[1] - order(y)[1] || x.vendorName.localeCompare(y.vendorName));
  vendors.forEach((v, index) => {
    const previous = vendors[index - 1];
    v.rank = previous && order(previous)[0] === order(v)[0] && order(previous)[1] === order(v)[1] ? previous.rank : index + 1;
  });
  return vendors;
}

/** Bid analysis and leveling (docs/rfp.md "Analysing bids"): the buyer's, once the bids are opened. */
export function createBidAnalysisService({ db }: { db: TRequestDb }) {
  return {
    async list(actor: TActor, query: TBidAnalysisQuery): Promise<TBidAnalysisPage> {
      return withActor(db, actor, async (tx) => {
        const rows = await bidAnalysisRepo.listWithBids(tx, query, buyerRfps(actor));
        return {
          data: rows.map(({ total: _t, ...row }) => ({
            ...row,
            status: row.status as TBidAnalysisPage['data'][number]['status'],
            bidsDueAt: iso(row.bidsDueAt),
            openedAt: iso(row.openedAt),
          })),
          total: rows[0]?.total ?? 0,
          page: query.page,
          limit: query.limit,
        };
      });
    },

    async analysis(actor: TActor, rfpId: string, query: TRfpAnalysisQuery): Promise<TRfpAnalysis> {
      return withActor(db, actor, async (tx) => {
        const rfp = await openedRfp(tx, actor, rfpId);
        const row = await bidAnalysisRepo.analysis(tx, rfpId, query.page, query.limit);
        const vendorNames = new Map((row.vendors ?? []).map((v) => [v.bidId, v.vendorName]));
        const bidsByLine = new Map<string, TLineBid[]>();
        for (const { rfpLineId, ...bid } of row.lineBids ?? []) {
          bidsByLine.set(rfpLineId, [...(bidsByLine.get(rfpLineId) ?? []), { ...bid, vendorName: vendorNames.get(bid.bidId) ?? '' }]);
        }
        return {
          rfpId,
          abilities: rfpAnalysisAbilities(actor, { status: rfpStatus(rfp), openedAt: rfp.openedAt }),
          termMonths: rfp.termMonths,
          lineCount: rfp.lineCount,
          summary: {
            bidCount: row.summary.bidCount,
            linesWithoutBids: rfp.lineCount - row.summary.linesWithBids,
            outliers: row.summary.outliers,
            abnormallyLow: row.summary.abnormallyLow,
          },
          vendors: rankVendors(row.vendors ?? [], rfp.lineCount),
          lines: {
            data: (row.lines ?? []).map((line) => ({ ...line, bids: bidsByLine.get(line.rfpLineId) ?? [] })),
            total: rfp.lineCount,
            page: query.page,
            limit: query.limit,
          },
        };
      });
    },

    /** The award scenarios side by side, and the recommended award per line with its reasons. */
    async scenarios(actor: TActor, rfpId: string): Promise<TScenarios> {
      return withActor(db, actor, async (tx) => {
        const rfp = await openedRfp(tx, actor, rfpId);
        const { rows, single } = await bidScenariosRepo.assignments(tx, rfpId, rfp.termMonths);
        const names = await bidScenariosRepo.bidderNames(tx, rfpId);
        return {
          rfpId,
          scenarios: scenariosOf(rows, rfp.lineCount, single, names),
          recommendations: recommendationsOf(rows, names, await bidScenariosRepo.ineligibleBids(tx, rfpId)),
        };
      });
    },

    async adjustments(actor: TActor, rfpId: string): Promise<{ data: TAdjustment[] }> {
      return withActor(db, actor, async (tx) => {
        await openedRfp(tx, actor, rfpId);
        const rows = await bidAdjustmentsRepo.list(tx, rfpId);
        return { data: rows.map((r) => ({ ...r, kind: r.kind as TAdjustment['kind'], createdAt: r.createdAt.toISOString() })) };
      });
    },

    /** A plug or a correction of one bid (one line of it, or the whole), with its reason. */
    async addAdjustment(actor: TActor, rfpId: string, input: TAdjustmentInput): Promise<TAdjustment> {
      return withActor(db, actor, async (tx) => {
        const rfp = await openedRfp(tx, actor, rfpId, true);
        if (!(await bidAdjustmentsRepo.submittedBid(tx, rfpId, input.bidId))) throw fieldError('bidId', 'Choose a submitted bid of this RFP.');
        if (input.rfpLineId && !(await bidAdjustmentsRepo.isLineOf(tx, rfpId, input.rfpLineId)))
          throw fieldError('rfpLineId', 'This line is not one of the RFP’s.');
        const id = await bidAdjustmentsRepo.insert(tx, { tenantId: rfp.tenantId, rfpId, ...input, createdBy: actor.userId });
        const rows = await bidAdjustmentsRepo.list(tx, rfpId);
        const row = rows.find((r) => r.id === id);
        if (!row) throw new Error('the adjustment just written is not readable');
        return { ...row, kind: row.kind as TAdjustment['kind'], createdAt: row.createdAt.toISOString() };
      });
    },

    async removeAdjustment(actor: TActor, rfpId: string, adjustmentId: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        await openedRfp(tx, actor, rfpId, true);
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
        if (!uuid.test(adjustmentId) || !(await bidAdjustmentsRepo.remove(tx, rfpId, adjustmentId))) throw notFound('Adjustment');
      });
    },
  };
}

export type TBidAnalysisService = ReturnType<typeof createBidAnalysisService>;
