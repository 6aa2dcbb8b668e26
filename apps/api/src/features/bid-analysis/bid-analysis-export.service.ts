import type { TAnalysisExportInput, TBackgroundJob, TLineAnalysis } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { datedFileName } from '../../platform/downloads.js';
import { asBuffer, isolatedModule, type TRunIsolated } from '../../platform/isolated.js';
import type { TJobContext, TJobQueue } from '../../platform/jobs.js';
import { withActor } from '../../platform/scope.js';
import type { TBackgroundJobsService } from '../background-jobs/background-jobs.service.js';
import { fileStem, logoPng } from '../sow-documents/sow-documents.service.js';
import type { TStorageService } from '../storage/storage.service.js';
import type * as Pdf from './bid-analysis-export.pdf.js';
import { bidAnalysisExportRepo } from './bid-analysis-export.repo.js';
import type { TAnalysisReport } from './bid-analysis-export.report.js';
import type * as Xlsx from './bid-analysis-export.xlsx.js';
import { openedRfp, type TBidAnalysisService } from './bid-analysis.service.js';
import type { TBidAwardsService } from './bid-awards.service.js';

const XLSX = isolatedModule<typeof Xlsx>(import.meta, 'bid-analysis-export.xlsx');
const PDF = isolatedModule<typeof Pdf>(import.meta, 'bid-analysis-export.pdf');

/** Lines read per page of the analysis (its largest page). */
const LINES_PER_PAGE = 500;

export interface TAnalysisExportPayload extends Record<string, unknown> {
  rfpId: string;
  format: TAnalysisExportInput['format'];
  workspaceId: string;
}

interface TDeps {
  db: TRequestDb;
  jobs: Pick<TJobQueue, 'register'>;
  backgroundJobs: Pick<TBackgroundJobsService, 'start'>;
  bidAnalysis: Pick<TBidAnalysisService, 'analysis' | 'scenarios' | 'adjustments'>;
  bidAwards: Pick<TBidAwardsService, 'list'>;
  storage: Pick<TStorageService, 'readAuthorised'>;
  isolate: TRunIsolated;
}

/**
 * Exports of the analysis (docs/rfp.md "Exporting the analysis"): a background job reads the
 * whole report as its requester when it runs (the same rules as the report: the buyer's, once
 * the bids are opened) and draws the file in the capped child.
 */
export function createBidAnalysisExportService(deps: TDeps) {
  const { db, bidAnalysis, bidAwards, storage, isolate } = deps;

  /** The report with every line, as `actor` reads it now; progress moves 5 → 60 while lines are read. */
  async function readReport(
    actor: TActor,
    rfpId: string,
    progress: (percent: number) => Promise<void>,
  ): Promise<{ report: TAnalysisReport; logoKey: string | null }> {
    const { rfp, logoKey } = await withActor(db, actor, async (tx) => {
      const rfp = await openedRfp(tx, actor, rfpId);
      return { rfp, logoKey: await bidAnalysisExportRepo.clientLogoKey(tx, rfp.clientId) };
    });
    const first = await bidAnalysis.analysis(actor, rfpId, { page: 1, limit: LINES_PER_PAGE });
    const lines: TLineAnalysis[] = [...first.lines.data];
    for (let page = 2; lines.length < first.lines.total; page++) {
      await progress(5 + (lines.length / first.lines.total) * 55);
      const next = await bidAnalysis.analysis(actor, rfpId, { page, limit: LINES_PER_PAGE });
      if (next.lines.data.length === 0) break;
      lines.push(...next.lines.data);
    }
    const [scenarios, adjustments, awards] = [
      await bidAnalysis.scenarios(actor, rfpId),
      await bidAnalysis.adjustments(actor, rfpId),
      await bidAwards.list(actor, rfpId),
    ];
    const report: TAnalysisReport = {
      rfp: { number: rfp.number, title: rfp.title, clientName: rfp.clientName, termMonths: rfp.termMonths, status: rfp.status },
      generatedAt: new Date().toISOString(),
      analysis: { ...first, lines: { ...first.lines, data: lines, page: 1, limit: lines.length } },
      scenarios,
      adjustments: adjustments.data,
      awards: awards.data,
    };
    return { report, logoKey };
  }

  deps.jobs.register('bid_analysis_export', async (ctx: TJobContext) => {
    const payload = ctx.job.payload as TAnalysisExportPayload;
    await ctx.progress(5);
    const { report, logoKey } = await readReport(ctx.actor, payload.rfpId, ctx.progress);
    await ctx.progress(60);
    const bytes =
      payload.format === 'pdf'
        ? await isolate(PDF, 'analysisPdf', [report, logoKey ? await logoPng(await storage.readAuthorised(logoKey)) : null])
        : await isolate(XLSX, 'analysisXlsx', [report]);
    await ctx.progress(95);
    await ctx.saveResult(datedFileName(`${fileStem(report.rfp.number)}_bid_analysis`, payload.format), asBuffer(bytes));
    ctx.log.info({ rfpId: payload.rfpId, format: payload.format, lines: report.analysis.lines.data.length }, 'bid analysis exported');
  });

  return {
    /**
     * Queues the export once the actor may read the analysis now (vendors 403, unseen 404, sealed
     * 409). While the actor's export of this RFP in this format waits or runs, a repeat answers it.
     */
    async start(actor: TActor, rfpId: string, input: TAnalysisExportInput): Promise<TBackgroundJob> {
      const rfp = await withActor(db, actor, (tx) => openedRfp(tx, actor, rfpId));
      const payload: TAnalysisExportPayload = { rfpId, format: input.format, workspaceId: actor.workspace.tenantId };
      return deps.backgroundJobs.start(actor, 'bid_analysis_export', `Bid analysis ${rfp.number} (${input.format.toUpperCase()})`, payload, {
        oncePending: true,
      });
    },
  };
}

export type TBidAnalysisExportService = ReturnType<typeof createBidAnalysisExportService>;
