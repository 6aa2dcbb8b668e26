import { STATUS_LABELS, VENDOR_APPROVAL_STATUS_LABELS, type TVendorApprovalStatus, type TVendorStatus } from '@procura/shared';
import { StatusBadge, type TStatusTone } from '../../../components/StatusBadge';

const APPROVAL_TONES: Record<TVendorApprovalStatus, TStatusTone> = {
  DRAFT: 'neutral',
  PENDING_FOR_APPROVAL: 'attention',
  APPROVED: 'positive',
  NOT_APPROVED: 'negative',
};

export function ApprovalBadge({ status, size = 'sm' }: { status: TVendorApprovalStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge label={VENDOR_APPROVAL_STATUS_LABELS[status]} tone={APPROVAL_TONES[status]} size={size} />;
}

export function VendorStatusBadge({ status, size = 'sm' }: { status: TVendorStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge label={STATUS_LABELS[status]} tone={status === 'ACTIVE' ? 'positive' : 'neutral'} size={size} />;
}
