import { CLIENT_SOW_LIFECYCLE, CLIENT_SOW_STATUS_LABELS, type TClientSowStatus } from '@procura/shared';
import type { TWorkflow } from '../../platform/workflow.js';
import { clientSowRepo } from './client-sow.repo.js';
import type { TClientSowDetailRow } from './client-sow.repo.js';
import { CLIENT_SOW_ENTITY } from './sow-history.js';

const label = (status: TClientSowStatus) => CLIENT_SOW_STATUS_LABELS[status];

/**
 * A client scope's status moves (CLIENT_SOW_LIFECYCLE) as the workflow applies them: asked for
 * by target status, written with who changed it, kept in the scope's own history.
 */
export const clientSowLifecycle: TWorkflow<TClientSowStatus, TClientSowDetailRow> = {
  entity: CLIENT_SOW_ENTITY,
  field: 'status',
  conflictField: 'status',
  table: CLIENT_SOW_LIFECYCLE,
  // The check constraint holds the column to the enum.
  state: (row) => row.status as TClientSowStatus,
  id: (row) => row.id,
  historyTenant: (row) => row.tenantId,
  forbidden: () => 'You may not change this scope of work.',
  refused(row, move, reachable) {
    const from = row.status as TClientSowStatus;
    if ('to' in move && move.to === from) return `This scope of work is already ${label(from)}.`;
    return `A scope of work that is ${label(from)} can only become ${reachable.map(label).join(' or ')}.`;
  },
  write: (tx, row, transition, { actor }) => clientSowRepo.update(tx, row.id, { status: transition.to, updatedBy: actor.userId }, false).then(() => undefined),
};
