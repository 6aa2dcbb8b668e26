import { CONTRACT_STATUS_LABELS } from '@procura/shared';
import type { THistoryVocabulary } from '../../components/history-text';

/** A contract's history in words (apps/api features/contracts contract-history.ts): its moves, amendments and documents. */
export const CONTRACT_HISTORY: THistoryVocabulary = {
  actions: {
    create: 'Created',
    amended: 'Amended',
    activated: 'Activated',
    renewed: 'Renewed',
    expired: 'Expired',
    terminated: 'Terminated',
    bulk_update: 'Lines updated in bulk',
    add_document: 'Document added',
    remove_document: 'Document removed',
    delete: 'Deleted',
  },
  fields: {
    reason: { label: 'Reason' },
    title: { label: 'Title' },
    status: { label: 'Status', values: CONTRACT_STATUS_LABELS },
    vendorName: { label: 'Vendor' },
    startOn: { label: 'Starts', kind: 'day' },
    endOn: { label: 'Ends', kind: 'day' },
    autoRenews: { label: 'Renews automatically' },
    renewalTermMonths: { label: 'Renewal term (months)' },
    noticeDays: { label: 'Notice (days)' },
    terminationTerms: { label: 'Termination terms' },
    governingLaw: { label: 'Governing law' },
    totalValue: { label: 'Total value', kind: 'money' },
    paymentTerms: { label: 'Payment terms' },
    terminationReason: { label: 'Termination reason' },
    renewalCount: { label: 'Renewals' },
    version: { label: 'Version' },
  },
  hidden: new Set(['vendorId']),
};
