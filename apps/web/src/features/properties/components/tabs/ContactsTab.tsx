import { Button, Group, Stack, Text } from '@mantine/core';
import { CONTACT_TYPES, type TPropertyContact, type TPropertyDetail } from '@procura/shared';
import { IconPlus, IconTrash, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { DataTable, type TDataTableColumn, type TDataTableRowAction, useTabPaging } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useChangeContactType, usePropertyContacts, useRemovePropertyContact } from '../../queries';
import { ContactFormModal } from './ContactFormModal';
import { formatPhone } from '../../../../lib/format';

const fullName = (contact: TPropertyContact) => `${contact.firstName} ${contact.lastName}`;

const COLUMNS: TDataTableColumn<TPropertyContact>[] = [
  {
    key: 'name',
    header: 'Name',
    width: '28%',
    render: (contact) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} c="dark.7">{fullName(contact)}</Text>
        {contact.authorized ? null : <Text size="xs" c="dimmed">Contact only · cannot sign in</Text>}
      </Stack>
    ),
  },
  { key: 'email', header: 'Email', width: '30%', render: (contact) => <Text size="sm" truncate title={contact.email}>{contact.email}</Text> },
  {
    key: 'phone',
    header: 'Phone',
    render: (contact) => <Text size="sm">{formatPhone(contact.phoneNumber, contact.phoneCode) || '—'}</Text>,
  },
  { key: 'contactType', header: 'Contact type', width: 140, render: (contact) => <Text size="sm">{contact.contactType}</Text> },
];

export function ContactsTab({ property }: { property: TPropertyDetail }) {
  const { page, limit, paging } = useTabPaging();
  const contacts = usePropertyContacts({ propertyId: property.id, page, limit });
  const changeType = useChangeContactType(property.id);
  const remove = useRemovePropertyContact(property.id);
  const [isAdding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<TPropertyContact | null>(null);
  const canManage = property.abilities.manageContacts;
  const linked = new Set((contacts.data?.data ?? []).map((contact) => contact.userId));

  const rowActions = (contact: TPropertyContact): TDataTableRowAction[] =>
    canManage
      ? [
          ...CONTACT_TYPES.filter((type) => type !== contact.contactType).map((type) => ({
            label: `Make ${type}`,
            icon: <IconUserCog aria-hidden size={16} />,
            onSelect: () => changeType.mutate({ id: contact.id, contactType: type }),
          })),
          { label: 'Remove from property', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setToRemove(contact) },
        ]
      : [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">People to call about this property: on-site staff, the property manager, the owner's representative.</Text>
        {canManage ? (
          <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setAdding(true)}>Add contact</Button>
        ) : null}
      </Group>
      <DataTable
        label="Property contacts"
        columns={COLUMNS}
        rows={contacts.data?.data}
        getRowId={(contact) => contact.id}
        getRowLabel={fullName}
        paging={paging(contacts.data?.total ?? 0)}
        rowActions={canManage ? rowActions : undefined}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching && contacts.isPlaceholderData}
        error={contacts.error ? errorMessage(contacts.error, 'The contacts could not be loaded.') : null}
        onRetry={() => void contacts.refetch()}
        empty={{ title: 'No contacts yet', description: canManage ? 'Add the people to call about this property.' : 'Contacts added to this property will appear here.' }}
      />
      {isAdding ? <ContactFormModal propertyId={property.id} clientId={property.clientId} linkedUserIds={linked} onClose={() => setAdding(false)} /> : null}
      <ConfirmModal
        isOpen={toRemove !== null}
        title="Remove contact"
        message={toRemove ? `Remove ${fullName(toRemove)} from ${property.name}? The person stays a contact of the client.` : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => toRemove && remove.mutate(toRemove.id, { onSuccess: () => setToRemove(null) })}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}


