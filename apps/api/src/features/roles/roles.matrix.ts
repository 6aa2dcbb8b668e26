import crypto from 'node:crypto';
import { adminsWrite, NO_SUCH_ID, type TFeatureMatrix } from '../../../test/matrix.js';

export const rolesMatrix: TFeatureMatrix = {
  routes: {
    // Reading roles: role managers, and people managers who assign them.
    'GET /v1/roles': { expect: { anonymous: 401, signedIn: 200, clientPm: 403, franchiseUser: 403 } },
    'GET /v1/permissions': { expect: { anonymous: 401, signedIn: 200, clientPm: 403, franchiseUser: 403 } },
    'POST /v1/roles': {
      body: { name: 'Matrix role', roleType: 'client', permissionIds: [999_999] },
      expect: {
        anonymous: 401,
        providerAdmin: 400,
        clientAdmin: 400,
        providerCoordinator: 403,
        clientPm: 403,
        vendorAdmin: 403,
        branchUser: 403,
        franchiseUser: 403,
      },
    },
    'GET /v1/roles/:id/history': { path: `/v1/roles/${NO_SUCH_ID}/history`, expect: { anonymous: 401, signedIn: 404, clientPm: 403, franchiseUser: 403 } },
    'PATCH /v1/roles/:id': { path: `/v1/roles/${NO_SUCH_ID}`, body: { name: 'x' }, expect: adminsWrite(404) },
    'DELETE /v1/roles/:id': { path: `/v1/roles/${NO_SUCH_ID}`, expect: adminsWrite(404) },
  },
  foreignIds: [
    {
      prefix: '/v1/roles',
      make: async ({ t, sessions }) => {
        const vendor = sessions.get('vendorAdmin')!;
        const role = await t.http<{ id: string }>('POST', '/v1/roles', {
          token: vendor.accessToken,
          body: { name: `Foreign ${crypto.randomUUID()}`, roleType: 'vendor', permissionIds: [] },
        });
        return role.body.id;
      },
    },
  ],
  crossTenantBodies: { 'PATCH /v1/roles/:id': { name: 'Sneaky' } },
};
