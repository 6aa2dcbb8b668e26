import type { TRfpInvitationState } from '@procura/shared';
import type { TStatusTone } from '../../../components/StatusBadge';

/** Where a vendor stands on an invitation, as a badge's tone: new and declined ask for a look. */
export const INBOX_STATE_TONES: Record<TRfpInvitationState, TStatusTone> = {
  INVITED: 'attention',
  VIEWED: 'neutral',
  INTENDING: 'progress',
  DECLINED: 'negative',
  SUBMITTED: 'positive',
  WITHDRAWN: 'neutral',
};

export const bidPath = (rfpId: string) => `/rfp/${encodeURIComponent(rfpId)}/bid`;
export const vendorRfpPath = (rfpId: string) => `/rfp/${encodeURIComponent(rfpId)}`;

/** The one money format (lib/format.ts), kept under this name for the bid screens. */
export { formatMoney } from '../../../lib/format';
