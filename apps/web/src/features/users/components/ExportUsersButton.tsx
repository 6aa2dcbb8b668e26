import { Button } from '@mantine/core';
import { canExportUsers, type TUserFilters } from '@procura/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useAuth } from '../../../providers/auth/auth-context';
import { useStartExport } from '../../background-jobs';

/**
 * Exports the users the list shows, with its `filters`, as a background job (the shared rule:
 * whoever may list people).
 */
export function ExportUsersButton({ filters }: { filters: TUserFilters }) {
  const { userPermissions } = useAuth();
  const exportUsers = useStartExport();
  if (!canExportUsers(userPermissions)) return null;

  return (
    <Button
      variant="default"
      leftSection={<IconFileExport aria-hidden size={18} />}
      loading={exportUsers.isPending}
      onClick={() => exportUsers.mutate({ entity: 'users', format: 'xlsx', filters })}
    >
      Export users
    </Button>
  );
}
