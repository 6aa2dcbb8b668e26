import { isDeactivated, type TUserListItem } from '@procura/shared';
import { IconId, IconKey, IconPencil, IconSend, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import type { TDataTableRowAction } from '../../../components/DataTable';
import { useActivateUser, useDeactivateUser, useDeleteUsers, useResendInvitation, useUpdateUser } from '../queries';
import type { TUserPermissions } from '../use-user-permissions';
import { fullName } from '../user-display';

type TPendingConfirm = { kind: 'delete'; users: readonly TUserListItem[] } | { kind: 'deactivate'; user: TUserListItem } | null;

interface TUserActionsOptions {
  permissions: TUserPermissions;
  onEdit: (user: TUserListItem) => void;
  onShowProfile: (user: TUserListItem) => void;
  /** Deleted rows leave the selection. */
  onDeleted: (ids: readonly string[]) => void;
}

/** The row menu of the people list and the confirmations its destructive entries need. */
export function useUserActions({ permissions, onEdit, onShowProfile, onDeleted }: TUserActionsOptions) {
  const [pending, setPending] = useState<TPendingConfirm>(null);
  const deleteUsers = useDeleteUsers();
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const resend = useResendInvitation();
  const update = useUpdateUser();

  const rowActions = (user: TUserListItem): TDataTableRowAction[] => {
    const actions: TDataTableRowAction[] = [];
    if (permissions.canEdit(user)) actions.push({ label: 'Edit', icon: <IconPencil aria-hidden size={16} />, onSelect: () => onEdit(user) });
    actions.push({ label: 'Profile details', icon: <IconId aria-hidden size={16} />, onSelect: () => onShowProfile(user) });
    if (permissions.canResend(user)) {
      actions.push({
        label: 'Resend invitation',
        icon: <IconSend aria-hidden size={16} />,
        onSelect: () => resend.mutate(user.id),
      });
    }
    if (permissions.canAuthorize(user)) {
      actions.push({
        label: 'Authorize',
        icon: <IconKey aria-hidden size={16} />,
        onSelect: () => update.mutate({ id: user.id, input: { authorized: true } }),
      });
    }
    if (permissions.canChangeStatus(user)) {
      if (isDeactivated(user)) {
        actions.push({ label: 'Activate', icon: <IconUserCheck aria-hidden size={16} />, onSelect: () => activate.mutate(user.id) });
      } else {
        actions.push({
          label: 'Deactivate',
          icon: <IconUserOff aria-hidden size={16} />,
          isDestructive: true,
          onSelect: () => setPending({ kind: 'deactivate', user }),
        });
      }
    }
    if (permissions.canDelete(user)) {
      actions.push({
        label: 'Delete',
        icon: <IconTrash aria-hidden size={16} />,
        isDestructive: true,
        onSelect: () => setPending({ kind: 'delete', users: [user] }),
      });
    }
    return actions;
  };

  const confirm = () => {
    if (pending?.kind === 'delete') {
      const ids = pending.users.map((user) => user.id);
      deleteUsers.mutate(ids, {
        onSuccess: () => {
          onDeleted(ids);
          setPending(null);
        },
      });
    } else if (pending?.kind === 'deactivate') {
      deactivate.mutate(pending.user.id, { onSuccess: () => setPending(null) });
    }
  };

  const deleteCount = pending?.kind === 'delete' ? pending.users.length : 0;
  const dialogs = (
    <ConfirmModal
      isOpen={pending !== null}
      title={pending?.kind === 'deactivate' ? 'Deactivate user' : deleteCount > 1 ? `Delete ${deleteCount} users` : 'Delete user'}
      message={
        pending?.kind === 'deactivate'
          ? `${fullName(pending.user)} will be signed out everywhere and can no longer sign in until activated again.`
          : deleteCount === 1 && pending?.kind === 'delete'
            ? `${fullName(pending.users[0] ?? { firstName: '', lastName: '' })} will lose access at once. Their history is kept.`
            : `These ${deleteCount} people will lose access at once. Their history is kept.`
      }
      confirmLabel={pending?.kind === 'deactivate' ? 'Deactivate' : 'Delete'}
      isPending={deleteUsers.isPending || deactivate.isPending}
      onConfirm={confirm}
      onClose={() => setPending(null)}
    />
  );

  return { rowActions, dialogs, requestDelete: (users: readonly TUserListItem[]) => setPending({ kind: 'delete', users }) };
}
