import type { TVendorDetail, TVendorStatus } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { organizationReads } from '../../platform/organization-reads.js';
import { applyTransition, systemClock } from '../../platform/workflow.js';
import { visibleVendor } from './vendor-access.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorStatusWorkflow } from './vendor-lifecycle.js';

/** Activating and deactivating a vendor (the provider; vendorStatusWorkflow). */
export function vendorStatus({ sessions, clock = systemClock }: Pick<TVendorsDeps, 'sessions' | 'clock'>, { detail }: TVendorDetails) {
  return {
    /**
     * Deactivating a vendor ends the sign-ins of the people who belong to it alone; people who
     * also work elsewhere keep those other workspaces.
     */
    async updateStatus(actor: TActor, id: string, status: TVendorStatus): Promise<TVendorDetail> {
      let endSessionsOf: string[] = [];
      const result = await detail(actor, async (tx) => {
        const before = await visibleVendor(tx, actor, id);
        await applyTransition(tx, actor, vendorStatusWorkflow, before, { to: status }, { clock });
        if (status === 'INACTIVE') endSessionsOf = await organizationReads.soleMemberIds(tx, before.tenantId);
        return id;
      });
      for (const userId of endSessionsOf) await sessions.endAll(userId);
      return result;
    },
  };
}
