import type { TBackgroundJobStatus } from '@procura/shared';
import { StatusBadge, type TStatusTone } from '../../../components/StatusBadge';

const STATUS_DISPLAY: Record<TBackgroundJobStatus, { label: string; tone: TStatusTone }> = {
  pending: { label: 'In progress', tone: 'progress' },
  success: { label: 'Ready', tone: 'positive' },
  error: { label: 'Failed', tone: 'negative' },
};

export function JobStatusBadge({ status }: { status: TBackgroundJobStatus }) {
  const { label, tone } = STATUS_DISPLAY[status];
  return <StatusBadge label={label} tone={tone} />;
}
