/**
 * The last day of a term of `months` starting on `startOn` (ISO dates): the start moved on by the
 * months, held to the month's last day as PostgreSQL's `date + interval` does (Jan 31 + 1 month is
 * Feb 28), less one day. A 12-month term from 2026-03-01 ends on 2027-02-28.
 */
export function termEndOn(startOn: string, months: number): string {
  const [year, month, day] = startOn.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay) - 1);
  return target.toISOString().slice(0, 10);
}
