import { List } from '@mantine/core';
import { RFP_ADDENDUM_MIN_HOURS, type TRfpAddendum } from '@procura/shared';
import { formatInZone } from '../rfp-format';

/** What an addendum changed, in words a vendor reads (the buyer's Addenda tab and the vendor's RFP page). */
export function AddendumChanges({ addendum, timeZone }: { addendum: TRfpAddendum; timeZone: string }) {
  const { changes } = addendum;
  const moved = (label: string, from: string | null, to: string | null) =>
    `${label}: ${from ? formatInZone(from, timeZone) : 'none'} → ${to ? formatInZone(to, timeZone) : 'none'}`;
  const items = [
    changes.bidsDueAt
      ? moved('Bids due', changes.bidsDueAt.from, changes.bidsDueAt.to) +
        (changes.dueTimeMovedForNotice ? ` (moved so ${RFP_ADDENDUM_MIN_HOURS} hours remain)` : '')
      : null,
    changes.questionsDueAt ? moved('Questions until', changes.questionsDueAt.from, changes.questionsDueAt.to) : null,
    changes.linesAdded?.length ? `Lines added: ${changes.linesAdded.map((l) => `${l.propertyName} × ${l.serviceName}`).join(', ')}` : null,
    changes.linesRemoved?.length ? `Lines removed: ${changes.linesRemoved.map((l) => `${l.propertyName} × ${l.serviceName}`).join(', ')}` : null,
    changes.documents?.length ? `Documents: ${changes.documents.map((d) => d.name).join(', ')}` : null,
  ].filter((item): item is string => item !== null);
  if (items.length === 0) return null;
  return (
    <List size="sm" withPadding>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
