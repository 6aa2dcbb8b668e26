import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDownloadUrl, TRfpAddendum, TRfpAttachment } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { uploadFile } from '../../../test/uploads.js';

/*
 * An RFP's documents (issue 18 item 1, docs/rfp.md "Documents"): the buyer adds and removes them
 * while drafting; publishing shares them with the invited vendors, who download them; after
 * publishing only an addendum adds one. An uninvited vendor and another client find nothing.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SITE_PLAN = Buffer.from('%PDF-1.4\n% site plan\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

const upload = async (session: TSession, category: 'rfp_attachment' | 'rfp_property_attachment', fileName: string, content = PDF) => {
  const uploaded = await uploadFile(t, session.accessToken, { category, fileName, content });
  if (uploaded.refused) throw new Error(`upload refused: ${JSON.stringify(uploaded.refused.body)}`);
  return uploaded.fileKey;
};

/** The bytes behind a document's download link, as the caller's browser would fetch them. */
const downloaded = async (session: TSession, rfpId: string, id: string) => {
  const link = await rfps.ok<TDownloadUrl>(session, 'GET', `/v1/rfp/${rfpId}/attachments/${id}/download`);
  const res = await fetch(link.url.startsWith('http') ? link.url : t.baseUrl + link.url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('RFP documents', () => {
  it('are drafted by the buyer, shared with the invited vendors at publish, and closed to everyone else', async () => {
    const invited = await rfps.buildBidder();
    const uninvited = await rfps.buildBidder();
    const draft = await rfps.buildDraftRfp();
    const other = await rfps.buildDraftRfp();
    const path = `/v1/rfp/${draft.rfp.id}`;
    const line = draft.lines[0];

    const wide = await rfps.ok<TRfpAttachment>(draft.admin, 'POST', `${path}/attachments`, {
      fileKey: await upload(draft.admin, 'rfp_attachment', 'Instructions to bidders.pdf'),
      name: 'Instructions to bidders',
    });
    expect(wide).toMatchObject({
      category: 'rfp_attachment',
      lineId: null,
      name: 'Instructions to bidders',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const plan = await rfps.ok<TRfpAttachment>(draft.admin, 'POST', '/v1/rfp-property-attachments', {
      rfpId: draft.rfp.id,
      lineId: line.id,
      fileKey: await upload(draft.admin, 'rfp_property_attachment', 'site-plan.pdf', SITE_PLAN),
    });
    expect(plan).toMatchObject({
      category: 'rfp_property_attachment',
      lineId: line.id,
      propertyName: line.propertyName,
      name: 'site-plan.pdf',
      addendumNumber: null,
    });
    expect((await rfps.ok<TRfpAttachment[]>(draft.admin, 'GET', `${path}/attachments`)).map((d) => d.id)).toEqual([wide.id, plan.id]);
    expect((await rfps.ok<TRfpAttachment[]>(draft.admin, 'GET', `/v1/rfp-property-attachments?rfpId=${draft.rfp.id}`)).map((d) => d.id)).toEqual([plan.id]);
    expect(await rfps.ok<TRfpAttachment[]>(draft.admin, 'GET', `/v1/rfp-property-attachments?rfpId=${draft.rfp.id}&lineId=${draft.lines[1].id}`)).toEqual([]);
    // The provider drafting for the client reads them too.
    expect(await downloaded(provider, draft.rfp.id, plan.id)).toEqual(SITE_PLAN);
    // Before publishing a vendor, even one about to be invited, reads nothing.
    await rfps.ok(provider, 'POST', `${path}/invitations`, { vendorIds: [invited.vendorId] });
    expect((await rfps.call(invited.admin, 'GET', `${path}/attachments`)).status).toBe(404);

    await rfps.ok(draft.admin, 'POST', `${path}/publish`);
    const seen = await rfps.ok<TRfpAttachment[]>(invited.admin, 'GET', `${path}/attachments`);
    expect(seen.map((d) => d.name)).toEqual(['Instructions to bidders', 'site-plan.pdf']);
    expect(await downloaded(invited.admin, draft.rfp.id, wide.id)).toEqual(PDF);
    expect(await downloaded(invited.admin, draft.rfp.id, plan.id)).toEqual(SITE_PLAN);

    // An uninvited vendor and another client's admin: the RFP and its documents do not exist.
    for (const stranger of [uninvited.admin, other.admin]) {
      expect((await rfps.call(stranger, 'GET', `${path}/attachments`)).status).toBe(404);
      expect((await rfps.call(stranger, 'GET', `${path}/attachments/${wide.id}/download`)).status).toBe(404);
      expect((await rfps.call(stranger, 'GET', `/v1/rfp-property-attachments?rfpId=${draft.rfp.id}`)).status).toBe(404);
      expect((await rfps.call(stranger, 'DELETE', `/v1/rfp-property-attachments/${plan.id}`)).status).toBe(404);
    }
    // A document of another RFP is not found under this one.
    const elsewhere = await rfps.ok<TRfpAttachment>(other.admin, 'POST', `/v1/rfp/${other.rfp.id}/attachments`, {
      fileKey: await upload(other.admin, 'rfp_attachment', 'other.pdf'),
    });
    expect((await rfps.call(draft.admin, 'GET', `${path}/attachments/${elsewhere.id}/download`)).status).toBe(404);
    expect((await rfps.call(other.admin, 'GET', `${path}/attachments/${elsewhere.id}/download`)).status).toBe(404);

    // Published: the vendor may not remove it, and the buyer neither removes nor adds one without an addendum.
    expect((await rfps.call(invited.admin, 'DELETE', `${path}/attachments/${wide.id}`)).status).toBe(404);
    const refused = await rfps.call<{ message: string }>(draft.admin, 'DELETE', `${path}/attachments/${wide.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/addendum/);
    const late = await rfps.call(draft.admin, 'POST', `${path}/attachments`, { fileKey: await upload(draft.admin, 'rfp_attachment', 'late.pdf') });
    expect(late.status).toBe(409);
  });

  it('come with an addendum after publishing, which names them, and the vendors read them at once', async () => {
    const vendor = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [vendor.vendorId]);
    const path = `/v1/rfp/${open.rfp.id}`;
    const addendum = await rfps.ok<TRfpAddendum>(open.admin, 'POST', `${path}/addenda`, {
      summary: 'Adds the revised site plan for Lakeside Plaza and the insurance requirements.',
      documents: [
        { fileKey: await upload(open.admin, 'rfp_attachment', 'insurance.pdf'), name: 'Insurance requirements' },
        { fileKey: await upload(open.admin, 'rfp_property_attachment', 'plan-v2.pdf', SITE_PLAN), lineId: open.lines[0].id, name: 'Site plan, revised' },
      ],
    });
    expect(addendum.changes.documents).toEqual([
      { name: 'Insurance requirements', propertyName: null },
      { name: 'Site plan, revised', propertyName: open.lines[0].propertyName },
    ]);
    const seen = await rfps.ok<TRfpAttachment[]>(vendor.admin, 'GET', `${path}/attachments`);
    expect(seen.map((d) => [d.name, d.addendumNumber])).toEqual([
      ['Insurance requirements', 1],
      ['Site plan, revised', 1],
    ]);
    expect(await downloaded(vendor.admin, open.rfp.id, seen[1].id)).toEqual(SITE_PLAN);
    const vendorAddenda = await rfps.ok<TRfpAddendum[]>(vendor.admin, 'GET', `${path}/addenda`);
    expect(vendorAddenda[0].changes.documents?.map((d) => d.name)).toEqual(['Insurance requirements', 'Site plan, revised']);

    // A bad document refuses the whole addendum: nothing is numbered, nothing is shared.
    const bad = await rfps.call<{ fieldErrors: Record<string, string[]> }>(open.admin, 'POST', `${path}/addenda`, {
      summary: 'A plan for a line of another RFP',
      documents: [{ fileKey: await upload(open.admin, 'rfp_property_attachment', 'stray.pdf'), lineId: crypto.randomUUID() }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['lineId']);
    expect(await rfps.ok<TRfpAddendum[]>(open.admin, 'GET', `${path}/addenda`)).toHaveLength(1);
    expect(await rfps.ok<TRfpAttachment[]>(vendor.admin, 'GET', `${path}/attachments`)).toHaveLength(2);
  });

  it('refuse a file that is not the caller’s checked upload of the right kind, and save one upload once however often it is sent', async () => {
    const draft = await rfps.buildDraftRfp();
    const path = `/v1/rfp/${draft.rfp.id}`;
    const fieldsOf = async (body: unknown, url = `${path}/attachments`) => {
      const res = await rfps.call<{ fieldErrors: Record<string, string[]> }>(draft.admin, 'POST', url, body);
      expect(res.status).toBe(400);
      return Object.keys(res.body.fieldErrors);
    };
    // A line's file offered as RFP-wide, someone else's upload, a line of no RFP of this client.
    expect(await fieldsOf({ fileKey: await upload(draft.admin, 'rfp_property_attachment', 'a.pdf') })).toEqual(['fileKey']);
    expect(await fieldsOf({ fileKey: await upload(provider, 'rfp_attachment', 'b.pdf') })).toEqual(['fileKey']);
    expect(
      await fieldsOf(
        { rfpId: draft.rfp.id, lineId: crypto.randomUUID(), fileKey: await upload(draft.admin, 'rfp_property_attachment', 'c.pdf') },
        '/v1/rfp-property-attachments',
      ),
    ).toEqual(['lineId']);
    expect(await fieldsOf({ fileKey: 'not-a-key' })).toEqual(['fileKey']);

    // Eight saves of one upload at once (double clicks, retries) make one document.
    const fileKey = await upload(draft.admin, 'rfp_attachment', 'scope.pdf');
    const saves = await Promise.all(Array.from({ length: 8 }, () => rfps.call<TRfpAttachment>(draft.admin, 'POST', `${path}/attachments`, { fileKey })));
    expect(saves.map((s) => s.status)).toEqual(Array(8).fill(201));
    expect(new Set(saves.map((s) => s.body.id)).size).toBe(1);
    const listed = await rfps.ok<TRfpAttachment[]>(draft.admin, 'GET', `${path}/attachments`);
    expect(listed).toHaveLength(1);

    // While drafting, the buyer removes it; it is gone for good.
    expect((await rfps.call(draft.admin, 'DELETE', `${path}/attachments/${listed[0].id}`)).status).toBe(204);
    expect(await rfps.ok<TRfpAttachment[]>(draft.admin, 'GET', `${path}/attachments`)).toEqual([]);
    expect((await rfps.call(draft.admin, 'DELETE', `${path}/attachments/${listed[0].id}`)).status).toBe(404);
  });
});
