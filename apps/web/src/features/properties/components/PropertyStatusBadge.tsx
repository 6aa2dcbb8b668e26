import { Badge } from '@mantine/core';
import type { TPropertyStatus } from '@procura/shared';

export const propertyStatusLabel = (status: TPropertyStatus) => (status === 'ACTIVE' ? 'Active' : 'Inactive');

export function PropertyStatusBadge({ status }: { status: TPropertyStatus }) {
  return (
    <Badge variant="light" color={status === 'ACTIVE' ? 'green' : 'gray'} radius="sm" tt="none" fw={600}>
      {propertyStatusLabel(status)}
    </Badge>
  );
}
