import type { TFeatureMatrix } from '../../../test/matrix.js';

const VENDORS_403 = { vendorAdmin: 403, branchUser: 403, franchiseUser: 403 } as const;

export const propertyIoMatrix: TFeatureMatrix = {
  routes: {
    // Property Management View: the provider's and the client's people; vendors see properties only through RFPs and contracts.
    'POST /v1/properties/export': { body: { format: 'csv' }, expect: { anonymous: 401, signedIn: 202, ...VENDORS_403 } },
    // No file key: the caller may import, and is told what is missing. The property manager may not create properties.
    'POST /v1/properties/import': { expect: { anonymous: 401, signedIn: 400, clientPm: 403, ...VENDORS_403 } },
  },
};
