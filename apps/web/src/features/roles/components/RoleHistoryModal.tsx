import { Modal } from '@mantine/core';
import type { TRole } from '@procura/shared';
import { HistoryTab, historyAt } from '../../../components/HistoryTab';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { roleKeys } from '../queries';
import { ROLE_HISTORY } from '../role-history';

/** A role's History (docs/history.md): roles are edited in a dialog, so their history opens in one. */
export function RoleHistoryModal({ role, onClose }: { role: TRole | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Modal opened={role !== null} onClose={onClose} title={role ? `History of ${role.name}` : 'History'} size="lg" fullScreen={isMobile}>
      {role ? (
        <HistoryTab
          label="Role history"
          vocabulary={ROLE_HISTORY}
          query={historyAt([...roleKeys.all, 'detail', role.id], `/roles/${encodeURIComponent(role.id)}`)}
        />
      ) : null}
    </Modal>
  );
}
