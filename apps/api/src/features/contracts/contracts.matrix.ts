import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Every signed-in person reads contracts (row security decides which); writing them is the
 * buyer's, with Client Management: Create to enter one, Edit to change one, Delete to delete a
 * draft. Vendor workspaces never write a contract: the policy refuses (403) even where the
 * route's permission lets them through; one they do not see does not exist (404).
 */

const VENDORS = { vendorAdmin: 403, branchUser: 403, franchiseUser: 403 };
const read = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status });

const CONTRACT = `/v1/contracts/${NO_SUCH_ID}`;

/** A Harborview (client C) contract with the second vendor: outside the client admin's workspaces. */
let foreign: Promise<string> | undefined;
const harborviewContract = ({ t, sessions }: TMatrixContext) =>
  (foreign ??= (async () => {
    const res = await t.http<{ id: string }>('POST', '/v1/contracts', {
      token: sessions.get('providerAdmin')?.accessToken,
      body: { clientId: t.world.clientC.clientId, vendorId: t.world.vendor2.vendorId, title: 'Harborview matrix contract' },
    });
    if (res.status !== 201) throw new Error(`POST /v1/contracts answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.id;
  })());

export const contractsMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/contracts': { expect: read(200) },
    'POST /v1/contracts': {
      body: { clientId: NO_SUCH_ID, vendorId: NO_SUCH_ID, title: 'Matrix contract' },
      expect: { anonymous: 401, providerAdmin: 400, providerCoordinator: 400, clientAdmin: 400, clientPm: 403, ...VENDORS },
    },
    'GET /v1/contracts/:id': { path: CONTRACT, expect: read(404) },
  },
  foreignIds: [{ prefix: '/v1/contracts', make: harborviewContract }],
};
