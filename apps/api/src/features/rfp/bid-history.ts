import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';
import { bidsRepo, type TBidRow } from './bids.repo.js';

export const BID_ENTITY = 'bid';

/**
 * A bid as its History tab compares it (docs/history.md): where it stands and how many lines
 * its draft prices. Never an amount: amounts live only in the sealed rows (docs/rfp.md "Sealed
 * bids"), and the audit log is readable by the provider, so the history says a draft was saved,
 * not what it priced.
 */
export async function bidSnapshot(tx: TScopedTx, bid: TBidRow): Promise<Record<string, unknown>> {
  return {
    status: bid.status,
    intent: bid.intent,
    declineReason: bid.declineReason,
    currentSubmission: bid.currentSubmission,
    pricedLines: await bidsRepo.draftLineCount(tx, bid.id),
  };
}

/**
 * One entry per change that changed something, holding only the fields that differ; the entry is the bidder's workspace's (row security keeps it from the buyer).
 */
export async function auditBid(
  tx: TScopedTx,
  actor: TActor,
  bid: TBidRow,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  /** A saved draft is an entry even when only its (sealed) amounts changed. */
  always = false,
) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
  if (fields.length === 0 && !always) return;
  const pick = (from: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, from[field] ?? null]));
  await recordAudit(tx, actor, { entity: BID_ENTITY, entityId: bid.id, action, before: pick(before), after: pick(after), tenantId: bid.tenantId });
}
