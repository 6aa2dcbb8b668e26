/*
 * The shape of a seeded library text and the insurance wording every text shares. Each text
 * file holds one or two catalogue categories; sow-library.ts turns them into documents whose
 * level-2 headings are SOW_SECTION_HEADINGS, in that order (the assistant drafts and rewrites
 * by those headings, so the seed must use exactly them).
 *
 * Lines follow sowNodesFromText: "- " starts a bullet, "1. " a numbered step, anything else is
 * a paragraph.
 */

export interface TSowBaseText {
  /** The catalogue service's name, exactly as in SERVICE_CATALOG. */
  service: string;
  title: string;
  scope: readonly string[];
  schedule: readonly string[];
  season: readonly string[];
  materials: readonly string[];
  exclusions: readonly string[];
  standards: readonly string[];
  /** Service-specific safety items; the insurance lines are appended from `insurance`. */
  safety: readonly string[];
  insurance: TInsurance;
  reporting: readonly string[];
}

export interface TInsurance {
  /** General liability each occurrence / aggregate, in dollars. */
  gl?: readonly [number, number];
  /** Auto liability combined single limit; 0 when the work needs no vehicle on site. */
  auto?: number;
  umbrella?: number;
  /** Further policies the trade needs (pollution, professional, crime…), one line each. */
  extra?: readonly string[];
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The insurance lines of a text: the provider's default minimums unless the trade needs more. */
export function insuranceLines({ gl = [1_000_000, 2_000_000], auto = 1_000_000, umbrella, extra = [] }: TInsurance): string[] {
  return [
    `- Commercial general liability of at least ${usd(gl[0])} each occurrence and ${usd(gl[1])} aggregate; the client, the property owner and the provider named as additional insureds, primary and non-contributory.`,
    ...(auto > 0 ? [`- Commercial auto liability of at least ${usd(auto)} combined single limit, covering owned, hired and non-owned vehicles.`] : []),
    "- Workers' compensation at statutory limits and employer's liability of at least $1,000,000 each accident, with a waiver of subrogation in favor of the additional insureds.",
    ...(umbrella ? [`- Umbrella or excess liability of at least ${usd(umbrella)} over the general liability, auto and employer's liability policies.`] : []),
    ...extra.map((line) => `- ${line}`),
    "- A current certificate of insurance is on file with the provider before the first visit; policies give 30 days' written notice of cancellation.",
  ];
}
