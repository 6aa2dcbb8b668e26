import { Badge } from '@mantine/core';
import { VENDOR_APPROVAL_STATUS_LABELS, type TVendorApprovalStatus, type TVendorStatus } from '@procura/shared';

const APPROVAL_COLORS: Record<TVendorApprovalStatus, string> = { DRAFT: 'gray', PENDING_FOR_APPROVAL: 'orange', APPROVED: 'blue', NOT_APPROVED: 'red' };

export function ApprovalBadge({ status, size = 'sm' }: { status: TVendorApprovalStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={APPROVAL_COLORS[status]}
      variant="outline"
      radius="sm"
      tt="none"
      fw={600}
      size={size}
      style={{ minWidth: 'max-content' }}
      // Outline text is the raw shade (orange fails on white); theme.ts makes the light colour readable
      styles={{ label: { color: `var(--mantine-color-${APPROVAL_COLORS[status]}-light-color)` } }}
    >
      {VENDOR_APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}

export function VendorStatusBadge({ status, size = 'sm' }: { status: TVendorStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge color={status === 'ACTIVE' ? 'green' : 'gray'} variant="dot" radius="sm" tt="none" fw={600} size={size} style={{ minWidth: 'max-content' }}>
      {status === 'ACTIVE' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
