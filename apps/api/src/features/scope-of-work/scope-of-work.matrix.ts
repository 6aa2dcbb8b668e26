import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/*
 * Every route needs Client Management (View to read, Create to create, Edit to change). The
 * library is the provider's: clients read it, only the provider writes it, vendors neither.
 * Client scopes: vendors see none yet (no RFP shares one) and change none.
 */

const VENDORS = { vendorAdmin: 403, branchUser: 403, franchiseUser: 403 };

/** Library reads: the provider and clients; vendors are refused. */
const libraryRead = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status, ...VENDORS });
/** A library write to a text that does not exist: found first (404), then the provider alone may write. */
const libraryEdit = (status: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: status,
  clientAdmin: status,
  clientPm: 403,
  ...VENDORS,
});
/** Scope reads: everyone with View (vendors see nothing of it yet: empty lists, unknown ids). */
const scopeRead = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status });
/** Creating a scope: the property manager has no Create; vendor workspaces write no scopes. */
const scopeCreate = (status: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: status,
  clientAdmin: status,
  clientPm: 403,
  ...VENDORS,
});
/** Changing a scope that does not exist: 404 to everyone with Edit (vendors included: they do not see it). */
const scopeEdit = (status: number): TMatrixEntry['expect'] => ({ anonymous: 401, signedIn: status, clientPm: 403 });

const LIB = `/v1/scope-of-work/library/${NO_SUCH_ID}`;
const SOW = `/v1/client-scope-of-work/${NO_SUCH_ID}`;
const DOC = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Matrix text.' }] }] };

async function providerCall<T>({ t, sessions }: TMatrixContext, method: string, path: string, body?: unknown): Promise<T> {
  const res = await t.http<T>(method, path, { token: sessions.get('providerAdmin')?.accessToken, body });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function someServiceId(ctx: TMatrixContext): Promise<string> {
  const page = await providerCall<{ data: { id: string }[] }>(ctx, 'GET', '/v1/services?limit=1');
  return page.data[0].id;
}

/** An archived library text: withdrawn, so a client never finds it. Made by the provider over HTTP. */
let archived: Promise<string> | undefined;
const archivedLibraryText = (ctx: TMatrixContext) =>
  (archived ??= (async () => {
    const serviceId = await someServiceId(ctx);
    const entry = await providerCall<{ id: string }>(ctx, 'POST', '/v1/scope-of-work/library', { serviceId, title: 'Withdrawn matrix text', content: DOC });
    await providerCall(ctx, 'PATCH', `/v1/scope-of-work/library/${entry.id}`, { status: 'ARCHIVED' });
    return entry.id;
  })());

/** A Harborview (client C) scope: outside the client admin's workspaces. */
let foreignScope: Promise<string> | undefined;
const harborviewScope = (ctx: TMatrixContext) =>
  (foreignScope ??= (async () => {
    const serviceId = await someServiceId(ctx);
    const sow = await providerCall<{ id: string }>(ctx, 'POST', '/v1/client-scope-of-work', {
      clientId: ctx.t.world.clientC.clientId,
      serviceId,
      name: 'Harborview matrix scope',
      content: DOC,
    });
    return sow.id;
  })());

export const scopeOfWorkMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/scope-of-work': { expect: libraryRead(200) },
    'GET /v1/scope-of-work/library': { expect: libraryRead(200) },
    'POST /v1/scope-of-work/library': {
      body: { serviceId: NO_SUCH_ID, title: 'Matrix text', content: DOC },
      expect: { anonymous: 401, providerAdmin: 400, providerCoordinator: 400, clientAdmin: 403, clientPm: 403, ...VENDORS },
    },
    'GET /v1/scope-of-work/library/:id': { path: LIB, expect: libraryRead(404) },
    'PATCH /v1/scope-of-work/library/:id': { path: LIB, body: { title: 'Renamed' }, expect: libraryEdit(404) },
    'GET /v1/scope-of-work/library/:id/versions': { path: `${LIB}/versions`, expect: libraryRead(404) },
    'GET /v1/scope-of-work/library/:id/versions/diff': { path: `${LIB}/versions/diff?from=1&to=2`, expect: libraryRead(404) },
    'GET /v1/scope-of-work/library/:id/versions/:version': { path: `${LIB}/versions/1`, expect: libraryRead(404) },
    'POST /v1/scope-of-work/library/:id/versions/:version/restore': { path: `${LIB}/versions/1/restore`, expect: libraryEdit(404) },

    'GET /v1/client-scope-of-work': { expect: scopeRead(200) },
    'POST /v1/client-scope-of-work': { body: { clientId: NO_SUCH_ID, serviceId: NO_SUCH_ID, name: 'Matrix scope' }, expect: scopeCreate(404) },
    'GET /v1/client-scope-of-work/:id': { path: SOW, expect: scopeRead(404) },
    'PATCH /v1/client-scope-of-work/:id': { path: SOW, body: { name: 'Renamed' }, expect: scopeEdit(404) },
    'POST /v1/client-scope-of-work/:id/status': { path: `${SOW}/status`, body: { status: 'ACTIVE' }, expect: scopeEdit(404) },
    'GET /v1/client-scope-of-work/:id/history': { path: `${SOW}/history`, expect: scopeRead(404) },
    'GET /v1/client-scope-of-work/:id/versions': { path: `${SOW}/versions`, expect: scopeRead(404) },
    'GET /v1/client-scope-of-work/:id/versions/diff': { path: `${SOW}/versions/diff?from=1&to=2`, expect: scopeRead(404) },
    'GET /v1/client-scope-of-work/:id/versions/:version': { path: `${SOW}/versions/1`, expect: scopeRead(404) },
    'POST /v1/client-scope-of-work/:id/versions/:version/restore': { path: `${SOW}/versions/1/restore`, expect: scopeEdit(404) },

    'GET /v1/client-scope-of-work/property': { path: `/v1/client-scope-of-work/property?sowId=${NO_SUCH_ID}`, expect: scopeRead(404) },
    'POST /v1/client-scope-of-work/property': { body: { sowId: NO_SUCH_ID, propertyIds: [NO_SUCH_ID] }, expect: scopeEdit(404) },
    'PATCH /v1/client-scope-of-work/property': {
      body: { sowId: NO_SUCH_ID, propertyId: NO_SUCH_ID, variables: { siteNotes: 'Gate code 1234' } },
      expect: scopeEdit(404),
    },
    'DELETE /v1/client-scope-of-work/property': { body: { sowId: NO_SUCH_ID, propertyIds: [NO_SUCH_ID] }, expect: scopeEdit(404) },
  },
  foreignIds: [
    { prefix: '/v1/scope-of-work/library', make: archivedLibraryText },
    { prefix: '/v1/client-scope-of-work', make: harborviewScope },
  ],
  crossTenantBodies: {
    'PATCH /v1/scope-of-work/library/:id': { title: 'Sneaky' },
    'PATCH /v1/client-scope-of-work/:id': { name: 'Sneaky' },
    'POST /v1/client-scope-of-work/:id/status': { status: 'ARCHIVED' },
  },
};
