import type { TAdjustment, TAward, TLineAnalysis, TRfpAnalysis, TScenarios } from '@procura/shared';

/**
 * Everything an export of the analysis holds, read as its requester when the job runs: the
 * analysis with every line, the scenarios and recommendations, the buyer's leveling and the
 * awards made so far. Plain data: it crosses into the capped child that draws the file.
 */
export interface TAnalysisReport {
  rfp: { number: string; title: string; clientName: string; termMonths: number; status: string };
  /** ISO time the job read the data. */
  generatedAt: string;
  analysis: TRfpAnalysis;
  scenarios: TScenarios;
  adjustments: TAdjustment[];
  awards: TAward[];
}

/** A line's flagged bids in words ("Acme: abnormally low, check for scope gaps"), as the report screen warns. */
export function lineFlags(line: TLineAnalysis): string {
  return line.bids
    .flatMap((b) => [...(b.abnormallyLow ? [`${b.vendorName}: abnormally low, check for scope gaps`] : []), ...(b.outlier ? [`${b.vendorName}: outlier`] : [])])
    .join('; ');
}

/** "Lakeside Plaza · Lawn mowing" for a line id, or the id's own words when the line is unknown. */
export function lineNamer(report: TAnalysisReport): (rfpLineId: string | null) => { propertyName: string; serviceName: string } {
  const lines = new Map(report.analysis.lines.data.map((l) => [l.rfpLineId, l]));
  return (rfpLineId) => {
    const line = rfpLineId ? lines.get(rfpLineId) : undefined;
    if (!rfpLineId) return { propertyName: 'Whole bid', serviceName: '' };
    return { propertyName: line?.propertyName ?? '', serviceName: line?.serviceName ?? '' };
  };
}
