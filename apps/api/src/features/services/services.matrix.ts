import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';

const SIGNED_IN_READS: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 200 };

/**
 * Catalogue writes: service_management in the provider's workspace. The client admin holds the
 * permission (client roles may carry it) but is refused by the service, 403 like the rest.
 */
const providerWrites = (allowed: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: 403, providerAdmin: allowed });

/** On an id that does not exist, whoever holds the permission learns just that: 404. */
const providerWritesById = (allowed: number): TMatrixEntry['expect'] => ({ ...providerWrites(allowed), clientAdmin: 404 });

export const servicesMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/service-categories': { expect: SIGNED_IN_READS },
    'POST /v1/service-categories': { body: { name: 'Matrix Category' }, expect: providerWrites(201) },
    'PATCH /v1/service-categories/:id': { path: `/v1/service-categories/${NO_SUCH_ID}`, body: { name: 'Renamed' }, expect: providerWritesById(404) },
    'DELETE /v1/service-categories/:id': { path: `/v1/service-categories/${NO_SUCH_ID}`, expect: providerWritesById(404) },
    'GET /v1/services': { expect: SIGNED_IN_READS },
    'GET /v1/services/all': { expect: SIGNED_IN_READS },
    'GET /v1/services/:id': { path: `/v1/services/${NO_SUCH_ID}`, expect: { anonymous: 401, signedIn: 404 } },
    'POST /v1/services': { body: { categoryId: NO_SUCH_ID, name: 'Matrix service' }, expect: providerWrites(400) },
    'PATCH /v1/services/:id': { path: `/v1/services/${NO_SUCH_ID}`, body: { name: 'Renamed' }, expect: providerWritesById(404) },
    'DELETE /v1/services/:id': { path: `/v1/services/${NO_SUCH_ID}`, expect: providerWritesById(404) },
    'POST /v1/services/bulk': { body: { services: [{ categoryName: 'No such category', name: 'Matrix service' }] }, expect: providerWrites(200) },
  },
  // The catalogue belongs to no tenant and everyone signed in reads all of it: the only id a
  // client admin cannot reach is one that does not exist.
  foreignIds: [
    { prefix: '/v1/service-categories', make: async () => NO_SUCH_ID },
    { prefix: '/v1/services', make: async () => NO_SUCH_ID },
  ],
  crossTenantBodies: {
    'PATCH /v1/service-categories/:id': { name: 'Sneaky' },
    'PATCH /v1/services/:id': { name: 'Sneaky' },
  },
};
