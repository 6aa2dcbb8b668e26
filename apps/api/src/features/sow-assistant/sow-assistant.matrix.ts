import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';

/**
 * client_management Create or Edit, from a provider or client workspace: the provider's admin
 * and coordinator and the client admin. The property manager only views; vendors hold the
 * permission (they will answer RFPs) but draft no scopes.
 */
const writers = (status: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: status,
  clientAdmin: status,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});

export const sowAssistantMatrix: TFeatureMatrix = {
  routes: {
    // A client that exists nowhere: refused before anything streams.
    'POST /sowrfq/v1/sow-gpt': { body: { mode: 'draft', clientId: NO_SUCH_ID, answers: { serviceId: NO_SUCH_ID } }, expect: writers(404) },
    'GET /sowrfq/v1/sow-gpt/usage': { expect: writers(200) },
  },
};
