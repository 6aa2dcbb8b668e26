import { ROUTES, type TRfpStatus } from '@procura/shared';
import type { TStatusTone } from '../../components/StatusBadge';

/** /rfp/:id and its tabs (/rfp/:id/vendors …). */
export const rfpPath = (id: string, tab?: string) => `${ROUTES.rfp}/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
export const RFP_NEW_PATH = `${ROUTES.rfp}/new`;

export const RFP_STATUS_TONES: Record<TRfpStatus, TStatusTone> = {
  DRAFT: 'neutral',
  PUBLISHED: 'progress',
  CLOSED: 'attention',
  AWARDED: 'positive',
  PARTIALLY_AWARDED: 'positive',
  CANCELLED: 'negative',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long vendors have left, in the words a coordinator scans a list with: "in 3 days",
 * "in 5 hours", "in 20 minutes", "passed". Whole units, rounded down: "in 1 day" never means 47 hours.
 */
export function dueCountdown(bidsDueAt: string, now: Date): string {
  const left = Date.parse(bidsDueAt) - now.getTime();
  if (left <= 0) return 'Due time passed';
  if (left >= 2 * DAY) return `in ${Math.floor(left / DAY)} days`;
  if (left >= 2 * HOUR) return `in ${Math.floor(left / HOUR)} hours`;
  const minutes = Math.max(1, Math.floor(left / 60_000));
  return minutes >= 60 ? 'in 1 hour' : `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const IN_ZONE_FIELDS = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/** The due time as the RFP's client reads it, in the RFP's own time zone: "Mar 1, 2027, 5:00 PM EST". */
export function formatInZone(at: string, timeZone: string): string {
  // dateStyle/timeStyle refuse a timeZoneName beside them: the same fields, spelled out.
  return new Intl.DateTimeFormat('en-US', { ...IN_ZONE_FIELDS, timeZone }).format(new Date(at));
}
