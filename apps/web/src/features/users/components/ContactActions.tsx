import { Button } from '@mantine/core';
import type { TUserFilters } from '@procura/shared';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { ExportUsersButton } from './ExportUsersButton';

/** The page header's actions, each shown only to those who may use it. */
export function ContactActions({
  canCreate,
  filters,
  onAdd,
  onBulkInvite,
}: {
  canCreate: boolean;
  /** The list's filters: the export takes them. */
  filters: TUserFilters;
  onAdd: () => void;
  onBulkInvite: () => void;
}) {
  return (
    <>
      <ExportUsersButton filters={filters} />
      {canCreate ? (
        <>
          <Button variant="default" leftSection={<IconUpload aria-hidden size={18} />} onClick={onBulkInvite}>
            Bulk invite
          </Button>
          <Button leftSection={<IconPlus aria-hidden size={18} />} onClick={onAdd}>
            Add user
          </Button>
        </>
      ) : null}
    </>
  );
}
