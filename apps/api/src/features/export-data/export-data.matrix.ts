import type { TFeatureMatrix } from '../../../test/matrix.js';

export const exportDataMatrix: TFeatureMatrix = {
  routes: {
    'POST /v1/export-data': {
      body: { entity: 'users', format: 'csv' },
      // Contact Management View is what it takes; the property manager's role lacks it.
      expect: { anonymous: 401, signedIn: 202, clientPm: 403 },
    },
  },
};
