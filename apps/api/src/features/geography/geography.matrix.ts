import type { TFeatureMatrix } from '../../../test/matrix.js';

/** Reference data: every signed-in person reads it, whatever their organization; two lists are public. */
const SIGNED_IN = { anonymous: 401, signedIn: 200 };
const ANYONE = { anonymous: 200, signedIn: 200 };

export const geographyMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/countries': { expect: SIGNED_IN },
    'GET /v1/states': { path: '/v1/states?search=tex', expect: SIGNED_IN },
    'GET /v1/counties': { path: '/v1/counties?search=travis', expect: SIGNED_IN },
    'GET /v1/cities': { path: '/v1/cities?stateId=1', expect: SIGNED_IN },
    'GET /v1/zip-codes/:zip': { path: '/v1/zip-codes/78701', expect: SIGNED_IN },
    'GET /v1/public/states': { expect: ANYONE },
    'GET /v1/public/cities': { path: '/v1/public/cities?stateId=1', expect: ANYONE },
  },
};
