import { Badge } from '@mantine/core';
import type { TBackgroundJobStatus } from '@procura/shared';

const STATUS_DISPLAY: Record<TBackgroundJobStatus, { label: string; color: string }> = {
  pending: { label: 'In progress', color: 'blue' },
  success: { label: 'Ready', color: 'green' },
  error: { label: 'Failed', color: 'red' },
};

export function JobStatusBadge({ status }: { status: TBackgroundJobStatus }) {
  const { label, color } = STATUS_DISPLAY[status];
  return (
    <Badge color={color} variant="light" size="sm" radius="sm">
      {label}
    </Badge>
  );
}
