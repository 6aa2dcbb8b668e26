import { factories } from '../../../test/factories.js';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Demo roles (seed/catalog.ts): the provider admin may do everything; the coordinator views
 * and creates/edits vendors, branches, franchises and their contacts but deletes nothing; the
 * client admin views, onboards (for its own client) and edits vendors, and its scope shows only
 * the vendors onboarded for it; the property manager only views; the vendor admin and the
 * branch user (Vendor Admin of the branch) hold every vendor right; the franchise user
 * (Vendor Estimator) views.
 */

/** Reads of one vendor: everyone reaches the route; an id nobody has is 404. */
const READ_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404 };
/** Changes of one vendor: the property manager and the estimator hold no vendor_management Edit. */
const EDIT_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, clientPm: 403, franchiseUser: 403 };
/** Adding branches: the property manager and the estimator hold no Create of vendors, branches or franchises. */
const OUTLETS_CREATE_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, clientPm: 403, franchiseUser: 403 };
/** Contacts Create/Edit: the estimator and the property manager only view. */
const CONTACTS_WRITE_404: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404, clientPm: 403, franchiseUser: 403 };

export const vendorsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/vendors': { expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/vendors/basic': { expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/vendors/selected': { path: `/v1/vendors/selected?ids=${NO_SUCH_ID}`, expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/vendors/workspaces': { expect: { anonymous: 401, signedIn: 200 } },
    // A client that does not exist (or not the client's own): a 400 names it, nothing is created; vendors do not add vendors.
    'POST /v1/vendors': {
      body: { name: 'Matrix vendor that is never made', onboardedByClientId: NO_SUCH_ID },
      expect: {
        anonymous: 401,
        providerAdmin: 400,
        providerCoordinator: 400,
        clientAdmin: 400,
        clientPm: 403,
        vendorAdmin: 403,
        branchUser: 403,
        franchiseUser: 403,
      },
    },
    // Lines on a property nobody sees: 400 naming propertyIds, whoever asks (every demo role views vendors).
    'POST /v1/vendors/eligibility': {
      body: { propertyIds: [NO_SUCH_ID], serviceIds: [NO_SUCH_ID], onDate: '2030-01-01' },
      expect: { anonymous: 401, signedIn: 400 },
    },
    'GET /v1/vendors/:id': { path: `/v1/vendors/${NO_SUCH_ID}`, expect: READ_404 },
    'PATCH /v1/vendors/:id': { path: `/v1/vendors/${NO_SUCH_ID}`, body: { notes: 'x' }, expect: EDIT_404 },
    'POST /v1/vendors/:id/submit': { path: `/v1/vendors/${NO_SUCH_ID}/submit`, body: {}, expect: EDIT_404 },
    'POST /v1/vendors/:id/approve': { path: `/v1/vendors/${NO_SUCH_ID}/approve`, body: {}, expect: EDIT_404 },
    'POST /v1/vendors/:id/reject': { path: `/v1/vendors/${NO_SUCH_ID}/reject`, body: { reason: 'x' }, expect: EDIT_404 },
    'POST /v1/vendors/:id/update-status': { path: `/v1/vendors/${NO_SUCH_ID}/update-status`, body: { status: 'INACTIVE' }, expect: EDIT_404 },
    'GET /v1/vendors/:id/history': { path: `/v1/vendors/${NO_SUCH_ID}/history`, expect: READ_404 },
    'GET /v1/vendors/:id/branches': { path: `/v1/vendors/${NO_SUCH_ID}/branches`, expect: READ_404 },
    'POST /v1/vendors/:id/branches': {
      path: `/v1/vendors/${NO_SUCH_ID}/branches`,
      body: { type: 'VENDOR_BRANCH', name: 'Matrix branch' },
      expect: OUTLETS_CREATE_404,
    },
    'GET /v1/vendor-contacts': { path: `/v1/vendor-contacts?vendorId=${NO_SUCH_ID}`, expect: READ_404 },
    'POST /v1/vendor-contacts': {
      body: { vendorId: NO_SUCH_ID, firstName: 'Pat', lastName: 'Doe', email: 'pat.doe@example.com' },
      expect: CONTACTS_WRITE_404,
    },
    'PATCH /v1/vendor-contacts/:id': { path: `/v1/vendor-contacts/${NO_SUCH_ID}`, body: { contactType: 'Primary' }, expect: CONTACTS_WRITE_404 },
    'DELETE /v1/vendor-contacts/:id': { path: `/v1/vendor-contacts/${NO_SUCH_ID}`, expect: { ...CONTACTS_WRITE_404, providerCoordinator: 403 } },
  },
  foreignIds: [
    { prefix: '/v1/vendors', make: async ({ t }) => (await factories(t).buildVendor()).vendorId },
    {
      prefix: '/v1/vendor-contacts',
      make: async ({ t }) => {
        const build = factories(t);
        const vendor = await build.buildVendor();
        return (await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] })).id;
      },
    },
  ],
  crossTenantBodies: {
    'PATCH /v1/vendors/:id': { notes: 'Sneaky' },
    'POST /v1/vendors/:id/submit': {},
    'POST /v1/vendors/:id/approve': {},
    'POST /v1/vendors/:id/reject': { reason: 'Sneaky' },
    'POST /v1/vendors/:id/update-status': { status: 'INACTIVE' },
    'POST /v1/vendors/:id/branches': { type: 'VENDOR_BRANCH', name: 'Sneaky' },
    'PATCH /v1/vendor-contacts/:id': { contactType: 'Primary' },
  },
};
