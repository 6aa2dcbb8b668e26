import { STATUS_LABELS, type TPropertyStatus } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';

export const propertyStatusLabel = (status: TPropertyStatus) => STATUS_LABELS[status];

export function PropertyStatusBadge({ status, size }: { status: TPropertyStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge label={STATUS_LABELS[status]} tone={status === 'ACTIVE' ? 'positive' : 'neutral'} size={size} />;
}
