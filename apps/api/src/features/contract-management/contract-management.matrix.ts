import type { TFeatureMatrix } from '../../../test/matrix.js';

/**
 * The coverage grid: everyone who reads properties in a client's or the provider's workspace;
 * vendors (their branches and franchises too) never (docs/contracts.md "Coverage"). The grid
 * takes no id of a row: another client's properties are simply not in it (coverage.test.ts).
 */
export const contractManagementMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/contract-management/coverage': {
      expect: {
        anonymous: 401,
        providerAdmin: 200,
        providerCoordinator: 200,
        clientAdmin: 200,
        clientPm: 200,
        vendorAdmin: 403,
        branchUser: 403,
        franchiseUser: 403,
      },
    },
  },
};
