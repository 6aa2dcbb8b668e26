import type { TContract } from '@procura/shared';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Every signed-in person reads contracts (row security decides which); writing them is the
 * buyer's, with Client Management: Create to enter one, Edit to change one, Delete to delete a
 * draft. Vendor workspaces never write a contract: the policy refuses (403) even where the
 * route's permission lets them through; one they do not see does not exist (404).
 */

const VENDORS = { vendorAdmin: 403, branchUser: 403, franchiseUser: 403 };
const read = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status });
/** Changing a contract that does not exist: 404 to everyone with Edit; the property manager has none. */
const edit = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status, clientPm: 403 });
const TERMINATE = { reason: 'Matrix', endOn: '2027-06-30' };

const CONTRACT = `/v1/contracts/${NO_SUCH_ID}`;

/** A Harborview (client C) contract with the second vendor: outside the client admin's workspaces. */
let foreign: Promise<TContract> | undefined;
const harborviewContract = ({ t, sessions }: TMatrixContext) =>
  (foreign ??= (async () => {
    const token = sessions.get('providerAdmin')?.accessToken;
    const catalog = await t.http<{ data: { id: string }[] }>('GET', '/v1/services?limit=1', { token });
    const res = await t.http<TContract>('POST', '/v1/contracts', {
      token,
      body: {
        clientId: t.world.clientC.clientId,
        vendorId: t.world.vendor2.vendorId,
        title: 'Harborview matrix contract',
        properties: [{ propertyId: t.world.propertyIds.clientC[0], lines: [{ serviceId: catalog.body.data[0].id, price: 100, unit: 'PER_MONTH' }] }],
      },
    });
    if (res.status !== 201) throw new Error(`POST /v1/contracts answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  })());
const CONTRACT_LINE = `/v1/property-contract-services/${NO_SUCH_ID}`;

export const contractsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/contracts': { expect: read(200) },
    'POST /v1/contracts': {
      body: { clientId: NO_SUCH_ID, vendorId: NO_SUCH_ID, title: 'Matrix contract' },
      expect: { anonymous: 401, providerAdmin: 400, providerCoordinator: 400, clientAdmin: 400, clientPm: 403, ...VENDORS },
    },
    'GET /v1/contracts/:id': { path: CONTRACT, expect: read(404) },
    'PATCH /v1/contracts/:id': { path: CONTRACT, body: { reason: 'Matrix', version: 1, title: 'Renamed' }, expect: edit(404) },
    // The coordinator and the franchise's people hold no Delete.
    'DELETE /v1/contracts/:id': { path: CONTRACT, expect: { anonymous: 401, signedIn: 404, clientPm: 403, providerCoordinator: 403, franchiseUser: 403 } },
    'POST /v1/contracts/:id/submit': { path: `${CONTRACT}/submit`, expect: edit(404) },
    'POST /v1/contracts/:id/activate': { path: `${CONTRACT}/activate`, expect: edit(404) },
    'POST /v1/contracts/:id/terminate': { path: `${CONTRACT}/terminate`, body: TERMINATE, expect: edit(404) },
    'GET /v1/contracts/:id/versions': { path: `${CONTRACT}/versions`, expect: read(404) },
    'GET /v1/contracts/:id/history': { path: `${CONTRACT}/history`, expect: read(404) },
    'GET /v1/contracts/:id/documents': { path: `${CONTRACT}/documents`, expect: read(404) },
    'POST /v1/contracts/:id/documents': { path: `${CONTRACT}/documents`, body: { fileKey: 'x/y/z.pdf', kind: 'SIGNED' }, expect: edit(404) },
    'GET /v1/contracts/:id/documents/:documentId/download': { path: `${CONTRACT}/documents/${NO_SUCH_ID}/download`, expect: read(404) },
    'DELETE /v1/contracts/:id/documents/:documentId': { path: `${CONTRACT}/documents/${NO_SUCH_ID}`, expect: edit(404) },
    'GET /v1/property-contracts': { path: `/v1/property-contracts?contractId=${NO_SUCH_ID}`, expect: read(404) },
    'POST /v1/property-contracts': { body: { contractId: NO_SUCH_ID, propertyId: NO_SUCH_ID }, expect: edit(404) },
    'DELETE /v1/property-contracts/:id': { path: `/v1/property-contracts/${NO_SUCH_ID}`, expect: edit(404) },
    'GET /v1/property-contract-services': { path: `/v1/property-contract-services?contractId=${NO_SUCH_ID}`, expect: read(404) },
    'POST /v1/property-contract-services': {
      body: { propertyContractId: NO_SUCH_ID, serviceId: NO_SUCH_ID, price: 1, unit: 'PER_YEAR' },
      expect: edit(400),
    },
    'PATCH /v1/property-contract-services/:id': { path: CONTRACT_LINE, body: { price: 1 }, expect: edit(404) },
    'DELETE /v1/property-contract-services/:id': { path: CONTRACT_LINE, expect: edit(404) },
    // A line the caller cannot change is a row error in the answer, not a refusal of the call.
    'POST /v1/property-contract-services/bulk-update': { body: { rows: [{ id: NO_SUCH_ID, price: 1 }], reason: 'Matrix' }, expect: edit(200) },
  },
  foreignIds: [
    { prefix: '/v1/contracts', make: async (ctx) => (await harborviewContract(ctx)).id },
    { prefix: '/v1/property-contracts', make: async (ctx) => (await harborviewContract(ctx)).properties[0].id },
    { prefix: '/v1/property-contract-services', make: async (ctx) => (await harborviewContract(ctx)).properties[0].lines[0].id },
  ],
  crossTenantBodies: {
    'PATCH /v1/contracts/:id': { reason: 'Sneaky', version: 1, title: 'Sneaky' },
    'POST /v1/contracts/:id/terminate': TERMINATE,
    'PATCH /v1/property-contract-services/:id': { price: 1 },
    'POST /v1/contracts/:id/documents': { fileKey: 'x/y/z.pdf', kind: 'SIGNED' },
  },
};
