import { addDays, type TPresignedUpload, type TVendorDocumentResult } from '@procura/shared';
import { expect } from 'vitest';
import type { TSession, TTestApp } from '../harness.js';

/** The smallest file the upload checks take for a PDF. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A certificate of insurance as the form sends it, running a year up to `expiresOn`. */
export const coiFields = (fileKey: string, expiresOn: string, extra: Record<string, unknown> = {}) => ({
  kind: 'COI',
  fileKey,
  insurer: 'Granite Mutual',
  policyNumber: `GL-${Math.floor(Math.random() * 1e6)}`,
  coverageType: 'GENERAL_LIABILITY',
  eachOccurrence: 1_000_000,
  aggregate: 2_000_000,
  additionalInsured: true,
  effectiveOn: addDays(expiresOn, -365),
  expiresOn,
  ...extra,
});

type TVendor = { tenantId: string; vendorId: string; name: string };
type TPerson = { id: string; email: string; signIn: () => Promise<TSession> };

/** A vendor's compliance documents as its people add them: uploaded through storage, then recorded through the API. */
export function vendorComplianceBuilders(
  t: TTestApp,
  base: { buildVendor: () => Promise<TVendor>; buildUser: (input: { userType: 'vendor'; tenantId: string; roleNames: string[] }) => Promise<TPerson> },
) {
  /** presign → PUT → complete as `session`: the key a document form then sends. */
  async function buildStoredUpload(session: TSession, category: 'vendor_w9' | 'vendor_certificate_of_insurance' = 'vendor_w9'): Promise<string> {
    const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
      token: session.accessToken,
      body: { category, fileName: `${category}.pdf`, contentType: 'application/pdf', size: TEST_PDF.length },
    });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
    const url = presigned.body.uploadUrl.startsWith('http') ? presigned.body.uploadUrl : t.baseUrl + presigned.body.uploadUrl;
    expect((await fetch(url, { method: 'PUT', headers: presigned.body.headers, body: TEST_PDF })).status).toBe(204);
    expect((await t.http('POST', '/v1/storage/complete-upload', { token: session.accessToken, body: { fileKey: presigned.body.fileKey } })).status).toBe(200);
    return presigned.body.fileKey;
  }

  /** A fresh vendor with its admin (an active Primary contact who signs in). */
  async function buildVendorWithAdmin() {
    const vendor = await base.buildVendor();
    const admin = await base.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
    return { ...vendor, admin, session: await admin.signIn() };
  }

  /** A W-9 or certificate recorded for `vendorId` as `session` (the body as the form sends it). */
  async function buildVendorDocument(session: TSession, vendorId: string, body: Record<string, unknown>): Promise<TVendorDocumentResult> {
    const res = await t.http<TVendorDocumentResult>('POST', `/v1/vendors/${vendorId}/documents`, { token: session.accessToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  return { buildStoredUpload, buildVendorWithAdmin, buildVendorDocument };
}
