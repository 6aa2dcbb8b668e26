import type { TVendorApprovalResult, TVendorDetail } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { withActor } from '../../platform/scope.js';
import { applyTransition, systemClock } from '../../platform/workflow.js';
import { editableVendor, visibleVendor } from './vendor-access.js';
import { inviteVendorAdmin } from './vendor-admin-invitation.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorApprovalWorkflow } from './vendor-lifecycle.js';

/**
 * Approval (vendorApprovalWorkflow): the vendor's own people (or the provider) submit it, the
 * provider approves or declines it; approving invites its admin.
 */
export function vendorApproval(
  deps: Pick<TVendorsDeps, 'db' | 'users' | 'invitations' | 'clock'>,
  { detail }: TVendorDetails,
  get: (actor: TActor, id: string) => Promise<TVendorDetail>,
) {
  const { db, clock = systemClock } = deps;
  return {
    /** DRAFT or NOT_APPROVED → PENDING_FOR_APPROVAL, by the vendor's own people or the provider. */
    async submit(actor: TActor, id: string): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        await applyTransition(tx, actor, vendorApprovalWorkflow, await editableVendor(tx, actor, id), { action: 'submit' }, { clock });
        return id;
      });
    },

    async approve(actor: TActor, id: string): Promise<TVendorApprovalResult> {
      const row = await withActor(db, actor, async (tx) => {
        await applyTransition(tx, actor, vendorApprovalWorkflow, await visibleVendor(tx, actor, id), { action: 'approve' }, { clock });
        return visibleVendor(tx, actor, id);
      });
      // After the decision is committed: the invitation is mailed once, and a refusal leaves the approval standing.
      const invitation = await inviteVendorAdmin(deps, actor, row);
      return { vendor: await get(actor, id), invitation };
    },

    async reject(actor: TActor, id: string, reason: string): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        await applyTransition(tx, actor, vendorApprovalWorkflow, await visibleVendor(tx, actor, id), { action: 'reject' }, { clock, input: { reason } });
        return id;
      });
    },
  };
}
