import { foreignSowDocumentRows } from '../../../test/sow-document-fixtures.js';
import { NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

/** Client Management View: everyone signed in has it; each sees only their own jobs. */
export const documentsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/template-generation-tasks': { expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/template-generation-tasks/:id': { path: `/v1/template-generation-tasks/${NO_SUCH_ID}`, expect: { anonymous: 401, signedIn: 404 } },
  },
  foreignIds: [{ prefix: '/v1/template-generation-tasks', make: async (ctx) => (await foreignSowDocumentRows(ctx.t)).jobId }],
};
