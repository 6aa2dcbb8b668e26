import type { TExecutor } from '../../platform/database.js';
import type { TVendorValues } from './vendor-columns.js';
import type { TVendorsDeps } from './vendor-deps.js';
import { vendorIdentityRepo } from './vendor-identity.repo.js';
import { vendorWriteRepo } from './vendor-write.repo.js';

/** A company's own registration, once submitted: what the public form collected. */
export interface TSelfRegisteredVendor {
  profile: TVendorValues & { name: string };
  serviceIds: readonly string[];
  /** Whole states (counties are narrowed in the vendor's workspace after approval). */
  stateIds: readonly number[];
}

/**
 * Vendor self-registration's way in (public: no actor, the system handle's transaction). The
 * same vendor rows every other vendor has, made here rather than by the registration feature.
 */
export function vendorSelfRegistration({ organizations }: Pick<TVendorsDeps, 'organizations'>) {
  return {
    /** The vendor's workspace and profile, PENDING_FOR_APPROVAL from SELF, with its services and areas. */
    async registerSelf(tx: TExecutor, vendor: TSelfRegisteredVendor): Promise<{ vendorId: string; tenantId: string }> {
      const tenantId = await organizations.createOrganization(tx, { type: 'vendor', name: vendor.profile.name });
      const created = await vendorWriteRepo.insert(tx, tenantId, {
        ...vendor.profile,
        vendorType: 'VENDOR',
        approvalStatus: 'PENDING_FOR_APPROVAL',
        isApproved: false,
        submittedAt: new Date(),
        onboardingSource: 'SELF',
      });
      await vendorWriteRepo.setServices(tx, created, vendor.serviceIds);
      await vendorWriteRepo.setAreas(
        tx,
        created,
        vendor.stateIds.map((stateId) => ({ stateId, countyId: null })),
      );
      return { vendorId: created.id, tenantId };
    },

    /** Whether a vendor that holds its identity (not a pending or declined self-registration) is on this domain. */
    isDomainTaken: (tx: TExecutor, domain: string): Promise<boolean> => vendorIdentityRepo.isDomainTaken(tx, domain),
  };
}
