import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TClientAbilities, TCorporateContact } from '@procura/shared';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { DataTable, type TDataTableColumn, type TDataTableRowAction } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useCorporateContacts, useDeleteCorporateContact } from '../../queries';
import { ContactFormModal } from '../ContactFormModal';
import { formatPhone } from '../../../../lib/format';

const nameOf = (contact: TCorporateContact) => `${contact.firstName} ${contact.lastName}`;

const COLUMNS: readonly TDataTableColumn<TCorporateContact>[] = [
  { key: 'name', header: 'Name', render: (contact) => <Text fw={600} size="sm">{nameOf(contact)}</Text> },
  { key: 'email', header: 'Email', render: (contact) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{contact.email}</Text> },
  { key: 'phone', header: 'Phone', render: (contact) => formatPhone(contact.phoneNumber, contact.phoneCode) || '—' },
  { key: 'type', header: 'Contact type', render: (contact) => contact.contactType },
  {
    key: 'access',
    header: 'Sign-in',
    render: (contact) => (
      <Badge variant="light" color={contact.authorized ? 'blue' : 'gray'} radius="sm" tt="none">
        {contact.authorized ? (contact.status === 'PENDING' ? 'Invited' : contact.status === 'INACTIVE' ? 'Deactivated' : 'Can sign in') : 'Contact only'}
      </Badge>
    ),
  },
];

/** The client's corporate contacts; adding, editing and removing follow the people rules. */
export function ContactsTab({ clientId, abilities }: { clientId: string; abilities: TClientAbilities }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<{ contact: TCorporateContact | null } | null>(null);
  const [removing, setRemoving] = useState<TCorporateContact | null>(null);
  const contacts = useCorporateContacts(clientId, { page, limit, search: debounced.trim() || undefined }, abilities.viewContacts);
  const remove = useDeleteCorporateContact();

  const rowActions = (contact: TCorporateContact): TDataTableRowAction[] => [
    ...(abilities.editContacts ? [{ label: 'Edit', onSelect: () => setEditing({ contact }) }] : []),
    ...(abilities.removeContacts ? [{ label: 'Remove', isDestructive: true, onSelect: () => setRemoving(contact) }] : []),
  ];

  if (!abilities.viewContacts) return <Text c="dimmed">You may not see this client’s contacts.</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label="Search contacts"
          placeholder="Search by name or e-mail"
          leftSection={<IconSearch aria-hidden size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 340 }}
          type="search"
        />
        {abilities.addContacts ? (
          <Button leftSection={<IconUserPlus aria-hidden size={16} />} onClick={() => setEditing({ contact: null })}>
            Add contact
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="Corporate contacts"
        columns={COLUMNS}
        rows={contacts.data?.data}
        getRowId={(contact) => contact.id}
        getRowLabel={nameOf}
        paging={{ page, limit, total: contacts.data?.total ?? 0, onPageChange: setPage, onLimitChange: (next) => { setLimit(next); setPage(1); } }}
        rowActions={abilities.editContacts || abilities.removeContacts ? rowActions : undefined}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching && contacts.isPlaceholderData}
        error={contacts.error ? errorMessage(contacts.error, 'The contacts could not be loaded.') : null}
        onRetry={() => void contacts.refetch()}
        empty={debounced ? { title: 'No contact matches', description: 'Try another search.' } : { title: 'No corporate contacts yet', description: abilities.addContacts ? 'Add the first with Add contact.' : undefined }}
      />
      {editing ? <ContactFormModal key={editing.contact?.id ?? 'new'} clientId={clientId} contact={editing.contact} onClose={() => setEditing(null)} /> : null}
      <ConfirmModal
        isOpen={removing !== null}
        title="Remove contact"
        message={removing ? `${nameOf(removing)} will be removed from this client and can no longer sign in. Their history is kept.` : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
