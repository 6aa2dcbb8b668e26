import { STATUS_LABELS, type TClientStatus } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';

export const clientStatusLabel = (status: TClientStatus): string => STATUS_LABELS[status];

export function ClientStatusBadge({ status }: { status: TClientStatus }) {
  return <StatusBadge label={STATUS_LABELS[status]} tone={status === 'ACTIVE' ? 'positive' : 'neutral'} />;
}
