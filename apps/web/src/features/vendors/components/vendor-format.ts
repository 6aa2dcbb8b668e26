import type { TVendorListItem } from '@procura/shared';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatAmount = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : usd.format(value));

export const vendorPath = (id: string, tab?: string) => (tab ? `/vendor/${id}/${tab}` : `/vendor/${id}`);

export const placeOf = (vendor: Pick<TVendorListItem, 'cityName' | 'stateCode' | 'stateName'>): string =>
  [vendor.cityName, vendor.stateCode || vendor.stateName].filter(Boolean).join(', ');
