import {
  CONTRACT_STATUS_LABELS,
  COVERAGE_CELL_STATE_LABELS,
  COVERAGE_TYPE_LABELS,
  DASHBOARD_HORIZONS,
  RFP_STATUS_LABELS,
  ROUTES,
  VENDOR_COMPLIANCE_STATE_LABELS,
  VENDOR_TYPE_LABELS,
  type TActorKind,
  type TDashboardItem,
  type TDashboardTile,
} from '@procura/shared';
import { toQueryString, type TQueryParams } from '../../lib/query-string';

/** A list screen with its filters in the URL (the same encoding as the lists' own). */
const list = (path: string, query: TQueryParams) => {
  const qs = toQueryString(query);
  return `${path}${qs}`;
};
const id = (value: string) => encodeURIComponent(value);

export interface TTileView {
  title: string;
  /** What the tile says when it has nothing to count or list. */
  empty: string;
  /** A figure's words and the filtered list it opens (null: a figure with no list behind it). */
  figure: (key: string) => { label: string; href: string | null };
  /** The record a list row opens. */
  itemHref: (item: TDashboardItem) => string | null;
  /** How a row's date reads: a due time counted down, or a day. */
  at?: 'due' | 'day' | 'time';
  /** A chart instead of the figures, for the kinds named (loaded with the charts' code only then). */
  chart?: { kinds: readonly TActorKind[]; type: 'coverage' | 'spend' };
}

const contractFigure = (key: string) => {
  if (key === 'ACTIVE' || key === 'PENDING_FOR_APPROVAL') return { label: CONTRACT_STATUS_LABELS[key], href: list(ROUTES.contracts, { status: [key] }) };
  const [kind, days] = key.split('_');
  const n = Number(days);
  if (kind === 'ENDS') return { label: `End within ${n} days`, href: list(ROUTES.contracts, { status: ['ACTIVE'], endsWithinDays: n }) };
  // A notice falls due before the end: the active contracts by their end, soonest first, hold them.
  return { label: `Notice due within ${n} days`, href: list(ROUTES.contracts, { status: ['ACTIVE'], sort: 'endOn', sortDirection: 'asc' }) };
};

const ENTITY_PATHS: Record<string, string> = {
  contracts: ROUTES.contracts,
  vendor: ROUTES.vendor,
  rfps: ROUTES.rfp,
  client: ROUTES.client,
  properties: ROUTES.property,
};

