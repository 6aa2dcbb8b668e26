import { AWARD_SCENARIO_LABELS } from '@procura/shared';
import { pdfmake } from '../../platform/documents/pdf.js';
import { pdfHeading, type TDocumentHeading, type TPdfNode } from '../sow-documents/sow-render.js';
import { lineFlags, lineNamer, type TAnalysisReport } from './bid-analysis-export.report.js';

/*
 * The analysis as a client-ready PDF (runs in the capped child): the client's logo and the RFP
 * on top, then what a client decides on — vendors' totals, the award scenarios, the recommended
 * award per line — and the per-line statistics and leveling behind them. Landscape Letter.
 */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value: number | null) => (value === null ? '—' : dollars.format(value));
const right = (text: string): TPdfNode => ({ text, alignment: 'right' });
const header = (cells: readonly string[]): TPdfNode[] => cells.map((text) => ({ text, bold: true, fillColor: '#eef3fa' }));

function table(widths: readonly (number | string)[], head: readonly string[], rows: readonly TPdfNode[][]): TPdfNode {
  return {
    table: { headerRows: 1, widths, body: [header(head), ...rows], dontBreakRows: true },
    layout: 'lightHorizontalLines',
    fontSize: 8.5,
    margin: [0, 0, 0, 12],
  };
}

const section = (title: string): TPdfNode => ({ text: title, style: 'h2' });
const note = (text: string): TPdfNode => ({ text, fontSize: 8.5, color: '#555555', margin: [0, 0, 0, 6] });

export async function analysisPdf(report: TAnalysisReport, logo: TDocumentHeading['logo']): Promise<Buffer> {
  const { analysis, scenarios } = report;
  const nameOf = lineNamer(report);
  const title = `Bid analysis ${report.rfp.number}`;
  const heading: TDocumentHeading = {
    title,
    subtitle: `${report.rfp.title} · ${report.rfp.clientName}`,
    logo,
    details: [
      { label: 'Lines', value: `${analysis.lineCount} (${analysis.summary.linesWithoutBids} without bids)` },
      { label: 'Submitted bids', value: String(analysis.summary.bidCount) },
      { label: 'Term', value: `${report.rfp.termMonths} months` },
      { label: 'Prepared', value: report.generatedAt.slice(0, 10) },
    ],
  };

  const content: TPdfNode[] = [
    ...pdfHeading(heading),
    note('Amounts are a year, leveled with the buyer’s adjustments, unless named otherwise.'),
    section('Vendors'),
    table(
      [30, '*', 50, 50, 75, 70, 75, 75],
      ['Rank', 'Vendor', 'Lines bid', 'Missing', 'Base a year', 'Adjustments', 'Leveled a year', 'Bundle a year'],
      analysis.vendors.map((v) => [
        String(v.rank),
        v.vendorName,
        String(v.linesBid),
        String(v.linesMissing),
        right(money(v.baseAnnual)),
        right(money(v.adjustmentsAnnual)),
        right(money(v.leveledAnnual)),
        right(money(v.bundlePrice)),
      ]),
    ),
    section('Award scenarios'),
    table(
      ['*', 80, 90, 80, 80, 45, 55],
      ['Scenario', 'Total a year', 'Over the term', 'Savings vs budget', 'Savings vs incumbent', 'Vendors', 'Lines'],
      scenarios.scenarios.map((s) => [
        AWARD_SCENARIO_LABELS[s.scenario],
        right(money(s.annual)),
        right(money(s.term)),
        right(money(s.savingsVsBudget)),
        right(money(s.savingsVsIncumbent)),
        String(s.vendorsUsed),
        `${s.linesAwarded}${s.linesUncovered ? ` (${s.linesUncovered} uncovered)` : ''}`,
      ]),
    ),
    section('Recommended award'),
    table(
      [120, 90, 120, 75, '*'],
      ['Property', 'Service', 'Vendor', 'Leveled a year', 'Reasons'],
      scenarios.recommendations.map((r) => {
        const line = nameOf(r.rfpLineId);
        return [line.propertyName, line.serviceName, r.vendorName, right(money(r.leveledAnnual)), r.reasons.map((x) => x.text).join(' ')];
      }),
    ),
    section('Lines'),
    table(
      [110, 80, 25, 60, 60, 60, 60, 60, '*'],
      ['Property', 'Service', 'Bids', 'Lowest', 'Median', 'Highest', 'Spread', 'Budget', 'Flags'],
      analysis.lines.data.map((l) => [
        l.propertyName,
        l.serviceName,
        String(l.bidCount),
        right(money(l.lowest)),
        right(money(l.median)),
        right(money(l.highest)),
        right(money(l.spread)),
        right(money(l.budgetAnnual)),
        lineFlags(l),
      ]),
    ),
  ];
  if (report.adjustments.length) {
    content.push(
      section('Leveling adjustments'),
      table(
        [120, 130, 60, 70, '*'],
        ['Vendor', 'Line', 'Kind', 'A year', 'Reason'],
        report.adjustments.map((a) => {
          const line = nameOf(a.rfpLineId);
          return [
            a.vendorName,
            [line.propertyName, line.serviceName].filter(Boolean).join(' · '),
            a.kind === 'PLUG' ? 'Plug' : 'Correction',
            right(money(a.annualAmount)),
            a.reason,
          ];
        }),
      ),
    );
  }
  if (report.awards.length) {
    content.push(
      section('Awards'),
      table(
        [120, 90, 120, 75, 75, '*'],
        ['Property', 'Service', 'Vendor', 'A year', 'Over the term', 'Note'],
        report.awards.map((a) => [a.propertyName, a.serviceName, a.vendorName, right(money(a.annualAmount)), right(money(a.termAmount)), a.note ?? '']),
      ),
    );
  }

  return pdfmake
    .createPdf({
      pageSize: 'LETTER',
      pageOrientation: 'landscape',
      pageMargins: [40, 40, 40, 48],
      info: { title, subject: `${report.rfp.title} · ${report.rfp.clientName}` },
      defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
      styles: {
        title: { fontSize: 18, bold: true, margin: [0, 0, 0, 2] },
        subtitle: { fontSize: 11, color: '#555555', margin: [0, 0, 0, 6] },
        h2: { fontSize: 12.5, bold: true, margin: [0, 8, 0, 4] },
      },
      footer: (page: number, pages: number) => ({
        text: `${title} · page ${page} of ${pages}`,
        alignment: 'center',
        fontSize: 8,
        color: '#777777',
        margin: [0, 20, 0, 0],
      }),
      content,
    })
    .getBuffer();
}
