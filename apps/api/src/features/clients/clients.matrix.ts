import { factories } from '../../../test/factories.js';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Demo roles (seed/catalog.ts): the provider admin may do everything; the coordinator views
 * and creates/edits client records but deletes nothing and manages no people; the client admin
 * holds every client permission in their own client; the property manager views; vendor admins
 * hold client_management (for RFPs addressed to them) but no corporate_contacts; the estimator
 * views, creates and edits under client_management.
 */

/** A write the provider alone may make, whoever holds the route's permission. */
const PROVIDER_ONLY = (providerAnswer: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: providerAnswer,
  providerCoordinator: providerAnswer,
  clientAdmin: 403,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});

/** client_management Edit: everyone but the property manager; another tenant's or no client is 404. */
const CLIENT_EDIT_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, clientPm: 403 };
/** client_management Delete: not the coordinator, the property manager or the estimator. */
const CLIENT_DELETE_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, providerCoordinator: 403, clientPm: 403, franchiseUser: 403 };
/** corporate_contacts: provider and client people; vendors hold none of it. */
const CONTACTS = (answer: number, without: readonly ('providerCoordinator' | 'clientPm')[] = []): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: answer,
  providerCoordinator: without.includes('providerCoordinator') ? 403 : answer,
  clientAdmin: answer,
  clientPm: without.includes('clientPm') ? 403 : answer,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});

export const clientsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/clients/parent-companies': { expect: { anonymous: 401, signedIn: 200 } },
    // An over-long name: refused by validation for whoever may create, without leaving a row behind.
    'POST /v1/clients/parent-companies': { body: { name: 'x'.repeat(201) }, expect: { anonymous: 401, signedIn: 400, clientPm: 403 } },
    'PATCH /v1/clients/parent-companies/:id': { path: `/v1/clients/parent-companies/${NO_SUCH_ID}`, body: { name: 'Renamed' }, expect: CLIENT_EDIT_404 },
    'DELETE /v1/clients/parent-companies/:id': { path: `/v1/clients/parent-companies/${NO_SUCH_ID}`, expect: CLIENT_DELETE_404 },
    'GET /v1/clients/work-spaces': { expect: { anonymous: 401, signedIn: 200 } },
    'POST /v1/clients/update-status': { body: { clientId: NO_SUCH_ID, status: 'INACTIVE' }, expect: PROVIDER_ONLY(404) },
    'POST /v1/clients/update-theme-header-image': { body: { clientId: NO_SUCH_ID, fileKey: null }, expect: CLIENT_EDIT_404 },
    'GET /v1/clients': { expect: { anonymous: 401, signedIn: 200 } },
    // A parent company that does not exist: the provider's 400 names it, nothing is created.
    'POST /v1/clients': { body: { name: 'Matrix client that is never made', parentCompanyId: NO_SUCH_ID }, expect: PROVIDER_ONLY(400) },
    'GET /v1/clients/:id': { path: `/v1/clients/${NO_SUCH_ID}`, expect: { anonymous: 401, signedIn: 404 } },
    'PATCH /v1/clients/:id': { path: `/v1/clients/${NO_SUCH_ID}`, body: { notes: 'x' }, expect: CLIENT_EDIT_404 },
    'GET /v1/clients/:id/history': { path: `/v1/clients/${NO_SUCH_ID}/history`, expect: { anonymous: 401, signedIn: 404 } },
    'GET /v1/corporate-contacts': { path: `/v1/corporate-contacts?clientId=${NO_SUCH_ID}`, expect: CONTACTS(404) },
    'POST /v1/corporate-contacts': {
      body: { clientId: NO_SUCH_ID, firstName: 'Pat', lastName: 'Doe', email: 'pat.doe@example.com' },
      expect: CONTACTS(404, ['clientPm']),
    },
    'PATCH /v1/corporate-contacts/:id': { path: `/v1/corporate-contacts/${NO_SUCH_ID}`, body: { contactType: 'Primary' }, expect: CONTACTS(404, ['clientPm']) },
    'DELETE /v1/corporate-contacts/:id': { path: `/v1/corporate-contacts/${NO_SUCH_ID}`, expect: CONTACTS(404, ['providerCoordinator', 'clientPm']) },
  },
  foreignIds: [
    // Writing a parent company is the provider's: to anyone else it answers 404, like another tenant's row.
    { prefix: '/v1/clients/parent-companies', make: async ({ t }) => (await factories(t).buildParentCompany()).parentCompanyId },
    { prefix: '/v1/clients', make: async ({ t }) => (await factories(t).buildClient()).clientId },
    {
      prefix: '/v1/corporate-contacts',
      make: async ({ t }) => {
        const build = factories(t);
        const client = await build.buildClient();
        return (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).id;
      },
    },
  ],
  crossTenantBodies: {
    'PATCH /v1/clients/parent-companies/:id': { name: 'Sneaky' },
    'PATCH /v1/clients/:id': { notes: 'Sneaky' },
    'PATCH /v1/corporate-contacts/:id': { contactType: 'Primary' },
  },
};
