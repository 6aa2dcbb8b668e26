import { AWARD_SCENARIOS, type TAwardScenario, type TRecommendation, type TScenario } from '@procura/shared';
import type { TAssignmentRow, TSingleVendorRow } from './bid-scenarios.repo.js';

/*
 * Award scenarios and the recommended award from the lines each picks (bid-scenarios.repo.ts;
 * docs/rfp.md "Award scenarios"). Sums are in cents: money adds exactly.
 */

const toCents = (v: number) => Math.round(v * 100);
const fromCents = (c: number) => c / 100;
const dollars = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Budget (or incumbent) of the awarded lines − the scenario's total; null when a line has none. */
function savings(rows: TAssignmentRow[], of: 'budget' | 'incumbent', totalCents: number): number | null {
  if (rows.length === 0 || rows.some((r) => r[of] === null)) return null;
  return fromCents(rows.reduce((sum, r) => sum + toCents(r[of] ?? 0), 0) - totalCents);
}

export function summariseScenario(
  scenario: TAwardScenario,
  rows: TAssignmentRow[],
  lineCount: number,
  single: TSingleVendorRow | null,
  names: Map<string, string>,
): TScenario {
  const byBid = new Map<string, { lines: number; cents: number }>();
  for (const r of rows) {
    const v = byBid.get(r.bidId) ?? { lines: 0, cents: 0 };
    byBid.set(r.bidId, { lines: v.lines + 1, cents: v.cents + toCents(r.leveled) });
  }
  const lot = scenario === 'SINGLE_VENDOR' && single ? single : null;
  const annualCents = lot ? toCents(lot.total) : rows.reduce((sum, r) => sum + toCents(r.leveled), 0);
  const termCents = lot ? toCents(lot.term) : rows.reduce((sum, r) => sum + toCents(r.term), 0);
  return {
    scenario,
    annual: fromCents(annualCents),
    term: fromCents(termCents),
    savingsVsBudget: savings(rows, 'budget', annualCents),
    savingsVsIncumbent: savings(rows, 'incumbent', annualCents),
    vendorsUsed: byBid.size,
    linesAwarded: rows.length,
    linesUncovered: lineCount - rows.length,
    vendors: [...byBid].map(([bidId, v]) => ({
      bidId,
      vendorName: names.get(bidId) ?? '',
      lines: v.lines,
      annual: lot ? fromCents(annualCents) : fromCents(v.cents),
    })),
  };
}

export function scenariosOf(rows: TAssignmentRow[], lineCount: number, single: TSingleVendorRow | null, names: Map<string, string>): TScenario[] {
  return AWARD_SCENARIOS.map((scenario) =>
    summariseScenario(
      scenario,
      rows.filter((r) => r.scenario === scenario),
      lineCount,
      single,
      names,
    ),
  );
}

/** Each line's recommended bid with its reasons: the lowest leveled bid that is not abnormally low. */
export function recommendationsOf(rows: TAssignmentRow[], names: Map<string, string>, ineligible: Map<string, string>): TRecommendation[] {
  return rows
    .filter((r) => r.scenario === 'RECOMMENDED')
    .map((r) => {
      const reasons: TRecommendation['reasons'] = [];
      if (r.skipped > 0) {
        reasons.push({
          code: 'ABNORMALLY_LOW_SKIPPED',
          text: `Lowest bid once ${r.skipped} abnormally low price${r.skipped > 1 ? 's are' : ' is'} set aside: check them for scope gaps.`,
        });
      } else {
        reasons.push({ code: 'LOWEST_PRICE', text: 'Lowest leveled price on the line.' });
      }
      if (r.incumbent !== null && r.leveled < r.incumbent)
        reasons.push({ code: 'BELOW_INCUMBENT', text: `${dollars(r.incumbent - r.leveled)} a year under the incumbent price.` });
      if (r.budget !== null && r.leveled > r.budget) reasons.push({ code: 'ABOVE_BUDGET', text: `${dollars(r.leveled - r.budget)} a year over the budget.` });
      if (r.coversProperty) reasons.push({ code: 'COVERS_PROPERTY', text: 'Priced every line of this property.' });
      const override = ineligible.get(r.bidId);
      if (override !== undefined) reasons.push({ code: 'NOT_ELIGIBLE_AT_INVITATION', text: `Invited although not eligible: ${override}` });
      return { rfpLineId: r.rfpLineId, bidId: r.bidId, vendorName: names.get(r.bidId) ?? '', leveledAnnual: r.leveled, reasons };
    });
}
