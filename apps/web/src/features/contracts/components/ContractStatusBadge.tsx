import { CONTRACT_STATUS_LABELS, type TContractStatus } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { CONTRACT_STATUS_TONES } from '../contract-format';

export function ContractStatusBadge({ status, size = 'sm' }: { status: TContractStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge label={CONTRACT_STATUS_LABELS[status]} tone={CONTRACT_STATUS_TONES[status]} size={size} />;
}
