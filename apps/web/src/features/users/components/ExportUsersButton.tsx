import { Button } from '@mantine/core';
import type { TUserFilters } from '@procura/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useStartExport } from '../../background-jobs';
import { useUserPermissions } from '../use-user-permissions';

/**
 * Exports the users the list shows, with its `filters`, as a background job (whoever may list
 * people, as the profile says).
 */
export function ExportUsersButton({ filters }: { filters: TUserFilters }) {
  const { canExport } = useUserPermissions();
  const exportUsers = useStartExport();
  if (!canExport) return null;

  return (
    <Button
      variant="default"
      leftSection={<IconFileExport aria-hidden size={18} />}
      loading={exportUsers.isPending}
      onClick={() => exportUsers.start({ entity: 'users', format: 'xlsx', filters })}
    >
      Export users
    </Button>
  );
}
