import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/*
 * The vendor side of RFPs beyond rfp.matrix.ts: the inbox is a vendor workspace's (its
 * invitations); the buyer, who reads its RFPs in the RFP list, is refused (403). A line's pinned
 * scope is the invited vendor's to read: an RFP the caller was not sent does not exist (404).
 */
export const bidsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/rfp/inbox': { expect: { anonymous: 401, signedIn: 403, vendorAdmin: 200, branchUser: 200, franchiseUser: 200 } },
    'GET /v1/rfp/:id/lines/:lineId/scope': { path: `/v1/rfp/${NO_SUCH_ID}/lines/${NO_SUCH_ID}/scope`, expect: { anonymous: 401, signedIn: 404 } },
  },
};