export const TILE_VIEWS: Record<TDashboardTile, TTileView> = {
  rfps: {
    title: 'Requests for proposal',
    empty: 'No request for proposal yet.',
    figure: (key) => ({ label: RFP_STATUS_LABELS[key as keyof typeof RFP_STATUS_LABELS] ?? key, href: list(ROUTES.rfp, { status: [key] }) }),
    itemHref: (item) => `${ROUTES.rfp}/${id(item.id)}`,
    at: 'due',
  },
  bids: {
    title: 'Bids to open and awards pending',
    empty: 'No closed request for proposal waits for you.',
    figure: (key) => ({ label: key === 'TO_OPEN' ? 'Bids to open' : 'Awards pending', href: list(ROUTES.rfp, { status: ['CLOSED'] }) }),
    itemHref: (item) => `${ROUTES.rfp}/${id(item.id)}`,
    at: 'time',
  },
  'vendor-approvals': {
    title: 'Vendors awaiting approval',
    empty: 'No vendor waits for approval.',
    figure: () => ({ label: 'Awaiting approval', href: list(ROUTES.vendor, { approvalStatus: ['PENDING_FOR_APPROVAL'] }) }),
    itemHref: (item) => `${ROUTES.vendor}/${id(item.id)}`,
    at: 'time',
  },
  certificates: {
    title: 'Certificates of insurance',
    empty: 'No certificate of insurance expires soon.',
    figure: (key) => ({
      label: VENDOR_COMPLIANCE_STATE_LABELS[key as keyof typeof VENDOR_COMPLIANCE_STATE_LABELS] ?? key,
      href: list(ROUTES.vendor, { complianceState: [key] }),
    }),
    itemHref: (item) => (item.refId ? `${ROUTES.vendor}/${id(item.refId)}` : null),
    at: 'day',
  },
  contracts: {
    title: 'Contracts and notice deadlines',
    empty: `No contract ends or needs notice in the next ${DASHBOARD_HORIZONS[DASHBOARD_HORIZONS.length - 1]} days.`,
    figure: contractFigure,
    itemHref: (item) => `${ROUTES.contracts}/${id(item.id)}`,
    at: 'day',
  },
  coverage: {
    title: 'Coverage of required services',
    empty: 'No property has a required service yet.',
    figure: (key) => ({
      label: COVERAGE_CELL_STATE_LABELS[key as keyof typeof COVERAGE_CELL_STATE_LABELS] ?? key,
      href: list(ROUTES.contractManagement, { cellStates: [key] }),
    }),
    itemHref: (item) => list(ROUTES.contractManagement, { clientIds: [item.id], cellStates: ['MISSING'] }),
    chart: { kinds: ['client'], type: 'coverage' },
  },
  activity: {
    title: 'Recent activity',
    empty: 'Nothing has changed yet.',
    figure: (key) => ({ label: key, href: null }),
    itemHref: (item) => (item.refId && ENTITY_PATHS[item.name.split(' ')[0]] ? `${ENTITY_PATHS[item.name.split(' ')[0]]}/${id(item.refId)}` : null),
    at: 'time',
  },
  spend: {
    title: 'Annual contracted spend by service',
    empty: 'No contract line is in force today.',
    figure: () => ({ label: 'A year, in force today', href: list(ROUTES.contracts, { status: ['ACTIVE'] }) }),
    itemHref: (item) => list(ROUTES.contracts, { status: ['ACTIVE'], serviceId: [item.id] }),
    chart: { kinds: ['client'], type: 'spend' },
  },
  invitations: {
    title: 'Invitations and bids due',
    empty: 'No open invitation: new ones appear here.',
    // The workspace's own figures open its inbox; its branches' and franchises' answer in their own workspaces.
    figure: (key) =>
      key === 'OUTLETS'
        ? { label: 'Sent to your branches and franchises', href: null }
        : { label: key === 'TO_ANSWER' ? 'To answer' : 'Bids submitted', href: list(ROUTES.rfp, { status: ['PUBLISHED'] }) },
    itemHref: (item) => (item.refId ? `${ROUTES.rfp}/${id(item.refId)}` : null),
    at: 'due',
  },
  questions: {
    title: 'Questions answered',
    empty: 'No answer published to you yet.',
    figure: (key) => ({ label: key === 'ASKED' ? 'Questions asked' : 'Answered', href: null }),
    itemHref: (item) => (item.refId ? `${ROUTES.rfp}/${id(item.refId)}` : null),
    at: 'time',
  },
};

/** A row's second line in words: a certificate's coverage, a contract date's kind, a bid's stage. */
export function itemDetail(tile: TDashboardTile, item: TDashboardItem): string | null {
  const d = item.detail;
  if (d === null) return null;
  if (tile === 'certificates') return COVERAGE_TYPE_LABELS[d as keyof typeof COVERAGE_TYPE_LABELS] ?? d;
  if (tile === 'contracts') return d === 'END' ? 'Ends' : 'Notice to stop the renewal due';
  if (tile === 'bids') return d === 'TO_OPEN' ? `${item.value ?? 0} bids to open` : 'Awaiting its award';
  if (tile === 'vendor-approvals') return `${VENDOR_TYPE_LABELS[d as keyof typeof VENDOR_TYPE_LABELS] ?? d}, submitted`;
  if (tile === 'invitations') return d === 'OUTLET' ? 'Its branch or franchise answers' : d === 'TO_ANSWER' ? 'To answer' : 'Bid submitted';
  return d;
}
