import { CONTACT_REQUEST_STATUS_LABELS } from '@procura/shared';
import type { THistoryVocabulary } from '../../components/history-text';

/** A get-in-touch request's history in words (apps/api features/get-in-touch audit): its arrival and each status move. */
export const CONTACT_REQUEST_HISTORY: THistoryVocabulary = {
  actions: { create: 'Received from the public page', update: 'Status changed', vendor_invited: 'Invited to register as a vendor' },
  fields: {
    status: { label: 'Status', values: CONTACT_REQUEST_STATUS_LABELS },
    vendorInvitedAt: { label: 'Vendor invitation sent' },
  },
  // The client it became is an id here; the list's "Open client" action opens it.
  hidden: new Set(['clientId']),
};
