import { List } from '@mantine/core';
import { noticeMoveInWords, type TRfpAddendum } from '@procura/shared';
import { formatInZone } from '../rfp-format';
import { AddendumDocuments } from './AddendumDocuments';

/** What an addendum changed, in words a vendor reads (the buyer's Addenda tab and the vendor's RFP page); its documents download from here. */
export function AddendumChanges({ rfpId, addendum, timeZone }: { rfpId: string; addendum: TRfpAddendum; timeZone: string }) {
  const { changes } = addendum;
  const moved = (label: string, from: string | null, to: string | null) =>
    `${label}: ${from ? formatInZone(from, timeZone) : 'none'} → ${to ? formatInZone(to, timeZone) : 'none'}`;
  // A move for notice may be seconds: "from → to" would read the same minute twice.
  const forNotice = noticeMoveInWords(addendum);
  const items = [
    forNotice && changes.bidsDueAt?.to ? `Bids due: ${formatInZone(changes.bidsDueAt.to, timeZone)}, ${forNotice}` : null,
    !forNotice && changes.bidsDueAt ? moved('Bids due', changes.bidsDueAt.from, changes.bidsDueAt.to) : null,
    changes.questionsDueAt ? moved('Questions until', changes.questionsDueAt.from, changes.questionsDueAt.to) : null,
    changes.linesAdded?.length ? `Lines added: ${changes.linesAdded.map((l) => `${l.propertyName} × ${l.serviceName}`).join(', ')}` : null,
    changes.linesRemoved?.length ? `Lines removed: ${changes.linesRemoved.map((l) => `${l.propertyName} × ${l.serviceName}`).join(', ')}` : null,
  ].filter((item): item is string => item !== null);
  if (items.length === 0 && !changes.documents?.length) return null;
  return (
    <List size="sm" withPadding>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
      <AddendumDocuments rfpId={rfpId} addendum={addendum} />
    </List>
  );
}
