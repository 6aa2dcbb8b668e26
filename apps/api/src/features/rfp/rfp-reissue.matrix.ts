import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/*
 * Re-issuing starts a draft, so it needs Client Management: Create (the property manager holds
 * none). An RFP that does not exist, or is not the caller's to write (a vendor's), is 404; the
 * cross-tenant ids come from the RFP feature's matrix (its Harborview draft).
 */
export const rfpReissueMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/rfp/:id/reissue': { path: `/v1/rfp/${NO_SUCH_ID}/reissue`, expect: { anonymous: 401, signedIn: 404, clientPm: 403 } },
  },
};
