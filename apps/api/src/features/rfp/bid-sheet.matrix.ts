import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/*
 * The bid sheet is the invited vendor's: View to download, Edit to upload. An RFP the caller was
 * not sent does not exist (404); the property manager holds no Edit (403).
 */
export const bidSheetMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/rfp/:id/bid-sheet': { path: `/v1/rfp/${NO_SUCH_ID}/bid-sheet`, expect: { anonymous: 401, signedIn: 404 } },
    'POST /v1/rfp/:id/bid-sheet': {
      path: `/v1/rfp/${NO_SUCH_ID}/bid-sheet`,
      body: { fileKey: 'uploads/none.xlsx' },
      expect: { anonymous: 401, signedIn: 404, clientPm: 403 },
    },
  },
  crossTenantBodies: { 'POST /v1/rfp/:id/bid-sheet': { fileKey: 'uploads/none.xlsx' } },
};
