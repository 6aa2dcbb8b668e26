import type { TPresignedUpload, TVendorDocumentResult } from '@procura/shared';
import { NO_SUCH_ID, type TFeatureMatrix, type TMatrixContext, type TMatrixEntry } from '../../../test/matrix.js';

/**
 * Every vendor route answers 404 before 403 (the service looks the vendor up first), so an
 * unknown vendor or document is 404 to everyone signed in; who may do what on a real vendor
 * is proven in vendor-compliance.test.ts.
 */
const MISSING: TMatrixEntry['expect'] = { anonymous: 401, signedIn: 404 };

/** PUT coverage requirements: vendor_management Edit at the route, the provider in the service. */
const PROVIDER_EDIT = (status: number): TMatrixEntry['expect'] => ({
  anonymous: 401,
  providerAdmin: status,
  providerCoordinator: status,
  clientAdmin: 403,
  clientPm: 403,
  vendorAdmin: 403,
  branchUser: 403,
  franchiseUser: 403,
});

/** The demo vendor (Riley Park's): outside the client admin's workspaces. */
const foreignVendor = ({ t }: TMatrixContext) => Promise.resolve(t.world.vendor.vendorId);

/** A W-9 of the demo vendor, uploaded and added by its admin through the API, once. */
let foreignDocument: Promise<string> | undefined;
async function addW9({ t, sessions }: TMatrixContext): Promise<string> {
  const token = sessions.get('vendorAdmin')?.accessToken;
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
    token,
    body: { category: 'vendor_w9', fileName: 'w9.pdf', contentType: 'application/pdf', size: bytes.length },
  });
  const url = presigned.body.uploadUrl.startsWith('http') ? presigned.body.uploadUrl : t.baseUrl + presigned.body.uploadUrl;
  await fetch(url, { method: 'PUT', headers: presigned.body.headers, body: bytes });
  await t.http('POST', '/v1/storage/complete-upload', { token, body: { fileKey: presigned.body.fileKey } });
  const added = await t.http<TVendorDocumentResult>('POST', `/v1/vendors/${t.world.vendor.vendorId}/documents`, {
    token,
    body: { kind: 'W9', fileKey: presigned.body.fileKey },
  });
  if (added.status !== 201) throw new Error(`adding the foreign W-9 answered ${added.status}: ${JSON.stringify(added.body)}`);
  return added.body.document.id;
}
const makeForeignDocument = (ctx: TMatrixContext) => (foreignDocument ??= addW9(ctx));

export const vendorComplianceMatrix: TFeatureMatrix = {
  routes: {
    'GET /v1/vendors/:id/documents': { path: `/v1/vendors/${NO_SUCH_ID}/documents`, expect: MISSING },
    'POST /v1/vendors/:id/documents': { path: `/v1/vendors/${NO_SUCH_ID}/documents`, body: { kind: 'W9', fileKey: 'x' }, expect: MISSING },
    'GET /v1/vendors/:id/compliance': { path: `/v1/vendors/${NO_SUCH_ID}/compliance`, expect: MISSING },
    'PATCH /v1/vendor-documents/:id': { path: `/v1/vendor-documents/${NO_SUCH_ID}`, body: { insurer: 'Matrix Mutual' }, expect: MISSING },
    'DELETE /v1/vendor-documents/:id': { path: `/v1/vendor-documents/${NO_SUCH_ID}`, expect: MISSING },
    'GET /v1/coverage-requirements': { expect: { anonymous: 401, signedIn: 200 } },
    // A client that does not exist: the provider's people get as far as the field check.
    'PUT /v1/coverage-requirements': { body: { clientId: NO_SUCH_ID, requirements: [] }, expect: PROVIDER_EDIT(400) },
  },
  foreignIds: [
    { prefix: '/v1/vendors/:id/documents', make: foreignVendor },
    { prefix: '/v1/vendors/:id/compliance', make: foreignVendor },
    { prefix: '/v1/vendor-documents', make: makeForeignDocument },
  ],
  crossTenantBodies: {
    'POST /v1/vendors/:id/documents': { kind: 'W9', fileKey: 'x' },
    'PATCH /v1/vendor-documents/:id': { insurer: 'Sneaky Mutual' },
  },
};
