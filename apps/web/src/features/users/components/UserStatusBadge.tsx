import { Badge } from '@mantine/core';
import type { TUserStatus } from '@procura/shared';

const STATUS_LOOK: Record<TUserStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  // Invited, no password yet (spec §4 statuses as the users API uses them).
  PENDING: { label: 'Pending', color: 'yellow' },
  INACTIVE: { label: 'Inactive', color: 'gray' },
};

export function UserStatusBadge({ status }: { status: TUserStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none" fw={600} style={{ minWidth: 'max-content' }}>
      {look.label}
    </Badge>
  );
}

export const userStatusLabel = (status: TUserStatus): string => STATUS_LOOK[status].label;
