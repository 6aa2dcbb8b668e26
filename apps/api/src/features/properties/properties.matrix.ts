import { factories } from '../../../test/factories.js';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/** Reads: everyone signed in (vendors get what is shared with them: nothing yet). */
const READ: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 200 };
/** An unknown property: 404 to every reader. */
const READ_MISSING: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404 };

/** property_management Create: the provider's admin and coordinator, the client admin. */
const create = (status: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: status,
  clientAdmin: status,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});
/** property_management / property_contacts Edit: the property manager too. */
const edit = (status: number): TMatrixEntry['expect'] => ({ ...create(status), clientPm: status });
/** Delete: the admins only (the coordinator creates and edits). */
const remove = (status: number): TMatrixEntry['expect'] => ({ ...create(status), providerCoordinator: 403 });
/** Removing a child is editing the property: Delete or Edit. */
const removeChild = edit;
/** client_user_management: the provider reads (admin and coordinator) and the client admin. */
const people = (status: number, coordinator = status): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: coordinator,
  clientAdmin: status,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});

/** A Harborview (client C) property: outside the client admin's workspaces. */
const foreignProperty = ({ t }: TMatrixContext) => Promise.resolve(t.world.propertyIds.clientC[0]);

/** A contact, required service and document of a Harborview property, built once. */
let children: Promise<{ contactId: string; propertyServiceId: string; documentId: string }> | undefined;
const foreignChildren = ({ t }: TMatrixContext) =>
  (children ??= factories(t).buildPropertyChildren({ id: t.world.propertyIds.clientC[1], tenantId: t.world.clientC.tenantId }));

export const propertiesMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/properties': { expect: READ },
    'GET /v1/properties/map-points': { expect: READ },
    'GET /v1/properties/:id': { path: `/v1/properties/${NO_SUCH_ID}`, expect: READ_MISSING },
    'GET /v1/properties/:id/history': { path: `/v1/properties/${NO_SUCH_ID}/history`, expect: READ_MISSING },
    'POST /v1/properties': { body: { clientId: NO_SUCH_ID, name: 'Matrix Plaza', code: 'MX-1' }, expect: create(404) },
    'PATCH /v1/properties/:id': { path: `/v1/properties/${NO_SUCH_ID}`, body: { name: 'Renamed' }, expect: edit(404) },
    'DELETE /v1/properties/:id': { path: `/v1/properties/${NO_SUCH_ID}`, expect: remove(404) },
    // A property the caller cannot see is 404 before anything else (a client's people moving their own: 403, tested apart).
    'POST /v1/properties/:id/move': { path: `/v1/properties/${NO_SUCH_ID}/move`, body: { clientId: NO_SUCH_ID }, expect: edit(404) },
    'GET /v1/properties/user-permission': { path: `/v1/properties/user-permission?userId=${NO_SUCH_ID}`, expect: people(404) },
    'POST /v1/properties/update-property-permission': { body: { userId: NO_SUCH_ID, propertyAccess: 'ALL' }, expect: people(404, 403) },
    'GET /v1/properties/user-properties': { path: `/v1/properties/user-properties?userId=${NO_SUCH_ID}`, expect: people(404) },

    'GET /v1/property-contacts': { path: `/v1/property-contacts?propertyId=${NO_SUCH_ID}`, expect: READ_MISSING },
    'POST /v1/property-contacts': { body: { propertyId: NO_SUCH_ID, contactType: 'Primary', userId: NO_SUCH_ID }, expect: edit(404) },
    'PATCH /v1/property-contacts/:id': { path: `/v1/property-contacts/${NO_SUCH_ID}`, body: { contactType: 'Secondary' }, expect: edit(404) },
    'DELETE /v1/property-contacts/:id': { path: `/v1/property-contacts/${NO_SUCH_ID}`, expect: removeChild(404) },

    'GET /v1/property-services': { path: `/v1/property-services?propertyId=${NO_SUCH_ID}`, expect: READ_MISSING },
    'POST /v1/property-services': { body: { propertyId: NO_SUCH_ID, serviceId: NO_SUCH_ID }, expect: edit(404) },
    'PATCH /v1/property-services/:id': { path: `/v1/property-services/${NO_SUCH_ID}`, body: { frequency: 'WEEKLY' }, expect: edit(404) },
    'DELETE /v1/property-services/:id': { path: `/v1/property-services/${NO_SUCH_ID}`, expect: removeChild(404) },

    'GET /v1/property-documents': { path: `/v1/property-documents?propertyId=${NO_SUCH_ID}`, expect: READ_MISSING },
    'POST /v1/property-documents': { body: { propertyId: NO_SUCH_ID, fileKey: 'x', title: 'Site plan' }, expect: edit(404) },
    'DELETE /v1/property-documents/:id': { path: `/v1/property-documents/${NO_SUCH_ID}`, expect: removeChild(404) },
  },
  foreignIds: [
    { prefix: '/v1/properties', make: foreignProperty },
    { prefix: '/v1/property-contacts', make: async (ctx) => (await foreignChildren(ctx)).contactId },
    { prefix: '/v1/property-services', make: async (ctx) => (await foreignChildren(ctx)).propertyServiceId },
    { prefix: '/v1/property-documents', make: async (ctx) => (await foreignChildren(ctx)).documentId },
  ],
  crossTenantBodies: {
    'PATCH /v1/properties/:id': { name: 'Sneaky' },
    'POST /v1/properties/:id/move': { clientId: NO_SUCH_ID },
    'PATCH /v1/property-contacts/:id': { contactType: 'Secondary' },
    'PATCH /v1/property-services/:id': { frequency: 'WEEKLY' },
  },
};
