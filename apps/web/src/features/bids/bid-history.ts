import type { THistoryVocabulary } from '../../components/history-text';

/** A bid's history in words (apps/api features/rfp bid-history.ts): where it stands, never an amount. */
export const BID_HISTORY: THistoryVocabulary = {
  actions: { draft: 'Draft saved', submit: 'Submitted', withdraw: 'Withdrawn', intent: 'Intent changed', view: 'Opened' },
  fields: {
    status: { label: 'Status', values: { NONE: 'Not started', DRAFT: 'Draft', SUBMITTED: 'Submitted', WITHDRAWN: 'Withdrawn' } },
    intent: { label: 'Intent', values: { INTENDING: 'Will bid', DECLINED: 'Declined' } },
    declineReason: { label: 'Reason for declining' },
    currentSubmission: { label: 'Version submitted' },
    pricedLines: { label: 'Lines priced' },
  },
};
