import type { TVendorDetail, TVendorStatus } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { conflict, forbidden } from '../../platform/errors.js';
import { organizationReads } from '../../platform/organization-reads.js';
import { requireVendorManagement, visibleVendor } from './vendor-access.js';
import { auditVendor } from './vendor-audit.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorWriteRepo } from './vendor-write.repo.js';
import { isProvider } from './vendors.presenter.js';

/** Activating and deactivating a vendor (the provider). */
export function vendorStatus({ sessions }: Pick<TVendorsDeps, 'sessions'>, { detail }: TVendorDetails) {
  return {
    /**
     * Deactivating a vendor ends the sign-ins of the people who belong to it alone; people who
     * also work elsewhere keep those other workspaces.
     */
    async updateStatus(actor: TActor, id: string, status: TVendorStatus): Promise<TVendorDetail> {
      let endSessionsOf: string[] = [];
      const result = await detail(actor, async (tx) => {
        const before = await visibleVendor(tx, id);
        if (!isProvider(actor)) throw forbidden('Only the provider can activate or deactivate a vendor.');
        requireVendorManagement(actor, 'Edit');
        if (before.status === status) throw conflict(status === 'ACTIVE' ? 'This vendor is already active.' : 'This vendor is already inactive.');
        await vendorWriteRepo.update(tx, id, before.tenantId, { status });
        await auditVendor(tx, actor, id, status === 'ACTIVE' ? 'activate' : 'deactivate', { status: before.status }, { status });
        if (status === 'INACTIVE') endSessionsOf = await organizationReads.soleMemberIds(tx, before.tenantId);
        return id;
      });
      for (const userId of endSessionsOf) await sessions.endAll(userId);
      return result;
    },
  };
}
