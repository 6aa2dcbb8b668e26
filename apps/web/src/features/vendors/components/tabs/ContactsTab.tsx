import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONTACT_TYPES, type TContactType, type TVendorAbilities, type TVendorContact } from '@procura/shared';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../../components/ConfirmModal';
import { DataTable, type TDataTableColumn, type TDataTableRowAction } from '../../../../components/DataTable';
import { errorMessage } from '../../../../lib/api-error';
import { useDeleteVendorContact, useUpdateVendorContactType, useVendorContacts } from '../../queries';
import { ContactFormModal } from '../ContactFormModal';
import { formatPhone } from '../../../../lib/format';

const nameOf = (contact: TVendorContact) => `${contact.firstName} ${contact.lastName}`;

function SignInBadge({ contact }: { contact: TVendorContact }) {
  const label = contact.authorized ? (contact.status === 'PENDING' ? 'Invited' : contact.status === 'INACTIVE' ? 'Deactivated' : 'Can sign in') : 'Contact only';
  return (
    <Badge variant="light" color={contact.authorized && contact.status === 'ACTIVE' ? 'blue' : 'gray'} radius="sm" tt="none">
      {label}
    </Badge>
  );
}

/** Changed in place through spec §7's contact-type route; a failure says 'Failed to update vendor contact.'. */
function ContactTypeSelect({ contact }: { contact: TVendorContact }) {
  const update = useUpdateVendorContactType();
  return (
    <Select
      aria-label={`Contact type of ${nameOf(contact)}`}
      data={[...CONTACT_TYPES]}
      value={contact.contactType}
      onChange={(next) => next && next !== contact.contactType && update.mutate({ userId: contact.id, contactType: next as TContactType })}
      allowDeselect={false}
      disabled={update.isPending}
      size="xs"
      w={150}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The vendor's people with their contact type; adding, editing and removing follow the contacts rights. */
export function ContactsTab({ vendorId, abilities }: { vendorId: string; abilities: TVendorAbilities }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<{ contact: TVendorContact | null } | null>(null);
  const [removing, setRemoving] = useState<TVendorContact | null>(null);
  const contacts = useVendorContacts({ vendorId, page, limit, search: debounced.trim() || undefined }, abilities.viewContacts);
  const remove = useDeleteVendorContact();

  const columns: readonly TDataTableColumn<TVendorContact>[] = [
    { key: 'name', header: 'Name', width: '20%', render: (contact) => <Text fw={600} size="sm">{nameOf(contact)}</Text> },
    { key: 'email', header: 'Email', width: '28%', render: (contact) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{contact.email}</Text> },
    { key: 'phone', header: 'Phone', render: (contact) => formatPhone(contact.phoneNumber, contact.phoneCode) || '—' },
    { key: 'type', header: 'Contact type', render: (contact) => (abilities.editContacts ? <ContactTypeSelect contact={contact} /> : contact.contactType) },
    { key: 'access', header: 'Sign-in', render: (contact) => <SignInBadge contact={contact} /> },
  ];
  const rowActions = (contact: TVendorContact): TDataTableRowAction[] => [
    ...(abilities.editContacts ? [{ label: 'Edit', onSelect: () => setEditing({ contact }) }] : []),
    ...(abilities.removeContacts ? [{ label: 'Remove', isDestructive: true, onSelect: () => setRemoving(contact) }] : []),
  ];

  if (!abilities.viewContacts) return <Text c="dimmed">You may not see this vendor’s contacts.</Text>;
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
        label="Vendor contacts"
        columns={columns}
        rows={contacts.data?.data}
        getRowId={(contact) => contact.id}
        getRowLabel={nameOf}
        paging={{ page, limit, total: contacts.data?.total ?? 0, onPageChange: setPage, onLimitChange: (next) => { setLimit(next); setPage(1); } }}
        rowActions={abilities.editContacts || abilities.removeContacts ? rowActions : undefined}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching && contacts.isPlaceholderData}
        error={contacts.error ? errorMessage(contacts.error, 'The contacts could not be loaded.') : null}
        onRetry={() => void contacts.refetch()}
        empty={debounced ? { title: 'No contact matches', description: 'Try another search.' } : { title: 'No contacts yet', description: abilities.addContacts ? 'Add the first with Add contact.' : undefined }}
      />
      {editing ? <ContactFormModal key={editing.contact?.id ?? 'new'} vendorId={vendorId} contact={editing.contact} onClose={() => setEditing(null)} /> : null}
      <ConfirmModal
        isOpen={removing !== null}
        title="Remove contact"
        message={removing ? `${nameOf(removing)} will be removed from this vendor and can no longer sign in. Their history is kept.` : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
