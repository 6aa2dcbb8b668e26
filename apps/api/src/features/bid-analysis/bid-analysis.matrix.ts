import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * The analysis reads under Client Management: View, leveling writes under Edit (the property
 * manager has none). An RFP that does not exist is 404 to everyone who may ask; the cross-tenant
 * ids come from the RFP feature's matrix (its Harborview draft).
 */

const RFP = `/v1/rfp/${NO_SUCH_ID}`;
const read = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status });
const edit = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status, clientPm: 403 });

export const bidAnalysisMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/bid-analysis': { expect: read(200) },
    'GET /v1/rfp/:id/analysis': { path: `${RFP}/analysis`, expect: read(404) },
    'GET /v1/rfp/:id/scenarios': { path: `${RFP}/scenarios`, expect: read(404) },
    'GET /v1/rfp/:id/awards': { path: `${RFP}/awards`, expect: read(404) },
    'GET /v1/rfp/:id/awards/properties': { path: `${RFP}/awards/properties`, expect: read(404) },
    'POST /v1/rfp/:id/awards': { path: `${RFP}/awards`, body: { scenario: 'LOWEST_PER_LINE' }, expect: edit(404) },
    'GET /v1/rfp/:id/adjustments': { path: `${RFP}/adjustments`, expect: read(404) },
    'POST /v1/rfp/:id/adjustments': {
      path: `${RFP}/adjustments`,
      body: { bidId: NO_SUCH_ID, kind: 'PLUG', annualAmount: 100, reason: 'Matrix' },
      expect: edit(404),
    },
    'DELETE /v1/rfp/:id/adjustments/:adjustmentId': { path: `${RFP}/adjustments/${NO_SUCH_ID}`, expect: edit(404) },
  },
  crossTenantBodies: {
    'POST /v1/rfp/:id/awards': { scenario: 'LOWEST_PER_LINE' },
    'POST /v1/rfp/:id/adjustments': { bidId: NO_SUCH_ID, kind: 'PLUG', annualAmount: 100, reason: 'Sneaky' },
  },
};
