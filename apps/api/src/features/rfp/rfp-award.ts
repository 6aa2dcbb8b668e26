import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { applyTransition, type TClock } from '../../platform/workflow.js';
import { rfpAwardRepo } from './rfp-award.repo.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { rfpLifecycle } from './rfp.lifecycle.js';

/**
 * The RFP's side of an award (docs/rfp.md "Awarding"), in the award's transaction: the lines
 * awarded are marked, and the RFP becomes AWARDED once every line is, PARTIALLY_AWARDED until
 * then; the move lands in the RFP's history. `row` is the RFP as read, locked, for the award.
 */
export async function markRfpAwarded(tx: TScopedTx, actor: TActor, row: TRfpDetailRow, lineIds: readonly string[], clock: TClock): Promise<void> {
  await rfpAwardRepo.markLines(tx, row.id, lineIds, clock.now());
  const remaining = await rfpAwardRepo.unawardedLines(tx, row.id);
  await applyTransition(tx, actor, rfpLifecycle, row, { to: remaining === 0 ? 'AWARDED' : 'PARTIALLY_AWARDED' }, { clock });
}
