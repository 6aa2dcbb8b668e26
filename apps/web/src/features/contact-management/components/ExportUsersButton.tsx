import { Button } from '@mantine/core';
import { lookupPermission, MODULES } from '@procura/shared';
import { IconFileExport } from '@tabler/icons-react';
import { useAuth } from '../../../app/auth/auth-context';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useStartExport } from '../../background-jobs/queries';

/** Exports the workspace's users as a background job; viewing contacts is enough to export them. */
export function ExportUsersButton() {
  const { userPermissions } = useAuth();
  const exportUsers = useStartExport();
  const contactTypes = lookupPermission(userPermissions, MODULES.ContactManagement);
  const canView = Object.values(contactTypes).some((actions) => actions?.View);
  if (!canView) return null;

  const start = () =>
    exportUsers.mutate(
      { entity: 'users', format: 'xlsx' },
      {
        onSuccess: () => notify.success('Export Started', 'Your file is being prepared. Follow it in Background jobs.'),
        onError: (error) => notify.error('Error', errorMessage(error, 'An error occurred while starting the export.')),
      },
    );

  return (
    <Button variant="default" leftSection={<IconFileExport aria-hidden size={18} />} loading={exportUsers.isPending} onClick={start}>
      Export users
    </Button>
  );
}
