import type ExcelJS from 'exceljs';
import { AWARD_SCENARIO_LABELS } from '@procura/shared';
import { lineFlags, lineNamer, type TAnalysisReport } from './bid-analysis-export.report.js';

/*
 * The analysis as a workbook (runs in the capped child): a sheet per part of the report, amounts
 * as numbers with a money format so the buyer can sum and sort them. String cells are never
 * formulas in XLSX, whatever a vendor's name starts with.
 */

type TCell = string | number | null;
interface TColumn {
  header: string;
  width: number;
  money?: boolean;
}

const MONEY = '#,##0.00';
const col = (header: string, width: number, money = false): TColumn => ({ header, width, money });

function addSheet(workbook: ExcelJS.Workbook, name: string, columns: readonly TColumn[], rows: readonly TCell[][]): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.money && { style: { numFmt: MONEY } }) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

export async function analysisXlsx(report: TAnalysisReport): Promise<Buffer> {
  const { analysis, scenarios } = report;
  const nameOf = lineNamer(report);
  // Loaded at first use, not with the app (docs/contributing.md "Tests": heavy packages).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Procura';
  workbook.title = `Bid analysis ${report.rfp.number}`;

  addSheet(
    workbook,
    'Summary',
    [col('Item', 28), col('Value', 48)],
    [
      ['RFP', report.rfp.number],
      ['Title', report.rfp.title],
      ['Client', report.rfp.clientName],
      ['Status', report.rfp.status],
      ['Term (months)', report.rfp.termMonths],
      ['Lines', analysis.lineCount],
      ['Submitted bids', analysis.summary.bidCount],
      ['Lines without bids', analysis.summary.linesWithoutBids],
      ['Outlier bids', analysis.summary.outliers],
      ['Abnormally low bids', analysis.summary.abnormallyLow],
      ['Amounts', 'A year, leveled with the buyer’s adjustments unless named otherwise'],
      ['Generated (UTC)', report.generatedAt.replace('T', ' ').slice(0, 19)],
    ],
  );

  addSheet(
    workbook,
    'Vendors',
    [
      col('Rank', 6),
      col('Vendor', 32),
      col('Lines bid', 10),
      col('Lines missing', 13),
      col('Base a year', 14, true),
      col('Adjustments a year', 18, true),
      col('Leveled a year', 15, true),
      col('Base over the term', 18, true),
      col('Bundle price a year', 18, true),
      col('Exclusions', 60),
    ],
    analysis.vendors.map((v) => [
      v.rank,
      v.vendorName,
      v.linesBid,
      v.linesMissing,
      v.baseAnnual,
      v.adjustmentsAnnual,
      v.leveledAnnual,
      v.baseTerm,
      v.bundlePrice,
      v.exclusions.map((x) => `${x.propertyName} · ${x.serviceName}: ${x.text}`).join('; '),
    ]),
  );

  // One column per vendor, in rank order: the line's leveled yearly amount from each.
  const vendors = analysis.vendors;
  addSheet(
    workbook,
    'Lines',
    [
      col('Property', 28),
      col('Service', 22),
      col('Budget a year', 14, true),
      col('Incumbent a year', 16, true),
      col('Bids', 6),
      col('Lowest', 12, true),
      col('Highest', 12, true),
      col('Mean', 12, true),
      col('Median', 12, true),
      col('Spread', 12, true),
      col('Q1', 12, true),
      col('Q3', 12, true),
      ...vendors.map((v) => col(v.vendorName, Math.min(30, Math.max(12, v.vendorName.length + 2)), true)),
      col('Flags', 60),
    ],
    analysis.lines.data.map((line) => {
      const byBid = new Map(line.bids.map((b) => [b.bidId, b.leveledAnnual]));
      return [
        line.propertyName,
        line.serviceName,
        line.budgetAnnual,
        line.incumbentAnnual,
        line.bidCount,
        line.lowest,
        line.highest,
        line.mean,
        line.median,
        line.spread,
        line.q1,
        line.q3,
        ...vendors.map((v) => byBid.get(v.bidId) ?? null),
        lineFlags(line),
      ];
    }),
  );

  addSheet(
    workbook,
    'Scenarios',
    [
      col('Scenario', 30),
      col('Total a year', 14, true),
      col('Total over the term', 18, true),
      col('Savings vs budget', 17, true),
      col('Savings vs incumbent', 19, true),
      col('Vendors used', 13),
      col('Lines awarded', 13),
      col('Lines uncovered', 15),
      col('Vendors', 60),
    ],
    scenarios.scenarios.map((s) => [
      AWARD_SCENARIO_LABELS[s.scenario],
      s.annual,
      s.term,
      s.savingsVsBudget,
      s.savingsVsIncumbent,
      s.vendorsUsed,
      s.linesAwarded,
      s.linesUncovered,
      s.vendors.map((v) => `${v.vendorName} (${v.lines} lines)`).join('; '),
    ]),
  );

  addSheet(
    workbook,
    'Recommended award',
    [col('Property', 28), col('Service', 22), col('Vendor', 32), col('Leveled a year', 15, true), col('Reasons', 80)],
    scenarios.recommendations.map((r) => {
      const line = nameOf(r.rfpLineId);
      return [line.propertyName, line.serviceName, r.vendorName, r.leveledAnnual, r.reasons.map((x) => x.text).join(' ')];
    }),
  );

  addSheet(
    workbook,
    'Adjustments',
    [col('Vendor', 32), col('Property', 28), col('Service', 22), col('Kind', 12), col('Amount a year', 15, true), col('Reason', 60), col('By', 24)],
    report.adjustments.map((a) => {
      const line = nameOf(a.rfpLineId);
      return [a.vendorName, line.propertyName, line.serviceName, a.kind === 'PLUG' ? 'Plug' : 'Correction', a.annualAmount, a.reason, a.createdByName];
    }),
  );

  addSheet(
    workbook,
    'Awards',
    [
      col('Property', 28),
      col('Service', 22),
      col('Vendor', 32),
      col('A year', 14, true),
      col('Over the term', 15, true),
      col('Leveled a year', 15, true),
      col('Note', 60),
    ],
    report.awards.map((a) => [a.propertyName, a.serviceName, a.vendorName, a.annualAmount, a.termAmount, a.leveledAnnualAmount, a.note]),
  );

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
