import { foreignExtraction } from '../../../test/builders/existing-contracts.js';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Module "Existing Contracts": View reads the queue (everyone of the provider and the clients;
 * the property manager too), Create uploads, Edit corrects, confirms and discards (the
 * coordinator and the property manager hold View only). Vendors' roles hold the permission
 * type, but the queue is the client's: the service refuses their workspaces (403).
 */

const VENDORS = { vendorAdmin: 403, branchUser: 403, franchiseUser: 403 };
const ROW = `/v1/existing-contracts/${NO_SUCH_ID}`;
const edit = (path: string, body?: unknown): TMatrixEntry => ({
  path,
  body,
  expect: { anonymous: 401, providerAdmin: 404, clientAdmin: 404, providerCoordinator: 403, clientPm: 403, ...VENDORS },
});

/** A Harborview (client C) document waiting for review: outside the client admin's workspaces. */
let foreign: Promise<string> | undefined;
const harborviewExtraction = ({ t }: TMatrixContext) => (foreign ??= foreignExtraction(t));

export const existingContractsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/existing-contracts': { expect: { anonymous: 401, signedIn: 200, ...VENDORS } },
    'POST /v1/existing-contracts': {
      body: { clientId: NO_SUCH_ID, fileKeys: ['none'] },
      expect: { anonymous: 401, providerAdmin: 404, clientAdmin: 404, providerCoordinator: 403, clientPm: 403, ...VENDORS },
    },
    'GET /v1/existing-contracts/:id': { path: ROW, expect: { anonymous: 401, signedIn: 404, ...VENDORS } },
    'PATCH /v1/existing-contracts/:id': edit(ROW, { values: { title: 'Renamed' } }),
    'POST /v1/existing-contracts/:id/confirm': edit(`${ROW}/confirm`),
    'POST /v1/existing-contracts/:id/discard': edit(`${ROW}/discard`),
  },
  foreignIds: [{ prefix: '/v1/existing-contracts/', make: harborviewExtraction }],
  crossTenantBodies: { 'PATCH /v1/existing-contracts/:id': { values: { title: 'Renamed' } } },
};
