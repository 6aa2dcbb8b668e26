import { ROUTES, type TContractStatus } from '@procura/shared';
import type { TStatusTone } from '../../components/StatusBadge';

export const contractPath = (id: string, tab?: string) => `${ROUTES.contracts}/${id}${tab ? `/${tab}` : ''}`;
export const CONTRACTS_BY_PROPERTY_PATH = `${ROUTES.contracts}/by-property`;

export const CONTRACT_STATUS_TONES: Record<TContractStatus, TStatusTone> = {
  DRAFT: 'neutral',
  PENDING_FOR_APPROVAL: 'attention',
  ACTIVE: 'positive',
  EXPIRED: 'negative',
  TERMINATED: 'negative',
};

/** "1 Mar 2027 – 28 Feb 2028", with a dash for an open end. */
export const dateRange = (start: string | null, end: string | null, format: (value: string) => string) =>
  start || end ? `${start ? format(start) : '—'} – ${end ? format(end) : '—'}` : '—';
