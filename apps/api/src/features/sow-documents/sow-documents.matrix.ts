import { foreignSowDocumentRows } from '../../../test/sow-document-fixtures.js';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';

/** Client Management View: everyone signed in has it (the property manager too). */
const VIEW_MISSING: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404 };
/** The library is not read from a vendor workspace. */
const LIBRARY_MISSING: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, vendorAdmin: 403, branchUser: 403, franchiseUser: 403 };
/** Create or Edit: all but the property manager pass the route; vendors reach the file check (nothing of theirs). */
const EXTRACT: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, clientPm: 403 };
/** Templates and generation: the provider and clients; a vendor workspace keeps none. */
const templates = (status: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: status,
  clientAdmin: status,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});
const TEMPLATE_LIST: TMatrixEntry['expect'] = { ...templates(200), clientPm: 200 };

export const sowDocumentsMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/scope-of-work/extract': { body: { fileKey: 'no-such-file' }, expect: EXTRACT },
    'GET /v1/scope-of-work/library/:id/download': { path: `/v1/scope-of-work/library/${NO_SUCH_ID}/download?format=pdf`, expect: LIBRARY_MISSING },
    'GET /v1/client-scope-of-work/:id/download': { path: `/v1/client-scope-of-work/${NO_SUCH_ID}/download?format=docx`, expect: VIEW_MISSING },
    'GET /v1/client-scope-of-work/sow-template': { expect: TEMPLATE_LIST },
    'POST /v1/client-scope-of-work/sow-template': { body: { name: 'Matrix template', fileKey: 'no-such-file' }, expect: templates(404) },
    'DELETE /v1/client-scope-of-work/sow-template/:id': { path: `/v1/client-scope-of-work/sow-template/${NO_SUCH_ID}`, expect: templates(404) },
    'POST /v1/client-scope-of-work/sow-template/generate': { body: { templateId: NO_SUCH_ID, sowId: NO_SUCH_ID }, expect: templates(404) },
  },
  foreignIds: [{ prefix: '/v1/client-scope-of-work/sow-template', make: async (ctx) => (await foreignSowDocumentRows(ctx.t)).templateId }],
};
