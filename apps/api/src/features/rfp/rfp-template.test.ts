import { Document, Packer, Paragraph } from 'docx';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBackgroundJob, TRfp, TRfpLine, TTemplateGenerationTask } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { settledJob } from '../../../test/background-jobs.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { uploadFile } from '../../../test/uploads.js';

/*
 * RFP documents from an uploaded `rfp_template` DOCX (issue 18 item 7, docs/rfp.md "Documents
 * from a template"): one per invited vendor or per property, made by the rfp_template_generation
 * job that SOW documents use too, listed with the caller's template-generation tasks and jobs.
 */

type TErr = { message: string; fieldErrors?: Record<string, string[]> };

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

/** A template as people write it in Word: one paragraph per placeholder line, the lines as a paragraph loop. */
const templateDocx = (extra: string[] = []) =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            'RFP {rfp_number}: {rfp_title}',
            'Client: {client_name}',
            'Vendor: {vendor_name}',
            'Property: {property_name} [{property_code}] {property_address}',
            'Questions due: {questions_due}',
            'Bids due: {bids_due} ({time_zone})',
            'Service starts {service_start} for {term_months} months',
            '{#lines}',
            'Line: {line_property} [{line_code}] {line_address} – {line_service} ({line_scope})',
            '{/lines}',
            '{#scopes}Scope {scope_name}: {scope_text}{/scopes}',
            '{line_count} lines, generated {generated_date}',
            ...extra,
          ].map((text) => new Paragraph(text)),
        },
      ],
    }),
  );

const textOfDocx = (bytes: Buffer) =>
  (new PizZip(bytes).file('word/document.xml')?.asText() ?? '')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

async function uploadTemplate(session: TSession, content: Buffer, category: 'rfp_template' | 'rfp_attachment' = 'rfp_template') {
  const uploaded = await uploadFile(t, session.accessToken, { category, fileName: 'RFP template.docx', content });
  if (uploaded.refused) throw new Error(`upload refused: ${JSON.stringify(uploaded.refused.body)}`);
  return uploaded.fileKey;
}

const generate = (session: TSession, rfpId: string, body: unknown) =>
  t.http<TBackgroundJob & TErr>('POST', `/v1/rfp/${rfpId}/template-documents`, { token: session.accessToken, body });

const tasksOf = async (session: TSession) =>
  (await t.http<{ data: TTemplateGenerationTask[]; total: number }>('GET', '/v1/template-generation-tasks?limit=50', { token: session.accessToken })).body;

