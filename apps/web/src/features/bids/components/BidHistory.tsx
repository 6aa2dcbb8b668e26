import { Title } from '@mantine/core';
import { HistoryTab, historyAt } from '../../../components/HistoryTab';
import { BID_HISTORY } from '../bid-history';
import { bidKeys } from '../queries';

/** The bid's history (docs/history.md): the vendor's own, without amounts (they stay sealed). */
export function BidHistory({ rfpId }: { rfpId: string }) {
  return (
    <section aria-labelledby="bid-history-title">
      <Title order={2} fz="md" mb="xs" id="bid-history-title">
        History
      </Title>
      <HistoryTab label="Bid history" vocabulary={BID_HISTORY} query={historyAt(bidKeys.bid(rfpId), `/rfp/${encodeURIComponent(rfpId)}/bid`)} />
    </section>
  );
}
