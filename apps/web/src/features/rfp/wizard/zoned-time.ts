/**
 * Wall-clock times in a named time zone ↔ instants. An RFP's due time is the client's "5:00 PM in
 * Denver", whatever zone the buyer's browser is in.
 */

/** How far `timeZone` is ahead of UTC at the instant `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** 'YYYY-MM-DDTHH:mm' read in `timeZone` → an ISO instant; null when blank or not a time. */
export function zonedToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST change between).
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

/** An instant → 'YYYY-MM-DDTHH:mm' as a clock in `timeZone` shows it. */
export function isoToZoned(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return new Date(at + offsetAt(at, timeZone)).toISOString().slice(0, 16);
}

/** The zones of the United States the product's clients are in, as the picker offers them. */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain, no DST (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const;
