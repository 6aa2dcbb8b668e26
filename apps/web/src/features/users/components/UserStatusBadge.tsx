import { STATUS_LABELS, type TUserStatus } from '@procura/shared';
import { StatusBadge, type TStatusTone } from '../../../components/StatusBadge';

// Pending: invited, no password yet (spec §4 statuses as the users API uses them).
const TONES: Record<TUserStatus, TStatusTone> = { ACTIVE: 'positive', PENDING: 'attention', INACTIVE: 'neutral' };

export function UserStatusBadge({ status }: { status: TUserStatus }) {
  return <StatusBadge label={STATUS_LABELS[status]} tone={TONES[status]} />;
}

export const userStatusLabel = (status: TUserStatus): string => STATUS_LABELS[status];
