/** What the vendor's RFP screens (features/bids) share with the buyer's: the due time's words, the status tones, Q&A and addenda reads, the documents list. */
export { dueCountdown, formatInZone, RFP_STATUS_TONES, rfpPath } from './rfp-format';
export { useNow } from './components/use-now';
export { AddendumChanges } from './components/AddendumChanges';
export { PublishedAnswers } from './components/PublishedAnswers';
export { qaKeys, useRfpAddenda, useRfpAnswers, useRfpQuestions } from './qa-queries';
export { RfpDocumentsTable } from './components/RfpDocumentsTable';
export { LinkedDocument } from './components/LinkedDocument';
/** What the Bid Analysis Report (features/bid-analysis) reads of an RFP: the record, its badge, and the keys its awards make stale. */
export { RfpStatusBadge } from './components/RfpStatusBadge';
export { RfpTitleCell } from './components/RfpTitleCell';
export { rfpKeys, useRfpDetail } from './queries';
/** What Contract Management uses to start an RFP for the gaps it found. */
export { RFP_NEW_PATH } from './rfp-format';
export { prefillRfpForm } from './wizard/rfp-form-data';
