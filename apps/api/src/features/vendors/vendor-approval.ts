import type { TVendorApprovalResult, TVendorDetail } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { editableVendor, requireVendorManagement, visibleVendor } from './vendor-access.js';
import { inviteVendorAdmin } from './vendor-admin-invitation.js';
import { auditVendor } from './vendor-audit.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorWriteRepo } from './vendor-write.repo.js';
import { isProvider } from './vendors.presenter.js';

/**
 * Approval: the vendor's own people (or the provider) submit it, the provider approves or
 * declines it; approving invites its admin.
 */
export function vendorApproval(deps: Pick<TVendorsDeps, 'db' | 'users' | 'invitations'>, { detail }: TVendorDetails, get: (actor: TActor, id: string) => Promise<TVendorDetail>) {
  const { db } = deps;
  return {
    /** DRAFT or NOT_APPROVED → PENDING_FOR_APPROVAL, by the vendor's own people or the provider. */
    async submit(actor: TActor, id: string): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        const before = await editableVendor(tx, actor, id);
        if (before.approvalStatus === 'PENDING_FOR_APPROVAL') throw conflict('This vendor is already waiting for approval.');
        if (before.approvalStatus === 'APPROVED') throw conflict('This vendor is already approved.');
        await vendorWriteRepo.update(tx, id, before.tenantId, { approvalStatus: 'PENDING_FOR_APPROVAL', isApproved: false, submittedAt: new Date(), approvalReason: null });
        await auditVendor(tx, actor, id, 'submit', { approvalStatus: before.approvalStatus, approvalReason: before.approvalReason }, { approvalStatus: 'PENDING_FOR_APPROVAL', approvalReason: null });
        return id;
      });
    },

    async approve(actor: TActor, id: string): Promise<TVendorApprovalResult> {
      const row = await withActor(db, actor, async (tx) => {
        const before = await visibleVendor(tx, id);
        if (!isProvider(actor)) throw forbidden('Only the provider approves vendors.');
        requireVendorManagement(actor, 'Edit');
        if (before.approvalStatus === 'APPROVED') throw conflict('This vendor is already approved.');
        await vendorWriteRepo.update(tx, id, before.tenantId, { approvalStatus: 'APPROVED', isApproved: true, decidedAt: new Date(), decidedBy: actor.userId, approvalReason: null });
        await auditVendor(tx, actor, id, 'approve', { approvalStatus: before.approvalStatus, approvalReason: before.approvalReason }, { approvalStatus: 'APPROVED', approvalReason: null });
        return visibleVendor(tx, id);
      });
      // After the decision is committed: the invitation is mailed once, and a refusal leaves the approval standing.
      const invitation = await inviteVendorAdmin(deps, actor, row);
      return { vendor: await get(actor, id), invitation };
    },

    async reject(actor: TActor, id: string, reason: string): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        const before = await visibleVendor(tx, id);
        if (!isProvider(actor)) throw forbidden('Only the provider decides on vendors.');
        requireVendorManagement(actor, 'Edit');
        if (before.approvalStatus === 'NOT_APPROVED') throw conflict('This vendor is already not approved.');
        if (before.approvalStatus === 'APPROVED') throw conflict('This vendor is approved: deactivate it instead.');
        await vendorWriteRepo.update(tx, id, before.tenantId, { approvalStatus: 'NOT_APPROVED', isApproved: false, decidedAt: new Date(), decidedBy: actor.userId, approvalReason: reason });
        await auditVendor(tx, actor, id, 'reject', { approvalStatus: before.approvalStatus, approvalReason: before.approvalReason }, { approvalStatus: 'NOT_APPROVED', approvalReason: reason });
        return id;
      });
    },
  };
}
