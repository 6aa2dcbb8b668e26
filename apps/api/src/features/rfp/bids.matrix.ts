import type { TFeatureMatrix } from '../../../test/matrix.js';

/*
 * The vendor side of RFPs beyond rfp.matrix.ts: the inbox is a vendor workspace's (its
 * invitations); the buyer, who reads its RFPs in the RFP list, is refused (403).
 */
export const bidsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/rfp/inbox': { expect: { anonymous: 401, signedIn: 403, vendorAdmin: 200, branchUser: 200, franchiseUser: 200 } },
  },
};
