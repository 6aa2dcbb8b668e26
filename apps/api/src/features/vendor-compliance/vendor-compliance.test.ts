import { eq } from 'drizzle-orm';
import {
  addDays,
  computeComplianceState,
  todayIso,
  type TCoverageRequirements,
  type TVendorCompliance,
  type TVendorDocumentPage,
  type TVendorDocumentResult,
} from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageRequirements, users, vendorDocuments, vendors } from '../../db/schema/index.js';
import type { TMailer } from '../../platform/mail.js';
import { systemDb } from '../../platform/system-db.js';
import type { TClock } from '../../platform/workflow.js';
import { coiFields } from '../../../test/builders/vendor-compliance.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';
import { seedDemoCompliance } from '../../db/seed/demo-compliance.js';
import { runComplianceJob } from './vendor-compliance.jobs.js';

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
const today = todayIso();

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  // The demo world sets provider minimums; these tests start from none and set their own.
  await systemDb(t.platform.database).delete(coverageRequirements);
});
afterAll(() => t.close());

type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

/** The clock of a run on `day` (the schedule's time of day unless said). */
const clockAt = (day: string, time = '05:15:00'): TClock => ({ now: () => new Date(`${day}T${time}Z`) });
const runDeps = (mailer: TMailer = t.platform.mailer) => ({ mailer, publicUrl: t.platform.config.PUBLIC_URL, brand: t.platform.config.APP_BRAND });
const job = (day: string, time?: string) => runComplianceJob(systemDb(t.platform.database), runDeps(), { clock: clockAt(day, time), batchSize: 3 });

const upload = (session: TSession, category?: 'vendor_w9' | 'vendor_certificate_of_insurance') => build.buildStoredUpload(session, category);
const coi = coiFields;
const vendorWithAdmin = () => build.buildVendorWithAdmin();
const addDocument = (session: TSession, vendorId: string, body: Record<string, unknown>) => build.buildVendorDocument(session, vendorId, body);

async function compliance(session: TSession, vendorId: string, query = '') {
  const res = await t.http<TVendorCompliance & TErrorBody>('GET', `/v1/vendors/${vendorId}/compliance${query}`, { token: session.accessToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The state the database keeps equals the shared rule over the same documents. */
async function expectRuleAgrees(vendorId: string, day: string) {
  const docs = await systemDb(t.platform.database).select().from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendorId));
  const [row] = await systemDb(t.platform.database)
    .select({ state: vendors.complianceState, expiresOn: vendors.complianceExpiresOn })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const rule = computeComplianceState(
    docs.map((d) => ({ kind: d.kind as 'W9' | 'COI', status: d.status as 'CURRENT', expiresOn: d.expiresOn })),
    day,
  );
  expect({ state: row.state, expiresOn: row.expiresOn }).toEqual(rule);
  return row.state;
}

const mailsTo = (email: string) => t.mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()));

