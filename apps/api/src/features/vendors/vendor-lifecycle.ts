import { type TVendorApprovalStatus, type TVendorStatus, type TVendorType } from '@procura/shared';
import { VENDOR_APPROVAL_LIFECYCLE, VENDOR_STATUS_LIFECYCLE } from '@procura/shared/policies';
import { isUniqueViolation } from '../../platform/database.js';
import { conflict } from '../../platform/errors.js';
import type { TWorkflow } from '../../platform/workflow.js';
import { checkTaxId, TAX_ID_TAKEN } from './vendor-checks.js';
import type { TVendorDetailRow } from './vendor-read.repo.js';
import { vendorWriteRepo } from './vendor-write.repo.js';

const ONLY_THE_PROVIDER: Record<string, string> = {
  approve: 'Only the provider approves vendors.',
  reject: 'Only the provider decides on vendors.',
  activate: 'Only the provider can activate or deactivate a vendor.',
  deactivate: 'Only the provider can activate or deactivate a vendor.',
};
/** The provider without vendor_management Edit, or anyone else who may not move the vendor. */
const forbidden = (action: string, kind: string) => (kind !== 'provider' && ONLY_THE_PROVIDER[action]) || 'You may not change vendors.';

/** Why a move does not leave the vendor's approval status, per move and status. */
const APPROVAL_REFUSALS: Record<string, Partial<Record<TVendorApprovalStatus, string>>> = {
  submit: { PENDING_FOR_APPROVAL: 'This vendor is already waiting for approval.', APPROVED: 'This vendor is already approved.' },
  approve: { APPROVED: 'This vendor is already approved.' },
  reject: { NOT_APPROVED: 'This vendor is already not approved.', APPROVED: 'This vendor is approved: deactivate it instead.' },
};

/**
 * A vendor's approval (VENDOR_APPROVAL_LIFECYCLE): submitted with its time, decided with who and
 * when (and why, when declined). The history keeps the status and the reason.
 */
export const vendorApprovalWorkflow: TWorkflow<TVendorApprovalStatus, TVendorDetailRow, { reason?: string }> = {
  entity: 'vendor',
  field: 'approvalStatus',
  table: VENDOR_APPROVAL_LIFECYCLE,
  // The check constraint holds the column to the enum.
  state: (row) => row.approvalStatus as TVendorApprovalStatus,
  id: (row) => row.id,
  forbidden: (transition, actor) => forbidden(transition.action, actor.kind),
  refused: (row, move) =>
    ('action' in move && APPROVAL_REFUSALS[move.action]?.[row.approvalStatus as TVendorApprovalStatus]) || 'This vendor cannot move that way.',
  async write(tx, row, transition, { actor, now, input }) {
    const reason = transition.to === 'NOT_APPROVED' ? (input?.reason ?? null) : null;
    // A self-registration holds its tax id only once approved (docs/security.md): the provider,
    // whom the table has just allowed to approve, is the one told that another vendor holds it.
    if (transition.to === 'APPROVED' && row.onboardingSource === 'SELF') await checkTaxId(tx, row.taxId, row.vendorType as TVendorType, row.id);
    try {
      await vendorWriteRepo.update(tx, actor, row.id, {
        approvalStatus: transition.to,
        isApproved: transition.to === 'APPROVED',
        approvalReason: reason,
        ...(transition.to === 'PENDING_FOR_APPROVAL' ? { submittedAt: now } : { decidedAt: now, decidedBy: actor.userId }),
      });
    } catch (error) {
      // Another approval of the same tax id won between the check and the write.
      if (isUniqueViolation(error)) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
      throw error;
    }
  },
  recorded: (row, transition, { input }) => ({
    before: { approvalStatus: row.approvalStatus, approvalReason: row.approvalReason },
    after: { approvalStatus: transition.to, approvalReason: transition.to === 'NOT_APPROVED' ? (input?.reason ?? null) : null },
  }),
};

/** Activating and deactivating (VENDOR_STATUS_LIFECYCLE); the history keeps the status. */
export const vendorStatusWorkflow: TWorkflow<TVendorStatus, TVendorDetailRow> = {
  entity: 'vendor',
  field: 'status',
  table: VENDOR_STATUS_LIFECYCLE,
  state: (row) => row.status as TVendorStatus,
  id: (row) => row.id,
  forbidden: (transition, actor) => forbidden(transition.action, actor.kind),
  refused: (row) => (row.status === 'ACTIVE' ? 'This vendor is already active.' : 'This vendor is already inactive.'),
  write: (tx, row, transition, { actor }) => vendorWriteRepo.update(tx, actor, row.id, { status: transition.to }),
};
