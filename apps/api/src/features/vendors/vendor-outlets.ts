import {
  can,
  type TVendorDetail,
  type TVendorOutletListQuery,
  type TVendorOutletType,
  type TVendorPage,
  type ZCreateVendorOutletSchema,
} from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { fieldError, forbidden } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { visibleVendor } from './vendor-access.js';
import { insertVendor } from './vendor-create.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorListRepo } from './vendor-list.repo.js';
import { presentVendorListItem } from './vendors.presenter.js';

type TCreateOutlet = z.infer<typeof ZCreateVendorOutletSchema>;

/** A vendor's branches and franchises: listing them and adding one. */
export function vendorOutlets(deps: Pick<TVendorsDeps, 'db' | 'files' | 'organizations' | 'catalog'>, { detail, logoUrl }: TVendorDetails) {
  const { db } = deps;
  return {
    /** Branches and franchises of a vendor the actor sees (a branch's own page: its parent is 404). */
    async outlets(actor: TActor, id: string, query: TVendorOutletListQuery): Promise<TVendorPage> {
      const mayBranches = can(actor.permissions, 'branch_management', 'View');
      const mayFranchises = can(actor.permissions, 'franchise_management', 'View');
      const wanted = (query.type?.length ? query.type : (['VENDOR_BRANCH', 'VENDOR_FRANCHISE'] as const)).filter((t) =>
        t === 'VENDOR_BRANCH' ? mayBranches : mayFranchises,
      );
      const { rows, total } = await withActor(db, actor, async (tx) => {
        const vendor = await visibleVendor(tx, actor, id);
        if (vendor.vendorType !== 'VENDOR') return { rows: [], total: 0 };
        if (wanted.length === 0) throw forbidden('You may not see branches or franchises.');
        return vendorListRepo.outlets(tx, actor, id, { ...query, type: [...wanted] });
      });
      const data = await Promise.all(rows.map(async (row) => presentVendorListItem(actor, row, await logoUrl(row.logoKey))));
      return { data, total, page: query.page, limit: query.limit };
    },

    /**
     * A branch or franchise: its own tenant under the vendor's, its own vendor row, added by
     * the provider or by the vendor's own people. It shares its parent's approval.
     */
    async createOutlet(actor: TActor, vendorId: string, input: TCreateOutlet): Promise<TVendorDetail> {
      const permission = input.type === 'VENDOR_BRANCH' ? 'branch_management' : 'franchise_management';
      const label = input.type === 'VENDOR_BRANCH' ? 'branches' : 'franchises';
      const { type, ...profile } = input;
      return detail(actor, async (tx) => {
        const vendor = await visibleVendor(tx, actor, vendorId);
        if (!can(actor.permissions, permission, 'Create')) throw forbidden(`You may not add ${label}.`);
        if (actor.outlet !== null) throw forbidden(`A branch or franchise does not add ${label}: its vendor does.`);
        // The vendor's own workspace, or the provider; a branch sees no parent (404 above) and
        // its page seen from the parent is not the parent's (the database checks the same again).
        if (actor.kind !== 'provider' && actor.workspace.tenantId !== vendor.tenantId) throw forbidden(`You may not add ${label} to this vendor.`);
        if (vendor.vendorType !== 'VENDOR') throw fieldError('type', 'Branches and franchises belong to a vendor, not to another branch or franchise.');
        return insertVendor(deps, tx, actor, profile, {
          vendorType: type satisfies TVendorOutletType,
          parent: { id: vendor.id, tenantId: vendor.tenantId },
          approvalStatus: vendor.approvalStatus,
          isApproved: vendor.approvalStatus === 'APPROVED',
          onboardingSource: vendor.onboardingSource,
          onboardedByClientId: vendor.onboardedByClientId,
          partyTenantIds: vendor.partyTenantIds,
        });
      });
    },
  };
}
