import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/*
 * Exporting the analysis reads like the report (Client Management: View): an RFP that does not
 * exist is 404 to everyone who may ask; the cross-tenant ids come from the RFP feature's matrix.
 */
export const bidAnalysisExportMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/rfp/:id/analysis/exports': {
      path: `/v1/rfp/${NO_SUCH_ID}/analysis/exports`,
      body: { format: 'xlsx' },
      expect: { anonymous: 401, signedIn: 404 },
    },
  },
  crossTenantBodies: {
    'POST /v1/rfp/:id/analysis/exports': { format: 'pdf' },
  },
};
