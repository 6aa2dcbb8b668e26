import { Modal } from '@mantine/core';
import type { TContactRequest } from '@procura/shared';
import { HistoryTab, historyAt } from '../../../components/HistoryTab';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { contactRequestKeys } from '../contact-requests-queries';
import { CONTACT_REQUEST_HISTORY } from '../contact-request-history';

/** A request's History (docs/history.md): requests are handled from their list, so their history opens in a dialog. */
export function ContactRequestHistoryModal({ request, onClose }: { request: TContactRequest | null; onClose: () => void }) {
  const isMobile = useIsMobile();
  return (
    <Modal opened={request !== null} onClose={onClose} title={request ? `History of ${request.company}’s request` : 'History'} size="lg" fullScreen={isMobile}>
      {request ? (
        <HistoryTab
          label="Request history"
          vocabulary={CONTACT_REQUEST_HISTORY}
          query={historyAt([...contactRequestKeys.all, 'detail', request.id], `/contact-requests/${encodeURIComponent(request.id)}`)}
        />
      ) : null}
    </Modal>
  );
}
