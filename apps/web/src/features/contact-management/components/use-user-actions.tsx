import type { TUserListItem } from '@procura/shared';
import { IconId, IconKey, IconPencil, IconSend, IconTrash, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ConfirmModal';
import type { TDataTableRowAction } from '../../../components/DataTable';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useActivateUser, useDeactivateUser, useDeleteUsers, useResendInvitation, useUpdateUser } from '../queries';
import type { TUserPermissions } from '../use-user-permissions';
import { fullName } from '../user-display';
import { ERROR_TITLE, USER_ERRORS, USER_TOASTS } from '../user-messages';

type TPendingConfirm = { kind: 'delete'; users: readonly TUserListItem[] } | { kind: 'deactivate'; user: TUserListItem } | null;

interface TUserActionsOptions {
  permissions: TUserPermissions;
  onEdit: (user: TUserListItem) => void;
  onShowProfile: (user: TUserListItem) => void;
  /** Deleted rows leave the selection. */
  onDeleted: (ids: readonly string[]) => void;
}

const toastError = (fallback: string) => (error: unknown) => notify.error(ERROR_TITLE, errorMessage(error, fallback));

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
        onSelect: () =>
          resend.mutate(user.id, {
            onSuccess: () => notify.success(USER_TOASTS.invitationSent.title, USER_TOASTS.invitationSent.description),
            onError: toastError(USER_ERRORS.resend),
          }),
      });
    }
    // A deactivated contact is activated first; authorizing does not bring them back.
    if (!user.authorized && user.status !== 'INACTIVE' && permissions.canEdit(user)) {
      actions.push({
        label: 'Authorize',
        icon: <IconKey aria-hidden size={16} />,
        onSelect: () =>
          update.mutate(
            { id: user.id, input: { authorized: true } },
            {
              onSuccess: () => notify.success(USER_TOASTS.updated.title, USER_TOASTS.updated.description),
              onError: toastError(USER_ERRORS.update),
            },
          ),
      });
    }
    if (permissions.canChangeStatus(user)) {
      if (user.status === 'INACTIVE') {
        actions.push({
          label: 'Activate',
          icon: <IconUserCheck aria-hidden size={16} />,
          onSelect: () =>
            activate.mutate(user.id, {
              onSuccess: () => notify.success(USER_TOASTS.activated.title, USER_TOASTS.activated.description),
              onError: toastError(USER_ERRORS.activate),
            }),
        });
      } else {
        actions.push({ label: 'Deactivate', icon: <IconUserOff aria-hidden size={16} />, isDestructive: true, onSelect: () => setPending({ kind: 'deactivate', user }) });
      }
    }
    if (permissions.canDelete(user)) {
      actions.push({ label: 'Delete', icon: <IconTrash aria-hidden size={16} />, isDestructive: true, onSelect: () => setPending({ kind: 'delete', users: [user] }) });
    }
    return actions;
  };

  const confirm = () => {
    if (pending?.kind === 'delete') {
      const ids = pending.users.map((user) => user.id);
      deleteUsers.mutate(ids, {
        onSuccess: () => {
          notify.success(USER_TOASTS.deleted.title, USER_TOASTS.deleted.description);
          onDeleted(ids);
          setPending(null);
        },
        onError: toastError(USER_ERRORS.delete),
      });
    } else if (pending?.kind === 'deactivate') {
      deactivate.mutate(pending.user.id, {
        onSuccess: () => {
          notify.success(USER_TOASTS.deactivated.title, USER_TOASTS.deactivated.description);
          setPending(null);
        },
        onError: toastError(USER_ERRORS.deactivate),
      });
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
