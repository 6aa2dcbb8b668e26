import type { TFeatureMatrix } from '../../../test/matrix.js';

export const tenantsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/tenants/search': { expect: { anonymous: 401, signedIn: 200 } },
  },
};
