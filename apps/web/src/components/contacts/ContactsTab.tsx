import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { ConfirmModal } from '../ConfirmModal';
import { DataTable, SearchInput, type TDataTableRowAction, type TPageQuery, useTabPaging, useTabSearch } from '../DataTable';
import { contactColumns, contactName, type TContactColumnOptions, type TContactRow } from './contact-columns';

export interface TContactsQuery {
  page: number;
  limit: number;
  search?: string;
}

export interface TContactsTabProps<TContact extends TContactRow> extends TContactColumnOptions<TContact> {
  /** Names the table ('Corporate contacts'). */
  label: string;
  /** The record's contacts, one page (searched when the tab is searchable): a query hook. */
  useContacts: (query: TContactsQuery) => TPageQuery<TContact>;
  isSearchable?: boolean;
  /** A line beside the Add button of a tab without search. */
  intro?: ReactNode;
  /** Shown instead of the list to someone who may not see it. */
  hiddenText?: string;
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
  /** Row actions of the record's own, between Edit and Remove (a property's "Make Primary"). */
  moreActions?: (contact: TContact) => TDataTableRowAction[];
  /** The record's add (contact null) or edit form; `listed` are the contacts on screen. */
  renderForm: (contact: TContact | null, onClose: () => void, listed: readonly TContact[]) => ReactNode;
  remove: { mutate: (id: string, options: { onSuccess: () => void }) => void; isPending: boolean };
  removeLabel?: string;
  /** What removing this person does, in the confirmation. */
  removeMessage: (name: string) => string;
  empty: { title: string; description?: string };
}

/** One contacts tab for every record: the list, search, paging, add, edit and remove. */
export function ContactsTab<TContact extends TContactRow>(props: TContactsTabProps<TContact>) {
  const {
    label,
    useContacts,
    isSearchable = false,
    intro,
    hiddenText,
    canAdd,
    canEdit,
    canRemove,
    moreActions,
    renderForm,
    remove,
    removeLabel = 'Remove',
    removeMessage,
    empty,
  } = props;
  const { page, limit, restart, paging } = useTabPaging();
  const search = useTabSearch(restart);
  const [editing, setEditing] = useState<{ contact: TContact | null } | null>(null);
  const [removing, setRemoving] = useState<TContact | null>(null);
  const contacts = useContacts({ page, limit, ...(isSearchable && search.query ? { search: search.query } : {}) });
  const columns = contactColumns(props);

  const rowActions = (contact: TContact): TDataTableRowAction[] => [
    ...(canEdit ? [{ label: 'Edit', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setEditing({ contact }) }] : []),
    ...(moreActions?.(contact) ?? []),
    ...(canRemove ? [{ label: removeLabel, icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setRemoving(contact) }] : []),
  ];
  const hasActions = canEdit || canRemove || moreActions !== undefined;

  if (hiddenText) return <Text c="dimmed">{hiddenText}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {isSearchable ? (
          <SearchInput label="Search contacts" placeholder="Search by name or e-mail" {...search.input} style={{ flex: '1 1 220px', maxWidth: 340 }} />
        ) : (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {canAdd ? (
          <Button leftSection={<IconUserPlus aria-hidden size={16} />} onClick={() => setEditing({ contact: null })}>
            Add contact
          </Button>
        ) : null}
      </Group>
      <DataTable
        label={label}
        columns={columns}
        rows={contacts.data?.data}
        getRowId={(contact) => contact.id}
        getRowLabel={contactName}
        paging={paging(contacts.data?.total ?? 0)}
        rowActions={hasActions ? rowActions : undefined}
        isLoading={contacts.isLoading}
        isFetching={contacts.isFetching && contacts.isPlaceholderData}
        error={contacts.error ? errorMessage(contacts.error, 'The contacts could not be loaded.') : null}
        onRetry={() => void contacts.refetch()}
        empty={search.query ? { title: 'No contact matches', description: 'Try another search.' } : empty}
      />
      {editing ? renderForm(editing.contact, () => setEditing(null), contacts.data?.data ?? []) : null}
      <ConfirmModal
        isOpen={removing !== null}
        title="Remove contact"
        message={removing ? removeMessage(contactName(removing)) : ''}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