describe('compliance documents', () => {
  it('a W-9 and a certificate make a vendor compliant; its people and the provider read them', async () => {
    const v = await vendorWithAdmin();
    expect((await compliance(v.session, v.vendorId)).state).toBe('MISSING');
    const w9 = await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    expect(w9.compliance.state).toBe('MISSING');
    expect(w9.document).toMatchObject({ kind: 'W9', status: 'CURRENT', fileName: 'vendor_w9.pdf', createdByName: expect.any(String) });
    const expiry = addDays(today, 200);
    const cert = await addDocument(v.session, v.vendorId, coi(await upload(v.session, 'vendor_certificate_of_insurance'), expiry));
    expect(cert.compliance).toEqual({ state: 'COMPLIANT', expiresOn: expiry });
    expect(cert.document).toMatchObject({ kind: 'COI', eachOccurrence: 1_000_000, aggregate: 2_000_000, additionalInsured: true, expiresInDays: 200 });
    await expectRuleAgrees(v.vendorId, today);

    const summary = await compliance(provider, v.vendorId);
    expect(summary).toMatchObject({ state: 'COMPLIANT', expiresOn: expiry, w9: { id: w9.document.id }, belowRequirements: false, canManage: true });
    expect(summary.timeline.map((e) => e.documentId)).toEqual([cert.document.id]);
    const list = await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${v.vendorId}/documents?kind=COI&sort=expiresOn`, { token: v.session.accessToken });
    expect(list.body.data.map((d) => d.id)).toEqual([cert.document.id]);
    // The file is readable by whoever reads the vendor.
    const download = await t.http('POST', '/v1/storage/create-download-url', { token: provider.accessToken, body: { fileKey: cert.document.fileKey } });
    expect(download.status).toBe(200);
  });

  it('a new certificate of the same coverage replaces the old one; removing it gives the old one back', async () => {
    const v = await vendorWithAdmin();
    await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    const first = await addDocument(v.session, v.vendorId, coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, 20)));
    expect(first.compliance.state).toBe('EXPIRING');
    const auto = await addDocument(
      v.session,
      v.vendorId,
      coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, 300), { coverageType: 'AUTO_LIABILITY' }),
    );
    expect(auto.compliance).toEqual({ state: 'EXPIRING', expiresOn: addDays(today, 20) });
    const renewed = await addDocument(v.session, v.vendorId, coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, 380)));
    expect(renewed.compliance).toEqual({ state: 'COMPLIANT', expiresOn: addDays(today, 300) });
    const history = await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${v.vendorId}/documents?status=REPLACED`, { token: provider.accessToken });
    expect(history.body.data.map((d) => d.id)).toEqual([first.document.id]);

    expect((await t.http('DELETE', `/v1/vendor-documents/${renewed.document.id}`, { token: v.session.accessToken })).status).toBe(204);
    const back = await compliance(v.session, v.vendorId);
    expect(back.state).toBe('EXPIRING');
    expect(back.certificates.map((d) => d.id).sort()).toEqual([first.document.id, auto.document.id].sort());
    await expectRuleAgrees(v.vendorId, today);

    // Correcting the expiry date recomputes at once.
    const fixed = await t.http<TVendorDocumentResult>('PATCH', `/v1/vendor-documents/${first.document.id}`, {
      token: v.session.accessToken,
      body: { expiresOn: addDays(today, 90) },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.compliance).toEqual({ state: 'COMPLIANT', expiresOn: addDays(today, 90) });
  });

  it('refuses bad input naming the field', async () => {
    const v = await vendorWithAdmin();
    const key = await upload(v.session, 'vendor_certificate_of_insurance');
    const send = (body: unknown) => t.http<TErrorBody>('POST', `/v1/vendors/${v.vendorId}/documents`, { token: v.session.accessToken, body });
    const fields = async (body: unknown) => {
      const res = await send(body);
      return { status: res.status, fields: Object.keys(res.body.fieldErrors ?? {}) };
    };
    expect(await fields(coi(key, addDays(today, 100), { effectiveOn: addDays(today, 101) }))).toEqual({ status: 400, fields: ['expiresOn'] });
    expect(await fields(coi(key, addDays(today, 100), { coverageType: 'FLOOD' }))).toEqual({ status: 400, fields: ['coverageType'] });
    expect(await fields(coi(key, addDays(today, 100), { eachOccurrence: -5 }))).toEqual({ status: 400, fields: ['eachOccurrence'] });
    // An amount left out is refused, not read as $0.
    expect(await fields(coi(key, addDays(today, 100), { eachOccurrence: '', aggregate: null }))).toEqual({
      status: 400,
      fields: ['eachOccurrence', 'aggregate'],
    });
    expect(await fields(coi(key, '2026-02-30'))).toMatchObject({ status: 400, fields: expect.arrayContaining(['expiresOn']) });
    expect(await fields({ kind: 'W2', fileKey: key })).toEqual({ status: 400, fields: ['kind'] });
    // A certificate's file used as a W-9: uploaded for something else.
    expect(await fields({ kind: 'W9', fileKey: key })).toEqual({ status: 400, fields: ['fileKey'] });
    expect(await fields({ kind: 'W9', fileKey: 'not/a/key.pdf' })).toEqual({ status: 400, fields: ['fileKey'] });

    const w9 = await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    const patch = await t.http<TErrorBody>('PATCH', `/v1/vendor-documents/${w9.document.id}`, { token: v.session.accessToken, body: { insurer: 'Nope' } });
    expect({ status: patch.status, fields: Object.keys(patch.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['insurer'] });
    const cert = await addDocument(v.session, v.vendorId, coi(key, addDays(today, 100)));
    const before = await t.http<TErrorBody>('PATCH', `/v1/vendor-documents/${cert.document.id}`, {
      token: v.session.accessToken,
      body: { expiresOn: addDays(today, -400) },
    });
    expect({ status: before.status, fields: Object.keys(before.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['expiresOn'] });
  });
});

/** A vendor with its admin, onboarded for a new client (the client is a party of its row), with a W-9 on file. */
async function vendorOfNewClientWithW9() {
  const v = await vendorWithAdmin();
  const client = await build.buildClient();
  await systemDb(t.platform.database)
    .update(vendors)
    .set({ partyTenantIds: [client.tenantId] })
    .where(eq(vendors.id, v.vendorId));
  const doc = await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
  return { v, client, doc };
}

describe('who sees and manages documents', () => {
  it("vendor B neither sees nor adds vendor A's documents (404), nor downloads its files", async () => {
    const a = await vendorWithAdmin();
    const b = await vendorWithAdmin();
    const doc = await addDocument(a.session, a.vendorId, { kind: 'W9', fileKey: await upload(a.session) });
    const as = (method: string, path: string, body?: unknown) => t.http(method, path, { token: b.session.accessToken, body });
    expect((await as('GET', `/v1/vendors/${a.vendorId}/documents`)).status).toBe(404);
    expect((await as('GET', `/v1/vendors/${a.vendorId}/compliance`)).status).toBe(404);
    expect((await as('POST', `/v1/vendors/${a.vendorId}/documents`, { kind: 'W9', fileKey: await upload(b.session) })).status).toBe(404);
    expect((await as('PATCH', `/v1/vendor-documents/${doc.document.id}`, { fileKey: await upload(b.session) })).status).toBe(404);
    expect((await as('DELETE', `/v1/vendor-documents/${doc.document.id}`)).status).toBe(404);
    expect((await as('POST', '/v1/storage/create-download-url', { fileKey: doc.document.fileKey })).status).toBe(404);
    expect((await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${a.vendorId}/documents`, { token: a.session.accessToken })).body.total).toBe(1);
  });

  it('a branch manages its own documents only; its vendor manages the branch’s too', async () => {
    const parent = await vendorWithAdmin();
    const branch = await build.buildBranch(parent);
    const branchAdmin = await build.buildUser({ userType: 'vendor_branch', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] });
    const session = await branchAdmin.signIn();
    const own = await addDocument(session, branch.vendorId, { kind: 'W9', fileKey: await upload(session) });
    expect(own.document.vendorId).toBe(branch.vendorId);
    const parentDoc = await addDocument(parent.session, parent.vendorId, { kind: 'W9', fileKey: await upload(parent.session) });
    expect((await t.http('GET', `/v1/vendors/${parent.vendorId}/documents`, { token: session.accessToken })).status).toBe(404);
    expect(
      (await t.http('POST', `/v1/vendors/${parent.vendorId}/documents`, { token: session.accessToken, body: { kind: 'W9', fileKey: await upload(session) } }))
        .status,
    ).toBe(404);
    expect((await t.http('DELETE', `/v1/vendor-documents/${parentDoc.document.id}`, { token: session.accessToken })).status).toBe(404);
    // The parent sees and manages its branch's documents.
    const listed = await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${branch.vendorId}/documents`, { token: parent.session.accessToken });
    expect(listed.body.data.map((d) => d.id)).toEqual([own.document.id]);
    await addDocument(parent.session, branch.vendorId, coi(await upload(parent.session, 'vendor_certificate_of_insurance'), addDays(today, 200)));
    expect((await compliance(session, branch.vendorId)).state).toBe('COMPLIANT');
  });

  it('a client reads the documents of a vendor onboarded for it but changes nothing; people without the right are refused', async () => {
    const { v, client, doc } = await vendorOfNewClientWithW9();
    const clientAdmin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    expect((await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${v.vendorId}/documents`, { token: clientAdmin.accessToken })).body.total).toBe(1);
    expect((await compliance(clientAdmin, v.vendorId)).canManage).toBe(false);
    // Its file comes as a short-lived link with the document (the stored file belongs to the vendor's tenant).
    const listed = await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${v.vendorId}/documents`, { token: clientAdmin.accessToken });
    const fileUrl = listed.body.data[0].fileUrl as string;
    expect((await fetch(fileUrl.startsWith('http') ? fileUrl : t.baseUrl + fileUrl)).status).toBe(200);
    expect((await t.http('DELETE', `/v1/vendor-documents/${doc.document.id}`, { token: clientAdmin.accessToken })).status).toBe(403);
    // An estimator of the vendor reads, but may not add.
    const estimator = await (await build.buildUser({ userType: 'vendor', tenantId: v.tenantId, roleNames: ['Vendor Estimator'] })).signIn();
    expect((await t.http('GET', `/v1/vendors/${v.vendorId}/documents`, { token: estimator.accessToken })).status).toBe(200);
    expect(
      (await t.http('POST', `/v1/vendors/${v.vendorId}/documents`, { token: estimator.accessToken, body: { kind: 'W9', fileKey: await upload(estimator) } }))
        .status,
    ).toBe(403);
  });

  // Issue 16 finding 3 (docs/security.md): the documents are guarded by the rule that guards the vendor.
  it('a client member without the vendor right reads neither the vendor nor its W-9, nor gets a link to the file', async () => {
    const { v, client, doc } = await vendorOfNewClientWithW9();
    const viewer = await build.buildUser({ userType: 'client', tenantId: client.tenantId });
    await build.grantRole({ userId: viewer.id, tenantId: client.tenantId, roleType: 'client', grants: [['property_management', 'View']] });
    const session = await viewer.signIn();
    const as = (method: 'GET' | 'POST', path: string, body?: unknown) => t.http(method, path, { token: session.accessToken, body });
    expect((await as('GET', `/v1/vendors/${v.vendorId}`)).status).toBe(403);
    expect((await as('GET', `/v1/vendors/${v.vendorId}/documents`)).status).toBe(403);
    expect((await as('GET', `/v1/vendors/${v.vendorId}/compliance`)).status).toBe(403);
    expect((await as('POST', '/v1/storage/create-download-url', { fileKey: doc.document.fileKey })).status).toBe(404);
  });
});

describe('coverage requirements', () => {
  it('the provider sets a client’s minimums over its default; a vendor below them is flagged', async () => {
    const v = await vendorWithAdmin();
    const client = await build.buildClient();
    await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    await addDocument(
      v.session,
      v.vendorId,
      coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, 200), { eachOccurrence: 500_000, aggregate: 1_000_000 }),
    );

    const put = await t.http<TCoverageRequirements>('PUT', '/v1/coverage-requirements', {
      token: provider.accessToken,
      body: {
        clientId: client.clientId,
        requirements: [
          { coverageType: 'GENERAL_LIABILITY', minEachOccurrence: 1_000_000, minAggregate: 1_000_000 },
          { coverageType: 'UMBRELLA', minEachOccurrence: 0, minAggregate: 0 },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ clientId: client.clientId, canEdit: true });
    expect(put.body.own.map((r) => r.coverageType)).toEqual(['GENERAL_LIABILITY', 'UMBRELLA']);

    const gaps = await compliance(provider, v.vendorId, `?clientId=${client.clientId}`);
    expect(gaps.belowRequirements).toBe(true);
    expect(gaps.gaps).toEqual([
      {
        coverageType: 'GENERAL_LIABILITY',
        required: { eachOccurrence: 1_000_000, aggregate: 1_000_000 },
        actual: { eachOccurrence: 500_000, aggregate: 1_000_000, expiresOn: addDays(today, 200) },
        reasons: ['EACH_OCCURRENCE_BELOW'],
      },
      { coverageType: 'UMBRELLA', required: { eachOccurrence: 0, aggregate: 0 }, actual: null, reasons: ['NO_CERTIFICATE'] },
    ]);
    expect(gaps.state).toBe('COMPLIANT');

    const dup = await t.http<TErrorBody>('PUT', '/v1/coverage-requirements', {
      token: provider.accessToken,
      body: {
        clientId: null,
        requirements: [
          { coverageType: 'UMBRELLA', minEachOccurrence: 1, minAggregate: 1 },
          { coverageType: 'UMBRELLA', minEachOccurrence: 2, minAggregate: 2 },
        ],
      },
    });
    expect({ status: dup.status, fields: Object.keys(dup.body.fieldErrors ?? {}) }).toEqual({ status: 400, fields: ['requirements'] });
    // Only the provider sets them; a client reads its own, never another's.
    expect((await t.http('PUT', '/v1/coverage-requirements', { token: v.session.accessToken, body: { clientId: null, requirements: [] } })).status).toBe(403);
    const stranger = await (
      await build.buildUser({ userType: 'client', tenantId: (await build.buildClient()).tenantId, roleNames: ['Client Admin'] })
    ).signIn();
    expect((await t.http('GET', `/v1/coverage-requirements?clientId=${client.clientId}`, { token: stranger.accessToken })).status).toBe(404);
    const member = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const mine = await t.http<TCoverageRequirements>('GET', `/v1/coverage-requirements?clientId=${client.clientId}`, { token: member.accessToken });
    expect(mine.body).toMatchObject({ clientId: client.clientId, canEdit: false });
  });
});

describe('the daily compliance job', () => {
  it('warns 30 days and 7 days before expiry exactly once each, then marks the certificate expired; a new one restores compliance', async () => {
    const v = await vendorWithAdmin();
    // A second Primary contact gets the warnings too; an inactive one does not.
    const second = await build.buildUser({ userType: 'vendor', tenantId: v.tenantId, roleNames: ['Vendor Estimator'] });
    const gone = await build.buildUser({ userType: 'vendor', tenantId: v.tenantId, roleNames: [] });
    await systemDb(t.platform.database).update(users).set({ status: 'INACTIVE' }).where(eq(users.id, gone.id));
    await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    const expiry = addDays(today, 29);
    const cert = await addDocument(
      v.session,
      v.vendorId,
      coi(await upload(v.session, 'vendor_certificate_of_insurance'), expiry, { insurer: 'Granite Mutual' }),
    );
    expect(cert.compliance.state).toBe('EXPIRING');

    const first = await job(today);
    expect(first.queries).toBeGreaterThanOrEqual(1);
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    expect(mailsTo(second.email)).toHaveLength(1);
    const mail = mailsTo(v.admin.email)[0].text;
    expect(mail).toContain('Granite Mutual');
    expect(mail).toContain(expiry);
    expect(mail).toContain(`/vendor/${v.vendorId}/compliance`);
    await job(today);
    await job(addDays(today, 5));
    expect(mailsTo(v.admin.email)).toHaveLength(1);

    // Across the 7-day boundary: 8 days before, nothing; 7 days before, the second warning, once.
    await job(addDays(expiry, -8));
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    await job(addDays(expiry, -7));
    expect(mailsTo(v.admin.email)).toHaveLength(2);
    expect(mailsTo(v.admin.email)[1].text).toContain('7 days');
    await job(addDays(expiry, -3));
    expect(mailsTo(v.admin.email)).toHaveLength(2);
    expect(mailsTo(gone.email)).toHaveLength(0);

    // The expiry day is still covered; the day after, the certificate is marked and the vendor expired.
    await job(expiry);
    expect((await compliance(v.session, v.vendorId)).state).toBe('EXPIRING');
    const after = await job(addDays(expiry, 1));
    expect(after.expired).toBeGreaterThanOrEqual(1);
    const state = await compliance(v.session, v.vendorId);
    expect(state.state).toBe('EXPIRED');
    expect(state.certificates[0]).toMatchObject({ id: cert.document.id, status: 'EXPIRED' });
    await expectRuleAgrees(v.vendorId, addDays(expiry, 1));

    const renewed = await addDocument(v.session, v.vendorId, coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, 400)));
    expect(renewed.compliance).toEqual({ state: 'COMPLIANT', expiresOn: addDays(today, 400) });
  });

  it('warns a certificate first seen within 7 days only once, and works in batches of one statement each', async () => {
    const v = await vendorWithAdmin();
    await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    await addDocument(v.session, v.vendorId, coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, 5)));
    const others = await Promise.all([1, 2, 3, 4].map(() => vendorWithAdmin()));
    for (const o of others) {
      await addDocument(o.session, o.vendorId, { kind: 'W9', fileKey: await upload(o.session) });
      await addDocument(o.session, o.vendorId, coi(await upload(o.session, 'vendor_certificate_of_insurance'), addDays(today, 2)));
    }
    const run = await job(addDays(today, 3));
    // Batches of 3 over at least these 5 vendors: one statement per batch, never per vendor.
    expect(run.batches).toBeGreaterThanOrEqual(2);
    expect(run.queries).toBeLessThanOrEqual(run.batches + 1);
    expect(run.queries).toBeLessThan(run.vendors);
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    expect(mailsTo(v.admin.email)[0].text).toContain('7 days');
    for (const o of others) {
      // Already past expiry on the day of the run: marked, not warned.
      expect(mailsTo(o.admin.email)).toHaveLength(0);
      expect(await expectRuleAgrees(o.vendorId, addDays(today, 3))).toBe('EXPIRED');
    }
  });
});

