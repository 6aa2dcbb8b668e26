import { Badge, Stack, Text } from '@mantine/core';
import type { TContactType, TUserStatus } from '@procura/shared';
import type { ReactNode } from 'react';
import { formatPhone } from '../../lib/format';
import type { TDataTableColumn } from '../DataTable';

/** A person on a record's contact list (a client's, a vendor's, a property's). */
export interface TContactRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneCode: string | null;
  phoneNumber: string | null;
  contactType: TContactType;
  /** May sign in; otherwise a person on file only. */
  authorized: boolean;
  /** Their account's state, where the list says whether they can sign in. */
  status?: TUserStatus;
}

export const contactName = (contact: TContactRow) => `${contact.firstName} ${contact.lastName}`;

const phoneOf = (contact: TContactRow) => formatPhone(contact.phoneNumber, contact.phoneCode) || '—';

function SignInBadge({ contact }: { contact: TContactRow }) {
  const label = contact.authorized
    ? contact.status === 'PENDING'
      ? 'Invited'
      : contact.status === 'INACTIVE'
        ? 'Deactivated'
        : 'Can sign in'
    : 'Contact only';
  return (
    <Badge variant="light" color={contact.authorized && contact.status === 'ACTIVE' ? 'blue' : 'gray'} radius="sm" tt="none">
      {label}
    </Badge>
  );
}

export interface TContactColumnOptions<TContact extends TContactRow> {
  /** The sign-in state as a column of its own, or as a note under the name of one who cannot. */
  signIn: 'column' | 'note';
  /** The contact type as plain text unless given (a select where it can be changed in place). */
  renderContactType?: (contact: TContact) => ReactNode;
}

export function contactColumns<TContact extends TContactRow>({ signIn, renderContactType }: TContactColumnOptions<TContact>): TDataTableColumn<TContact>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      width: '24%',
      render: (contact) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {contactName(contact)}
          </Text>
          {signIn === 'note' && !contact.authorized ? (
            <Text size="xs" c="dimmed">
              Contact only · cannot sign in
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      width: '28%',
      render: (contact) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {contact.email}
        </Text>
      ),
    },
    { key: 'phone', header: 'Phone', render: phoneOf },
    { key: 'type', header: 'Contact type', render: (contact) => renderContactType?.(contact) ?? contact.contactType },
    ...(signIn === 'column' ? [{ key: 'access', header: 'Sign-in', render: (contact: TContact) => <SignInBadge contact={contact} /> }] : []),
  ];
}
