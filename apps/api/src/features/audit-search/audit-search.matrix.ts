import type { TFeatureMatrix } from '../../../test/matrix.js';

/* The audit search is the provider's workspace's: every provider actor reads it, anyone else is refused. */
const PROVIDER_ONLY = { anonymous: 401, signedIn: 403, providerAdmin: 200, providerCoordinator: 200 } as const;

export const auditSearchMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/audit': { expect: PROVIDER_ONLY },
  },
};