describe('compliance reminders (rows: subject, threshold, due date, sent at)', () => {
  /** The certificate as its vendor's documents list shows it. */
  async function certificate(session: TSession, vendorId: string, id: string) {
    const res = await t.http<TVendorDocumentPage>('GET', `/v1/vendors/${vendorId}/documents?kind=COI`, { token: session.accessToken });
    expect(res.status).toBe(200);
    const row = res.body.data.find((d) => d.id === id);
    expect(row).toBeDefined();
    return row!;
  }

  async function expiringVendor(inDays: number) {
    const v = await vendorWithAdmin();
    await addDocument(v.session, v.vendorId, { kind: 'W9', fileKey: await upload(v.session) });
    const cert = await addDocument(v.session, v.vendorId, coi(await upload(v.session, 'vendor_certificate_of_insurance'), addDays(today, inDays)));
    return { ...v, certId: cert.document.id };
  }

  it('sends a reminder once per threshold, recorded as sent at the injected clock’s time; a corrected expiry is reminded afresh', async () => {
    const v = await expiringVendor(20);
    await job(today, '06:30:00');
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    expect(await certificate(v.session, v.vendorId, v.certId)).toMatchObject({ warned30At: `${today}T06:30:00.000Z`, warned7At: null });
    // Later the same day and the next: the 30-day reminder stands, nothing is sent again.
    await job(today, '18:00:00');
    await job(addDays(today, 1));
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    expect((await certificate(v.session, v.vendorId, v.certId)).warned30At).toBe(`${today}T06:30:00.000Z`);
    // The 7-day threshold is its own row, at its own run's time.
    await job(addDays(today, 14), '07:00:00');
    expect(mailsTo(v.admin.email)).toHaveLength(2);
    expect(await certificate(v.session, v.vendorId, v.certId)).toMatchObject({
      warned30At: `${today}T06:30:00.000Z`,
      warned7At: `${addDays(today, 14)}T07:00:00.000Z`,
    });

    // A corrected expiry is a new due date: its reminders start over.
    const patched = await t.http('PATCH', `/v1/vendor-documents/${v.certId}`, { token: v.session.accessToken, body: { expiresOn: addDays(today, 25) } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(await certificate(v.session, v.vendorId, v.certId)).toMatchObject({ warned30At: null, warned7At: null });
    await job(addDays(today, 1));
    expect(mailsTo(v.admin.email)).toHaveLength(3);
    expect(mailsTo(v.admin.email)[2].text).toContain(addDays(today, 25));
  });

  it('a retried run sends nothing twice, run after run or two at once; a mail that failed is sent by the next run', async () => {
    const v = await expiringVendor(10);
    const failing: TMailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    const failed = await runComplianceJob(systemDb(t.platform.database), runDeps(failing), { clock: clockAt(today) });
    expect(failed.mailsFailed).toBeGreaterThanOrEqual(1);
    expect(mailsTo(v.admin.email)).toHaveLength(0);
    // The claim was given back: nothing says it was sent.
    expect((await certificate(v.session, v.vendorId, v.certId)).warned30At).toBeNull();

    // The retry, twice at once: one of them claims the reminder, the other finds it taken.
    const runs = await Promise.all([job(today, '06:00:00'), job(today, '06:00:01')]);
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    expect(runs.reduce((n, r) => n + r.mailsSent, 0)).toBeGreaterThanOrEqual(1);
    await job(today, '07:00:00');
    expect(mailsTo(v.admin.email)).toHaveLength(1);
    expect((await certificate(v.session, v.vendorId, v.certId)).warned30At).toMatch(new RegExp(`^${today}T06:00:0[01]\\.000Z$`));
  });
});

describe('demo compliance', () => {
  // Last: it gives documents to every vendor that has none, the other tests' included.
  it('gives the demo vendors every state, agreeing with the rule, once', async () => {
    const db = systemDb(t.platform.database);
    // The demo world was seeded with its documents already: start the seed over from none.
    await db.delete(vendorDocuments);
    const seeded = await seedDemoCompliance(db, today);
    expect(seeded).toBeGreaterThanOrEqual(4);
    expect(await seedDemoCompliance(db, today)).toBe(0);
    const states = await db.select({ id: vendors.id, state: vendors.complianceState }).from(vendors);
    for (const v of states) await expectRuleAgrees(v.id, today);
    const requirements = await t.http<TCoverageRequirements>('GET', '/v1/coverage-requirements', { token: provider.accessToken });
    expect(requirements.body.effective.map((r) => r.coverageType)).toEqual(['GENERAL_LIABILITY', 'AUTO_LIABILITY']);
  });
});
