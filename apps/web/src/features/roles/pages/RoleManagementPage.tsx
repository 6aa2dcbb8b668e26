import { Button, Select } from '@mantine/core';
import { ROLE_TYPES, ZPageQuerySchema, ZRoleListQuerySchema, type TRole } from '@procura/shared';
import { IconEye, IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable, emptyState, ListToolbar, oneFilter, type TDataTableRowAction, toolbarProps, useUrlListState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { RoleFormModal } from '../components/RoleFormModal';
import { RoleHistoryModal } from '../components/RoleHistoryModal';
import { ROLE_COLUMNS } from '../components/role-columns';
import { useDeleteRole, useRoles } from '../queries';
import { roleTypeLabel } from '../role-labels';
import { useRolePermissions } from '../use-role-permissions';

/** The roles call answers the whole list: the page is the screen's, the filters the API's. */
const ROLE_LIST_URL_SCHEMA = ZRoleListQuerySchema.omit({ tenantId: true }).extend(ZPageQuerySchema.shape);
const FILTER_KEYS = ['roleType'] as const;
const ROLE_TYPE_OPTIONS = ROLE_TYPES.map((type) => ({ value: type, label: roleTypeLabel(type) }));

type TModalState = { role: TRole | null; isReadOnly: boolean } | null;

export default function RoleManagementPage() {
  const list = useUrlListState({ schema: ROLE_LIST_URL_SCHEMA, filterKeys: FILTER_KEYS });
  const permissions = useRolePermissions();
  const [modal, setModal] = useState<TModalState>(null);
  const [roleToDelete, setRoleToDelete] = useState<TRole | null>(null);
  const [historyOf, setHistoryOf] = useState<TRole | null>(null);
  const deleteRole = useDeleteRole();

  const { roleType } = list.filters;
  const roles = useRoles({ roleType, search: list.search || undefined });
  // The roles call answers the whole (short) list in permission order (spec §6): pages are cut here.
  const all = roles.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / list.limit));
  const page = Math.min(list.page, pageCount);
  const rows = roles.data ? all.slice((page - 1) * list.limit, page * list.limit) : undefined;

  const rowActions = (role: TRole): TDataTableRowAction[] => {
    const canEdit = permissions.canEdit(role);
    const actions: TDataTableRowAction[] = [
      canEdit
        ? { label: 'Edit', icon: <IconPencil aria-hidden size={16} />, onSelect: () => setModal({ role, isReadOnly: false }) }
        : { label: 'View permissions', icon: <IconEye aria-hidden size={16} />, onSelect: () => setModal({ role, isReadOnly: true }) },
      { label: 'History', icon: <IconHistory aria-hidden size={16} />, onSelect: () => setHistoryOf(role) },
    ];
    if (permissions.canDelete(role)) {
      actions.push({ label: 'Delete', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setRoleToDelete(role) });
    }
    return actions;
  };

  const confirmDelete = () => {
    if (!roleToDelete) return;
    deleteRole.mutate(roleToDelete.id, { onSuccess: () => setRoleToDelete(null) });
  };
  const canCreate = permissions.creatableRoleTypes.length > 0;

  return (
    <>
      <PageHeader
        title="Role Management"
        description="Roles bundle permissions. People get what all of their roles allow together."
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus aria-hidden size={18} />} onClick={() => setModal({ role: null, isReadOnly: false })}>
              Create role
            </Button>
          ) : null
        }
      />
      <ListToolbar
        searchLabel="Search roles"
        searchPlaceholder="Search by role name"
        {...toolbarProps(list)}
        filters={<Select {...oneFilter(list, 'roleType', 'Role type', 'All role types')} data={ROLE_TYPE_OPTIONS} />}
      />
      <DataTable
        label="Roles"
        columns={ROLE_COLUMNS}
        rows={rows}
        getRowId={(role) => role.id}
        getRowLabel={(role) => role.name}
        paging={{ page, limit: list.limit, total: all.length, onPageChange: list.setPage, onLimitChange: list.setLimit }}
        rowActions={rowActions}
        isLoading={roles.isLoading}
        isFetching={roles.isFetching && roles.isPlaceholderData}
        error={roles.error ? errorMessage(roles.error, 'The roles could not be loaded.') : null}
        onRetry={() => void roles.refetch()}
        empty={emptyState(list, 'No role matches these filters', {
          title: 'No roles yet',
          description: canCreate ? 'Create the first role with Create role.' : undefined,
        })}
      />
      {modal ? (
        <RoleFormModal
          key={modal.role?.id ?? 'new'}
          role={modal.role}
          isReadOnly={modal.isReadOnly}
          creatableRoleTypes={permissions.creatableRoleTypes}
          onClose={() => setModal(null)}
        />
      ) : null}
      <RoleHistoryModal role={historyOf} onClose={() => setHistoryOf(null)} />
      <ConfirmModal
        isOpen={roleToDelete !== null}
        title="Delete role"
        message={
          roleToDelete && roleToDelete.userCount > 0
            ? `${roleToDelete.name} is held by ${roleToDelete.userCount} ${roleToDelete.userCount === 1 ? 'person' : 'people'}. Remove it from them first, or the deletion will be refused.`
            : `${roleToDelete?.name ?? 'This role'} will be deleted. This cannot be undone.`
        }
        confirmLabel="Delete"
        isPending={deleteRole.isPending}
        onConfirm={confirmDelete}
        onClose={() => setRoleToDelete(null)}
      />
    </>
  );
}
