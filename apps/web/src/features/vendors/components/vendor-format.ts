import type { TVendorListItem } from '@procura/shared';

/** Calendar days (YYYY-MM-DD) shown as written: read in UTC so no time zone moves them a day. */
export function formatDay(isoDate: string | null | undefined, withYear = true): string {
  if (!isoDate) return '';
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatAmount = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : usd.format(value));

export const vendorPath = (id: string, tab?: string) => (tab ? `/vendor/${id}/${tab}` : `/vendor/${id}`);

export const placeOf = (vendor: Pick<TVendorListItem, 'cityName' | 'stateCode' | 'stateName'>): string =>
  [vendor.cityName, vendor.stateCode || vendor.stateName].filter(Boolean).join(', ');