/** The finished job's ZIP as the job panel's Download fetches it: each DOCX's text by entry name. */
async function documentsOf(session: TSession, jobId: string): Promise<Map<string, string>> {
  const res = await fetch(`${t.baseUrl}/v1/background-jobs/${jobId}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const zip = new PizZip(Buffer.from(await res.arrayBuffer()));
  const names = Object.keys(zip.files).sort();
  return new Map(names.map((name) => [name, textOfDocx(zip.file(name)?.asNodeBuffer() ?? Buffer.alloc(0))]));
}

const addressOf = (l: TRfpLine) => [l.addressLine1, l.cityName, [l.stateCode, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A published RFP due 03/15/2027 5:00 PM in Chicago (daylight time), questions until 03/01 9:00 AM (standard time), sent to two vendors. */
async function publishedToTwo() {
  const a = await rfps.buildBidder();
  const b = await rfps.buildBidder();
  const w = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId], {
    title: 'Mowing 2027 documents',
    timeZone: 'America/Chicago',
    questionsDueAt: '2027-03-01T15:00:00.000Z',
    bidsDueAt: '2027-03-15T22:00:00.000Z',
  });
  return { ...w, a, b };
}

describe('RFP documents from a template', () => {
  it('fills one DOCX per invited vendor with the RFP, its dates in its time zone, every line and the scope, as a task with progress', async () => {
    const w = await publishedToTwo();
    const before = (await tasksOf(w.admin)).total;
    const started = await generate(w.admin, w.rfp.id, { templateFileId: await uploadTemplate(w.admin, await templateDocx()), per: 'vendor' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({
      type: 'rfp_template_generation',
      status: 'pending',
      title: `RFP documents: ${w.rfp.number} Mowing 2027 documents (2 vendors)`,
    });

    const listed = await tasksOf(w.admin);
    expect(listed.total).toBe(before + 1);
    expect(listed.data[0]).toMatchObject({ id: started.body.id, type: 'rfp_template_generation', documentCount: 2 });
    const job = await settledJob(t, w.admin, started.body.id);
    expect(job, JSON.stringify(job)).toMatchObject({ status: 'success', progress: 100 });
    const task = (await t.http<TTemplateGenerationTask>('GET', `/v1/template-generation-tasks/${started.body.id}`, { token: w.admin.accessToken })).body;
    expect(task).toMatchObject({ status: 'success', progress: 100, documentCount: 2 });
    expect(task.resultFileName).toMatch(new RegExp(`^${w.rfp.number.replace('-', '_')}_vendor_documents_\\d{4}-\\d{2}-\\d{2}\\.zip$`));

    const docs = await documentsOf(w.admin, started.body.id);
    expect(docs.size).toBe(2);
    const texts = [...docs.values()];
    for (const vendor of [w.a, w.b]) {
      const text = texts.find((x) => x.includes(`Vendor: ${vendor.name}`));
      expect(text, `a document for ${vendor.name}`).toBeDefined();
      expect(text).toContain(`RFP ${w.rfp.number}: Mowing 2027 documents`);
      expect(text).toContain(`Client: ${w.client.name}`);
      expect(text).toContain('Questions due: 03/01/2027, 9:00 AM CST');
      expect(text).toContain('Bids due: 03/15/2027, 5:00 PM CDT (America/Chicago)');
      expect(text).toContain(`Service starts ${rfps.startOn.slice(5, 7)}/${rfps.startOn.slice(8, 10)}/${rfps.startOn.slice(0, 4)} for 24 months`);
      for (const line of w.lines) {
        expect(text).toContain(`Line: ${line.propertyName} [${line.propertyCode}] ${addressOf(line)} – ${line.serviceName} (Mowing standard)`);
      }
      // Two lines under one scope: its text once.
      expect(text?.split('Scope Mowing standard: Mow weekly from April to October.').length).toBe(2);
      expect(text).toContain('2 lines, generated');
      expect(text).not.toMatch(/\{[a-z_#/]+\}/);
    }
    expect([...docs.keys()].every((name) => /^000[12]_.+\.docx$/.test(name))).toBe(true);
  });

  it('fills one DOCX per property with only that property’s lines; the provider may start it too', async () => {
    const w = await publishedToTwo();
    const started = await generate(provider, w.rfp.id, { templateFileId: await uploadTemplate(provider, await templateDocx()), per: 'property' });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.title).toContain('(2 properties)');
    expect(await settledJob(t, provider, started.body.id)).toMatchObject({ status: 'success' });
    const docs = await documentsOf(provider, started.body.id);
    expect(docs.size).toBe(2);
    for (const line of w.lines) {
      const [name, text] = [...docs.entries()].find(([, x]) => x.includes(`Property: ${line.propertyName} [${line.propertyCode}] ${addressOf(line)}`)) ?? [];
      expect(name, `a document for ${line.propertyName}`).toMatch(new RegExp(`^000[12]_${line.propertyCode.replace(/[^A-Za-z0-9]+/g, '_')}_`));
      expect(text).toContain(`Line: ${line.propertyName} [${line.propertyCode}]`);
      const other = w.lines.find((l) => l.id !== line.id) as TRfpLine;
      expect(text).not.toContain(`Line: ${other.propertyName}`);
      expect(text).toContain('Vendor: \n');
      expect(text).toContain('1 lines, generated');
    }
  });

  it('answers a replayed or doubled start with the same job while it is pending; another choice is another job', async () => {
    const w = await publishedToTwo();
    const body = { templateFileId: await uploadTemplate(w.admin, await templateDocx()), per: 'vendor' };
    const before = (await tasksOf(w.admin)).total;
    const [first, second] = await Promise.all([generate(w.admin, w.rfp.id, body), generate(w.admin, w.rfp.id, body)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.id).toBe(first.body.id);
    const replay = await generate(w.admin, w.rfp.id, body);
    const perProperty = await generate(w.admin, w.rfp.id, { ...body, per: 'property' });
    const pending = (await tasksOf(w.admin)).data.filter((task) => task.id === first.body.id);
    // The replay is the same job unless the first one already finished (then a new one is right).
    if (pending[0].status === 'pending') expect(replay.body.id).toBe(first.body.id);
    expect(perProperty.body.id).not.toBe(first.body.id);
    expect((await tasksOf(w.admin)).total).toBe(before + (replay.body.id === first.body.id ? 2 : 3));
    for (const id of new Set([first.body.id, replay.body.id, perProperty.body.id]))
      expect(await settledJob(t, w.admin, id)).toMatchObject({ status: 'success' });
  });

  it('refuses vendors, other clients, unknown placeholders, another kind of file and an RFP with nothing to make; no job starts', async () => {
    const w = await publishedToTwo();
    const uninvited = await rfps.buildBidder();
    const otherClient = await rfps.buildDraftRfp();
    const key = await uploadTemplate(w.admin, await templateDocx());
    const before = (await tasksOf(w.admin)).total;

    // The RFP's abilities say who gets the button: the buyer, never the vendor.
    const abilitiesOf = async (session: TSession) => (await rfps.ok<TRfp>(session, 'GET', `/v1/rfp/${w.rfp.id}`)).abilities.makeDocuments;
    expect([await abilitiesOf(w.admin), await abilitiesOf(provider), await abilitiesOf(w.a.admin)]).toEqual([true, true, false]);
    const invitedVendor = await generate(w.a.admin, w.rfp.id, { templateFileId: key, per: 'vendor' });
    expect(invitedVendor.status).toBe(403);
    expect((await generate(uninvited.admin, w.rfp.id, { templateFileId: key, per: 'vendor' })).status).toBe(404);
    expect((await generate(otherClient.admin, w.rfp.id, { templateFileId: key, per: 'vendor' })).status).toBe(404);

    const unknown = await generate(w.admin, w.rfp.id, {
      templateFileId: await uploadTemplate(w.admin, await templateDocx(['Call {vendor_phone}', '{#lines}{scope_text}{/lines}'])),
      per: 'vendor',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('{vendor_phone}');
    expect(unknown.body.message).toContain('{lines.scope_text}');
    expect(unknown.body.fieldErrors?.templateFileId?.[0]).toContain('{vendor_phone}');

    const attachment = await generate(w.admin, w.rfp.id, {
      templateFileId: await uploadTemplate(w.admin, await templateDocx(), 'rfp_attachment'),
      per: 'vendor',
    });
    expect(attachment.status).toBe(400);
    expect(attachment.body.fieldErrors?.templateFileId).toBeDefined();
    // Another person's upload is not this buyer's to use.
    expect((await generate(w.admin, w.rfp.id, { templateFileId: await uploadTemplate(provider, await templateDocx()), per: 'vendor' })).status).toBe(404);

    const bad = await generate(w.admin, w.rfp.id, { templateFileId: 'not-a-key', per: 'lot' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(['per', 'templateFileId']);

    const noVendors = await generate(otherClient.admin, otherClient.rfp.id, {
      templateFileId: await uploadTemplate(otherClient.admin, await templateDocx()),
      per: 'vendor',
    });
    expect(noVendors.status).toBe(400);
    expect(noVendors.body.fieldErrors?.per?.[0]).toContain('No vendor is invited');

    expect((await tasksOf(w.admin)).total).toBe(before);
  });
});
