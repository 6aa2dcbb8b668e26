import { ZUserListQuerySchema, type TUserListItem } from '@procura/shared';
import { useEffect, useMemo, useState } from 'react';
import { DataTable, emptyState, ListToolbar, tableProps, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { BulkInviteModal } from '../components/BulkInviteModal';
import { ContactActions } from '../components/ContactActions';
import { UserFormModal } from '../components/form/UserFormModal';
import { ProfileDrawer } from '../components/ProfileDrawer';
import { SelectionBar } from '../components/SelectionBar';
import { userColumns } from '../components/user-columns';
import { USER_FILTER_KEYS, UserFilters } from '../components/UserFilters';
import { useUserActions } from '../components/use-user-actions';
import { useUserList } from '../queries';
import { useRefreshAfterUpload } from '../use-refresh-after-upload';
import { useUserPermissions } from '../use-user-permissions';
import { fullName } from '../user-display';

/** The form modal is either closed, adding someone, or editing one person. */
type TFormState = { user: TUserListItem | null } | null;

export default function ContactManagementPage() {
  const list = useUrlListState({ schema: ZUserListQuerySchema, filterKeys: USER_FILTER_KEYS });
  const permissions = useUserPermissions();
  const [form, setForm] = useState<TFormState>(null);
  const [profileRow, setProfileRow] = useState<TUserListItem | null>(null);
  const [isBulkInviteOpen, setBulkInviteOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, TUserListItem>>(new Map());

  const users = useUserList(list.query);
  useRefreshAfterUpload();

  // A selection made under other filters would delete people no longer on screen.
  useEffect(() => setSelected(new Map()), [list.search, list.filters]);

  const actions = useUserActions({
    permissions,
    onEdit: (user) => setForm({ user }),
    onShowProfile: setProfileRow,
    onDeleted: (ids) => setSelected((current) => new Map([...current].filter(([id]) => !ids.includes(id)))),
  });
  const columns = useMemo(() => userColumns(permissions.isSelf), [permissions]);
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);
  const { page: _page, limit: _limit, sort: _sort, sortDirection: _direction, ...filters } = list.query;

  return (
    <>
      <PageHeader
        title="Contact Management"
        description="People of your workspace: who they are, what they may do and whether they can sign in."
        actions={
          <ContactActions
            canCreate={permissions.canCreate}
            filters={filters}
            onAdd={() => setForm({ user: null })}
            onBulkInvite={() => setBulkInviteOpen(true)}
          />
        }
      />
      <ListToolbar
        searchLabel="Search contacts"
        searchPlaceholder="Search by name or e-mail"
        {...toolbarProps(list)}
        filters={<UserFilters list={list} />}
        selectionBar={
          <SelectionBar
            count={selected.size}
            canDelete={permissions.canDeleteAny}
            onDelete={() => actions.requestDelete([...selected.values()])}
            onClear={() => setSelected(new Map())}
          />
        }
      />
      <DataTable
        label="Contacts"
        columns={columns}
        {...tableProps(list, users, 'The contacts could not be loaded.')}
        getRowId={(user) => user.id}
        getRowLabel={fullName}
        selection={
          permissions.canDeleteAny
            ? {
                selectedIds,
                onChange: (ids) =>
                  setSelected((current) => {
                    const onPage = new Map((users.data?.data ?? []).map((user) => [user.id, user]));
                    return new Map(
                      [...ids].flatMap((id) => {
                        const user = current.get(id) ?? onPage.get(id);
                        return user ? [[id, user] as const] : [];
                      }),
                    );
                  }),
              }
            : undefined
        }
        isRowSelectable={permissions.canDelete}
        rowActions={actions.rowActions}
        empty={emptyState(list, 'No one matches these filters', {
          title: 'No contacts yet',
          description: permissions.canCreate
            ? 'Add the first person with Add user, or invite many at once with Bulk invite.'
            : 'People added to your workspace will appear here.',
        })}
      />
      {form ? <UserFormModal key={form.user?.id ?? 'new'} user={form.user} onClose={() => setForm(null)} /> : null}
      <ProfileDrawer row={profileRow} onClose={() => setProfileRow(null)} />
      <BulkInviteModal isOpen={isBulkInviteOpen} onClose={() => setBulkInviteOpen(false)} />
      {actions.dialogs}
    </>
  );
}
