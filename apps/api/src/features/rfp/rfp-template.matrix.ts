import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/*
 * RFP documents from a template are the buyer's: Client Management Edit (the property manager
 * holds none: 403). An RFP the caller may not write does not exist for it (404) — for a vendor,
 * every RFP not sent to it; the cross-tenant id is the RFP feature's Harborview draft.
 */
const BODY = { templateFileId: `${NO_SUCH_ID}/rfp_template/${NO_SUCH_ID}/template.docx`, per: 'vendor' };

export const rfpTemplateMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/rfp/:id/template-documents': {
      path: `/v1/rfp/${NO_SUCH_ID}/template-documents`,
      body: BODY,
      expect: { anonymous: 401, signedIn: 404, clientPm: 403 },
    },
  },
  crossTenantBodies: { 'POST /v1/rfp/:id/template-documents': BODY },
};
