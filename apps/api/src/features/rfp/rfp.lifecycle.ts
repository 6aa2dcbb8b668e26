import { RFP_LIFECYCLE, RFP_STATUS_LABELS, type TRfpStatus } from '@procura/shared';
import type { TWorkflow } from '../../platform/workflow.js';
import { RFP_ENTITY } from './rfp-history.js';
import { rfpStatus, type TRfpDetailRow } from './rfp.presenter.js';
import { rfpRepo } from './rfp.repo.js';

const label = (status: TRfpStatus) => RFP_STATUS_LABELS[status];

/** What a move carries: a cancellation's reason. */
export type TRfpMoveInput = { reason?: string } | undefined;

/**
 * An RFP's lifecycle (RFP_LIFECYCLE) as the workflow applies it: each move writes its own
 * columns (who published, closed or cancelled it and when) and lands in the RFP's history.
 */
export const rfpLifecycle: TWorkflow<TRfpStatus, TRfpDetailRow, TRfpMoveInput> = {
  entity: RFP_ENTITY,
  field: 'status',
  table: RFP_LIFECYCLE,
  state: rfpStatus,
  id: (row) => row.id,
  historyTenant: (row) => row.tenantId,
  forbidden: (transition) => (transition.action === 'close' ? 'Only the provider closes an RFP before its due time.' : 'You may not change this RFP.'),
  refused(row, move, reachable) {
    const from = rfpStatus(row);
    const asked = 'action' in move ? move.action : `make it ${label(move.to)}`;
    if (reachable.length === 0) return `An RFP that is ${label(from)} cannot ${asked} any more.`;
    return `An RFP that is ${label(from)} cannot ${asked}; it can only become ${reachable.map(label).join(' or ')}.`;
  },
  async write(tx, row, transition, { actor, now, input }) {
    const by = actor.userId;
    if (transition.action === 'publish') return rfpRepo.update(tx, row.id, { status: transition.to, publishedAt: now, publishedBy: by, updatedBy: by });
    if (transition.action === 'close') return rfpRepo.update(tx, row.id, { status: transition.to, closedAt: now, closedBy: by, updatedBy: by });
    if (transition.action === 'cancel') {
      return rfpRepo.update(tx, row.id, { status: transition.to, cancelledAt: now, cancelledBy: by, cancelReason: input?.reason ?? null, updatedBy: by });
    }
    return rfpRepo.update(tx, row.id, { status: transition.to, awardedAt: now, updatedBy: by });
  },
  recorded: (row, transition, { input }) => ({
    before: { status: rfpStatus(row) },
    after: { status: transition.to, ...(input?.reason && { reason: input.reason }) },
  }),
};
