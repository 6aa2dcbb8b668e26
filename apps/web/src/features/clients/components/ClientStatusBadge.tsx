import { Badge } from '@mantine/core';
import type { TClientStatus } from '@procura/shared';

const STATUS_LOOK: Record<TClientStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  INACTIVE: { label: 'Inactive', color: 'gray' },
};

export const clientStatusLabel = (status: TClientStatus): string => STATUS_LOOK[status].label;

export function ClientStatusBadge({ status }: { status: TClientStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" fw={600} style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}
