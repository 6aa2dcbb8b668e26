import { BID_INBOX_STATE_LABELS, type TRfpInvitationState } from '@procura/shared';
import { StatusBadge } from '../../../components/StatusBadge';
import { INBOX_STATE_TONES } from './bid-format';

export function InboxStateBadge({ state }: { state: TRfpInvitationState }) {
  return <StatusBadge label={BID_INBOX_STATE_LABELS[state]} tone={INBOX_STATE_TONES[state]} />;
}
