import type { TVendorApprovalResult, TVendorDetail } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { withActor } from '../../platform/scope.js';
import { applyTransition, systemClock } from '../../platform/workflow.js';
import { editableVendor, visibleVendor } from './vendor-access.js';
import { inviteVendorAdmin } from './vendor-admin-invitation.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorApprovalWorkflow } from './vendor-lifecycle.js';
import { vendorNotices } from './vendor.notices.js';

/**
 * Approval (vendorApprovalWorkflow): the vendor's own people (or the provider) submit it, the
 * provider approves or declines it; approving invites its admin.
 */
export function vendorApproval(
  deps: Pick<TVendorsDeps, 'db' | 'users' | 'invitations' | 'clock' | 'notifications'>,
  { detail }: TVendorDetails,
  get: (actor: TActor, id: string) => Promise<TVendorDetail>,
) {
  const { db, clock = systemClock, notifications } = deps;
  const by = (actor: TActor) => ({ tenantId: actor.workspace.tenantId, userId: actor.userId });
  /** The change and its event commit together; the delivery is asked for after (docs/notifications.md). */
  const told = async <T>(made: Promise<T>): Promise<T> => {
    const result = await made;
    await notifications?.dispatch();
    return result;
  };
  return {
    /** DRAFT or NOT_APPROVED → PENDING_FOR_APPROVAL, by the vendor's own people or the provider. */
    async submit(actor: TActor, id: string): Promise<TVendorDetail> {
      return told(
        detail(actor, async (tx) => {
          const row = await editableVendor(tx, actor, id);
          await applyTransition(tx, actor, vendorApprovalWorkflow, row, { action: 'submit' }, { clock });
          await notifications?.publish(tx, vendorNotices.submitted(row, by(actor)));
          return id;
        }),
      );
    },

    async approve(actor: TActor, id: string): Promise<TVendorApprovalResult> {
      const row = await told(
        withActor(db, actor, async (tx) => {
          const before = await visibleVendor(tx, actor, id);
          await applyTransition(tx, actor, vendorApprovalWorkflow, before, { action: 'approve' }, { clock });
          await notifications?.publish(tx, vendorNotices.approved(before, by(actor)));
          return visibleVendor(tx, actor, id);
        }),
      );
      // After the decision is committed: the invitation is mailed once, and a refusal leaves the approval standing.
      const invitation = await inviteVendorAdmin(deps, actor, row);
      return { vendor: await get(actor, id), invitation };
    },

    async reject(actor: TActor, id: string, reason: string): Promise<TVendorDetail> {
      return told(
        detail(actor, async (tx) => {
          const row = await visibleVendor(tx, actor, id);
          await applyTransition(tx, actor, vendorApprovalWorkflow, row, { action: 'reject' }, { clock, input: { reason } });
          await notifications?.publish(tx, vendorNotices.rejected(row, by(actor)));
          return id;
        }),
      );
    },
  };
}
