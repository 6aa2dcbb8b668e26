import { adminsWrite, NO_SUCH_ID, PEOPLE_VIEW, type TFeatureMatrix } from '../../../test/matrix.js';

export const usersMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/users/profile': { expect: { anonymous: 401, signedIn: 200 } },
    'PATCH /v1/users/profile': { body: { firstName: 'Same', lastName: 'Person' }, expect: { anonymous: 401, signedIn: 200 } },
    'PATCH /v1/users/items-per-page': { body: { itemsPerPage: 25 }, expect: { anonymous: 401, signedIn: 200 } },
    'GET /v1/users': { expect: PEOPLE_VIEW },
    'GET /v1/users/search': { path: '/v1/users/search?search=a', expect: PEOPLE_VIEW },
    'POST /v1/users/check-emails': { body: { emails: ['someone@example.com'] }, expect: adminsWrite(200) },
    'GET /v1/users/:id': { path: `/v1/users/${NO_SUCH_ID}`, expect: { anonymous: 401, signedIn: 404, clientPm: 403 } },
    'GET /v1/users/:id/history': { path: `/v1/users/${NO_SUCH_ID}/history`, expect: { anonymous: 401, signedIn: 404, clientPm: 403 } },
    'POST /v1/users': { body: { firstName: 'A', lastName: 'B', email: 'ab@example.com', tenantId: NO_SUCH_ID }, expect: adminsWrite(400) },
    'PATCH /v1/users/:id': { path: `/v1/users/${NO_SUCH_ID}`, body: { firstName: 'A' }, expect: adminsWrite(404) },
    'DELETE /v1/users': { path: `/v1/users?ids=${NO_SUCH_ID}`, expect: adminsWrite(404) },
    'POST /v1/users/deactivate-user/:id': { path: `/v1/users/deactivate-user/${NO_SUCH_ID}`, expect: adminsWrite(404) },
    'POST /v1/users/activate-user/:id': { path: `/v1/users/activate-user/${NO_SUCH_ID}`, expect: adminsWrite(404) },
    'POST /v1/users/resend-invitation/:id': { path: `/v1/users/resend-invitation/${NO_SUCH_ID}`, expect: adminsWrite(404) },
    'PATCH /v1/users/update-contact-type/:id': {
      path: `/v1/users/update-contact-type/${NO_SUCH_ID}`,
      body: { contactType: 'Primary' },
      expect: adminsWrite(404),
    },
    'GET /v1/background-jobs/uploaded-user/template': { expect: adminsWrite(200) },
    // No file key: the caller may upload, and is told what is missing.
    'POST /v1/background-jobs/uploaded-user': { expect: adminsWrite(400) },
  },
  foreignIds: [{ prefix: '/v1/users', make: async ({ t }) => t.world.userIds.vendorAdmin }],
  crossTenantBodies: {
    'PATCH /v1/users/:id': { firstName: 'Sneaky' },
    'PATCH /v1/users/update-contact-type/:id': { contactType: 'Primary' },
  },
};
