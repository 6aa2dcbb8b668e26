import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { CONTACT_REQUEST_STATUS_LABELS, type TContactRequest, type TContactRequestStatus } from '@procura/shared';
import { Link } from 'react-router';
import { NoteCell, type TDataTableColumn } from '../../../components/DataTable';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { clientPath } from './client-columns';

const STATUS_COLORS: Record<TContactRequestStatus, string> = { NEW: 'blue', CONTACTED: 'yellow', CONVERTED: 'teal', CLOSED: 'gray' };

export function ContactRequestStatusBadge({ status }: { status: TContactRequestStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {CONTACT_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}

export const CONTACT_REQUEST_COLUMNS: readonly TDataTableColumn<TContactRequest>[] = [
  {
    key: 'company',
    header: 'Company',
    sortKey: 'company',
    render: (request) =>
      request.clientId ? (
        <Anchor component={Link} to={clientPath(request.clientId)} fw={600} size="sm">
          {request.company}
        </Anchor>
      ) : (
        <Text fw={600} size="sm">
          {request.company}
        </Text>
      ),
  },
  {
    key: 'name',
    header: 'Contact',
    sortKey: 'name',
    render: (request) => (
      <Stack gap={0}>
        <Text size="sm">{request.name}</Text>
        <Anchor href={`mailto:${request.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {request.email}
        </Anchor>
        <Text size="xs" c="dimmed">
          {request.phone}
        </Text>
      </Stack>
    ),
  },
  { key: 'need', header: 'What they need', render: (request) => <NoteCell text={request.need} />, width: 280 },
  { key: 'properties', header: 'Properties', sortKey: 'propertiesCount', align: 'right', render: (request) => formatNumber(request.propertiesCount) },
  { key: 'received', header: 'Received', sortKey: 'createdAt', render: (request) => formatDateTime(request.createdAt) },
  { key: 'status', header: 'Status', sortKey: 'status', render: (request) => <ContactRequestStatusBadge status={request.status} /> },
];
