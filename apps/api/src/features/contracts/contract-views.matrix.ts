import type { TFeatureMatrix } from '../../../test/matrix.js';

/*
 * Contracts have no module: everyone signed in reads the views and exports what row security
 * shows them (a vendor its own, a client its own). No path holds an id; another client's id as a
 * filter finds nothing (contract-views.test.ts).
 */
const read = { anonymous: 401, signedIn: 200 };

export const contractViewsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/contracts/property-wise': { expect: read },
    'GET /v1/contracts/vendorList': { expect: read },
    'GET /v1/contracts/propertyList': { expect: read },
    'GET /v1/contracts/servicesList': { expect: read },
    'POST /v1/contracts/export': { body: { format: 'csv' }, expect: { anonymous: 401, signedIn: 202 } },
  },
};
