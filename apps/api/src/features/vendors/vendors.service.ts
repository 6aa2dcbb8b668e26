import { vendorApproval } from './vendor-approval.js';
import { vendorCreation } from './vendor-create.js';
import type { TVendorsDeps } from './vendor-deps.js';
import { vendorDetails } from './vendor-detail.js';
import { vendorEligibility } from './vendor-eligibility.js';
import { vendorOutlets } from './vendor-outlets.js';
import { vendorReads } from './vendor-read.js';
import { vendorSelfRegistration } from './vendor-self-registration.js';
import { vendorStatus } from './vendor-status.js';
import { vendorUpdates } from './vendor-update.js';

export type { TVendorFiles, TVendorsDeps } from './vendor-deps.js';

/**
 * Vendors (issue #9 items 1, 3, 4). The provider adds vendors, approves them and sets their
 * status; a vendor's own people with the right keep its profile, services and areas current;
 * a client reads the vendors onboarded for it. One file per operation; this assembles them.
 */
export function createVendorsService(deps: TVendorsDeps) {
  const details = vendorDetails(deps);
  const reads = vendorReads(deps, details);
  return {
    ...reads,
    ...vendorCreation(deps, details),
    ...vendorUpdates(deps, details),
    ...vendorApproval(deps, details, reads.get),
    ...vendorStatus(deps, details),
    ...vendorOutlets(deps, details),
    ...vendorSelfRegistration(deps),
    ...vendorEligibility(deps),
  };
}

export type TVendorsService = ReturnType<typeof createVendorsService>;
