import { RFP_STATUS_LABELS, type TRfpStatus } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { RFP_STATUS_TONES } from '../rfp-format';

export function RfpStatusBadge({ status, size = 'sm' }: { status: TRfpStatus; size?: 'sm' | 'md' }) {
  return <StatusBadge label={RFP_STATUS_LABELS[status]} tone={RFP_STATUS_TONES[status]} size={size} />;
}
