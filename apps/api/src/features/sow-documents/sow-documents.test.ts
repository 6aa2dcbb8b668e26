import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PizZip from 'pizzip';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBackgroundJob, TPresignedUpload, TSowDoc, TSowExtractResult, TSowTemplate, TTemplateGenerationTask } from '@procura/shared';
import { queryRows } from '../../platform/database.js';
// The product's configured pdfmake (its Roboto files): the app loads it only at its first document.
import { pdfmake } from '../../platform/documents/pdf.js';
import { systemDb } from '../../platform/system-db.js';
import { factories } from '../../../test/factories.js';
import { signInDemo, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { foreignSowDocumentRows, insertClientSow } from '../../../test/sow-document-fixtures.js';
import { zeroBomb } from '../../../test/zip-bomb.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TTestApp;
let provider: TSession;
let clientAdmin: TSession;
let vendorAdmin: TSession;

beforeAll(async () => {
  t = await startTestApp({ jobs: true });
  [provider, clientAdmin, vendorAdmin] = await signInDemo(t, 'providerAdmin', 'clientAdmin', 'vendorAdmin');
});
afterAll(() => t.close());

// ── Fixtures made in code ─────────────────────────────────────────────────────────────────

const docxOf = (paragraphs: Paragraph[]) => Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));

/** A SOW as people write it in Word: heading styles, bold and italic runs, a bulleted list. */
const sowDocx = () =>
  docxOf([
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('Snow removal at Northwind')] }),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Scope and tasks')] }),
    new Paragraph({
      children: [new TextRun('Plow every lot when '), new TextRun({ text: 'two inches', bold: true }), new TextRun({ text: ' have fallen.', italics: true })],
    }),
    new Paragraph({ text: 'Sidewalks before 7 am', bullet: { level: 0 } }),
    new Paragraph({ text: 'Salt the ramps & stairs', bullet: { level: 0 } }),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Exclusions')] }),
    new Paragraph('Roofs are not cleared.'),
  ]);

const pdfOf = (content: unknown[]) => pdfmake.createPdf({ content, defaultStyle: { font: 'Roboto' } }).getBuffer();

const textOfPdf = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
const textOfDocx = (bytes: Buffer) =>
  (new PizZip(bytes).file('word/document.xml')?.asText() ?? '')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

/** A ZIP whose entry climbs out of the folder it is unpacked into. */
function traversalDocx(): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', '<w:document/>');
  zip.file('../../evil.sh', '#!/bin/sh\n');
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

// ── Uploads through storage (presign → PUT → complete) ──────────────────────────────────────

async function upload(session: TSession, category: 'scope_of_work' | 'sow_template' | 'client_logo', fileName: string, contentType: string, bytes: Buffer) {
  const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
    token: session.accessToken,
    body: { category, fileName, contentType, size: bytes.length },
  });
  expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
  const res = await fetch(t.baseUrl + presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes });
  expect(res.status).toBe(204);
  const completed = await t.http('POST', '/v1/storage/complete-upload', { token: session.accessToken, body: { fileKey: presigned.body.fileKey } });
  return { key: presigned.body.fileKey, completed };
}

/** A file that got into storage without its checks (written before the rules, or by another path): the feature's own guard must hold. */
async function unchecked(userId: string, tenantId: string, category: string, fileName: string, bytes: Buffer): Promise<string> {
  const key = `${tenantId}/${category}/${crypto.randomUUID()}/${fileName}`;
  await t.platform.storage.store.publish(key, bytes, DOCX);
  await systemDb(t.platform.database).execute(sql`
    insert into stored_files (tenant_id, category, key, file_name, content_type, detected_type, size_bytes, status, created_by)
    values (${tenantId}, ${category}, ${key}, ${fileName}, ${DOCX}, ${DOCX}, ${bytes.length}, 'READY', ${userId})`);
  return key;
}

/** Northwind's logo, uploaded and checked like any logo, then set on the client (once). */
let logoSet: Promise<void> | undefined;
const northwindLogo = () =>
  (logoSet ??= (async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#1c5fb8' } })
      .png()
      .toBuffer();
    const { key } = await upload(clientAdmin, 'client_logo', 'logo.png', 'image/png', png);
    const db = systemDb(t.platform.database);
    await db.execute(sql`update stored_files set owner_table = 'clients', owner_id = ${t.world.clientA.clientId}, confirmed_at = now() where key = ${key}`);
    await db.execute(sql`update clients set logo_key = ${key} where id = ${t.world.clientA.clientId}`);
  })());

const extract = (session: TSession, fileKey: string) =>
  t.http<TSowExtractResult & { fieldErrors?: Record<string, string[]>; message?: string }>('POST', '/v1/scope-of-work/extract', {
    token: session.accessToken,
    body: { fileKey },
  });

async function fetchBytes(session: TSession, url: string) {
  const res = await fetch(t.baseUrl + url, { headers: { authorization: `Bearer ${session.accessToken}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const SCOPE: TSowDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Scope and tasks' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plow drives at a ' },
        { type: 'text', text: 'two-inch trigger', marks: [{ type: 'bold' }] },
        { type: 'text', text: ', always.', marks: [{ type: 'italic' }] },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Salt walkways' }] }] }] },
    { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Call the site lead' }] }] }] },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Exclusions' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Roof snow is not removed.' }] },
  ],
};

// ── Extraction ─────────────────────────────────────────────────────────────────────────────

describe('POST /v1/scope-of-work/extract', () => {
  it('reads a DOCX into editor JSON: heading styles become headings, bold and italic kept, bullets a list', async () => {
    const { key, completed } = await upload(clientAdmin, 'scope_of_work', 'Snow SOW.docx', DOCX, await sowDocx());
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const res = await extract(clientAdmin, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings).toEqual([]);
    const [title, scope, paragraph, list, exclusions, last] = res.body.content.content;
    expect(title).toMatchObject({ type: 'heading', attrs: { level: 1 }, content: [{ text: 'Snow removal at Northwind' }] });
    expect(scope).toMatchObject({ type: 'heading', attrs: { level: 2 }, content: [{ text: 'Scope and tasks' }] });
    expect(paragraph.content).toEqual([
      { type: 'text', text: 'Plow every lot when ' },
      { type: 'text', text: 'two inches', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' have fallen.', marks: [{ type: 'italic' }] },
    ]);
    expect(list.type).toBe('bulletList');
    expect(list.content?.map((item) => item.content?.[0].content?.[0].text)).toEqual(['Sidewalks before 7 am', 'Salt the ramps & stairs']);
    expect(exclusions).toMatchObject({ type: 'heading', content: [{ text: 'Exclusions' }] });
    expect(last).toMatchObject({ type: 'paragraph', content: [{ text: 'Roofs are not cleared.' }] });
  });

  it('reads a PDF: its lines as paragraphs and lists, the library section names as headings', async () => {
    const pdf = await pdfOf([
      'Scope and tasks',
      'Plow the lots at two inches of snow.',
      '- Salt every walkway',
      '- Clear the loading dock',
      'Exclusions',
      'Roofs.',
    ]);
    const { key } = await upload(provider, 'scope_of_work', 'scope.pdf', 'application/pdf', pdf);
    const res = await extract(provider, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pageCount).toBe(1);
    expect(res.body.warnings).toEqual([]);
    const nodes = res.body.content.content;
    expect(nodes[0]).toMatchObject({ type: 'heading', content: [{ text: 'Scope and tasks' }] });
    expect(nodes[1]).toMatchObject({ type: 'paragraph', content: [{ text: 'Plow the lots at two inches of snow.' }] });
    expect(nodes[2].type).toBe('bulletList');
    expect(nodes[2].content).toHaveLength(2);
    expect(nodes[3]).toMatchObject({ type: 'heading', content: [{ text: 'Exclusions' }] });
  });

  it('answers a scan (a PDF with no text) with a warning, not an error', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    const pdf = await pdfOf([{ image: `data:image/png;base64,${png.toString('base64')}`, width: 120 }]);
    const { key } = await upload(provider, 'scope_of_work', 'scan.pdf', 'application/pdf', pdf);
    const res = await extract(provider, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings.join()).toMatch(/no text layer/);
    expect(res.body.content).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('refuses a file that is neither PDF nor DOCX with a 400 naming fileKey', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const { key } = await upload(provider, 'scope_of_work', 'photo.png', 'image/png', png);
    const res = await extract(provider, key);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.fileKey?.[0]).toMatch(/not a PDF or Word/);
  });

  it("does not read another person's upload (404), a file of another category (400) or a DOCX bomb that slipped past storage (413)", async () => {
    const { key } = await upload(provider, 'scope_of_work', 'mine.docx', DOCX, await sowDocx());
    expect((await extract(clientAdmin, key)).status).toBe(404);
    const { key: templateKey } = await upload(clientAdmin, 'sow_template', 'template.docx', DOCX, await sowDocx());
    const wrong = await extract(clientAdmin, templateKey);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.fileKey).toBeDefined();
    const bomb = await unchecked(
      t.world.userIds.clientAdmin,
      t.world.clientA.tenantId,
      'scope_of_work',
      'bomb.docx',
      zeroBomb('word/document.xml', 200 * 1024 * 1024),
    );
    const refused = await extract(clientAdmin, bomb);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(/zip bombs|more than/);
  });
});

// ── Downloads ─────────────────────────────────────────────────────────────────────────────

describe('downloads', () => {
  let sowId: string;
  let harborviewSowId: string;
  let libraryId: string;

  beforeAll(async () => {
    await northwindLogo();
    const db = systemDb(t.platform.database);
    sowId = await insertClientSow(t, { client: t.world.clientA, name: 'Snow Removal', content: SCOPE, propertyIds: [] });
    harborviewSowId = await insertClientSow(t, { client: t.world.clientC, name: 'Harborview Snow', content: SCOPE, propertyIds: [] });
    const [service] = await queryRows<{ id: string }>(db, sql`select id from services order by name limit 1`);
    const [entry] = await queryRows<{ id: string }>(
      db,
      sql`insert into sow_library_entries (service_id, title, content, content_html, content_text)
        values (${service.id}, 'Library Snow Text', ${JSON.stringify(SCOPE)}::jsonb, '', 'Scope and tasks') returning id`,
    );
    libraryId = entry.id;
  });

  const today = () => new Date().toISOString().slice(0, 10);

  it("gives a client scope as DOCX: Word headings, bold and italic runs, lists, the client's logo in the header", async () => {
    const res = await fetchBytes(provider, `/v1/client-scope-of-work/${sowId}/download?format=docx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    expect(res.headers.get('content-disposition')).toContain(`filename="Snow_Removal_SOW_${today()}.docx"`);
    const zip = new PizZip(res.bytes);
    const xml = zip.file('word/document.xml')?.asText() ?? '';
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/><\/w:pPr><w:r><w:t xml:space="preserve">Scope and tasks<\/w:t>/);
    expect(xml).toMatch(/<w:b\/>[\s\S]*?two-inch trigger/);
    expect(xml).toMatch(/<w:i\/>[\s\S]*?, always\./);
    expect(xml).toContain('<w:numPr>');
    const text = textOfDocx(res.bytes);
    for (const line of ['Snow Removal', 'Northwind Residential', 'Salt walkways', 'Call the site lead', 'Roof snow is not removed.'])
      expect(text).toContain(line);
    expect(Object.keys(zip.files).some((name) => /^word\/header\d*\.xml$/.test(name))).toBe(true);
    expect(Object.keys(zip.files).some((name) => /^word\/media\/.+\.png$/.test(name))).toBe(true);
  });

  it('gives the same scope as PDF, its text readable and the logo drawn', async () => {
    const res = await fetchBytes(clientAdmin, `/v1/client-scope-of-work/${sowId}/download?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="Snow_Removal_SOW_${today()}.pdf"`);
    const text = await textOfPdf(res.bytes);
    for (const line of [
      'Snow Removal',
      'Scope and tasks',
      'Plow drives at a two-inch trigger, always.',
      '• Salt walkways',
      '1. Call the site lead',
      'Exclusions',
    ])
      expect(text).toContain(line);
    expect(res.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('gives a library text to the provider and a client, not to a vendor; another client’s scope is not found', async () => {
    const pdf = await fetchBytes(clientAdmin, `/v1/scope-of-work/library/${libraryId}/download?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`Library_Snow_Text_SOW_${today()}.pdf`);
    expect(await textOfPdf(pdf.bytes)).toContain('Library Snow Text');
    const docx = await fetchBytes(provider, `/v1/scope-of-work/library/${libraryId}/download?format=docx`);
    expect(docx.status).toBe(200);
    expect(textOfDocx(docx.bytes)).toContain('Roof snow is not removed.');
    expect((await fetchBytes(vendorAdmin, `/v1/scope-of-work/library/${libraryId}/download`)).status).toBe(403);
    expect((await fetchBytes(clientAdmin, `/v1/client-scope-of-work/${harborviewSowId}/download?format=pdf`)).status).toBe(404);
    expect((await fetchBytes(vendorAdmin, `/v1/client-scope-of-work/${sowId}/download?format=pdf`)).status).toBe(404);
    const bad = await t.http('GET', `/v1/client-scope-of-work/${sowId}/download?format=rtf`, { token: provider.accessToken });
    expect(bad.status).toBe(400);
  });
});

// ── Templates and generation ─────────────────────────────────────────────────────────────

const templateDocx = (lines: string[]) => docxOf(lines.map((line) => new Paragraph({ children: [new TextRun(line)] })));
const GOOD_TEMPLATE = [
  'Scope of work for {client_name} ({client_phone})',
  'Property: {property_name} [{property_code}]',
  'Address: {property_address}, {property_city}, {property_state} {property_zip}',
  'Size: {property_size}. Season {season_start} to {season_end}. Notes: {site_notes}',
  'Service: {service_category} / {service_name}: {sow_name}',
  '{#sections}',
  'Section: {heading}',
  '{body}',
  '{/sections}',
  'Contacts: {property_contacts}',
  'Generated {generated_date}',
];

type TError = { message: string; fieldErrors?: Record<string, string[]> };

async function createTemplate(session: TSession, name: string, lines: string[]) {
  const { key } = await upload(session, 'sow_template', `${name}.docx`, DOCX, await templateDocx(lines));
  return t.http<TSowTemplate & TError>('POST', '/v1/client-scope-of-work/sow-template', { token: session.accessToken, body: { name, fileKey: key } });
}

async function waitForTask(session: TSession, id: string): Promise<TTemplateGenerationTask> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.http<TTemplateGenerationTask>('GET', `/v1/template-generation-tasks/${id}`, { token: session.accessToken });
    expect(res.status).toBe(200);
    if (res.body.status !== 'pending') return res.body;
    if (Date.now() > deadline) throw new Error('generation did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('SOW templates', () => {
  it('keeps a template with its placeholders, lists it for its workspace only, and deletes it', async () => {
    const created = await createTemplate(clientAdmin, 'Northwind standard', GOOD_TEMPLATE);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.placeholders).toEqual(expect.arrayContaining(['client_name', 'property_name', 'sections', 'heading', 'body', 'property_contacts']));
    const list = await t.http<{ data: TSowTemplate[] }>('GET', '/v1/client-scope-of-work/sow-template', { token: clientAdmin.accessToken });
    expect(list.body.data.map((x) => x.id)).toContain(created.body.id);
    const providers = await createTemplate(provider, 'Provider standard', GOOD_TEMPLATE);
    expect(providers.status, JSON.stringify(providers.body)).toBe(201);
    const theirs = await t.http<{ data: TSowTemplate[] }>('GET', '/v1/client-scope-of-work/sow-template', { token: provider.accessToken });
    expect(theirs.body.data.map((x) => x.id)).toEqual([providers.body.id]);
    expect(list.body.data.map((x) => x.id)).not.toContain(providers.body.id);
    expect((await t.http('GET', '/v1/client-scope-of-work/sow-template', { token: vendorAdmin.accessToken })).status).toBe(403);
    expect((await t.http('DELETE', `/v1/client-scope-of-work/sow-template/${created.body.id}`, { token: provider.accessToken })).status).toBe(404);
    expect((await t.http('DELETE', `/v1/client-scope-of-work/sow-template/${created.body.id}`, { token: clientAdmin.accessToken })).status).toBe(204);
    expect((await t.http('DELETE', `/v1/client-scope-of-work/sow-template/${created.body.id}`, { token: clientAdmin.accessToken })).status).toBe(404);
    const { templateId } = await foreignSowDocumentRows(t);
    expect((await t.http('DELETE', `/v1/client-scope-of-work/sow-template/${templateId}`, { token: clientAdmin.accessToken })).status).toBe(404);
  });

  it('refuses a template with unknown placeholders, listing them', async () => {
    const res = await createTemplate(clientAdmin, 'Unknown', ['{client_name}', '{favourite_colour} and {budget}', '{heading}']);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('{favourite_colour}');
    expect(res.body.message).toContain('{budget}');
    // heading outside the sections loop is not a placeholder of its own.
    expect(res.body.message).toContain('{heading}');
    expect(res.body.fieldErrors?.fileKey).toBeDefined();
  });

  it('refuses a malformed template', async () => {
    const res = await createTemplate(clientAdmin, 'Malformed', ['{client_name', '{#sections}{heading}']);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The template could not be read: /);
  });

  it('refuses a zip bomb and a path-traversal DOCX, at upload and again when storage was bypassed', async () => {
    const bombBytes = zeroBomb('word/document.xml', 200 * 1024 * 1024);
    const bomb = await upload(clientAdmin, 'sow_template', 'bomb.docx', DOCX, bombBytes);
    expect(bomb.completed.status).toBeGreaterThanOrEqual(400);
    const viaUpload = await t.http<TError>('POST', '/v1/client-scope-of-work/sow-template', {
      token: clientAdmin.accessToken,
      body: { name: 'Bomb', fileKey: bomb.key },
    });
    expect(viaUpload.status).toBe(400);
    const userId = t.world.userIds.clientAdmin;
    const tenantId = t.world.clientA.tenantId;
    const bombKey = await unchecked(userId, tenantId, 'sow_template', 'bomb.docx', bombBytes);
    const bombed = await t.http<TError>('POST', '/v1/client-scope-of-work/sow-template', {
      token: clientAdmin.accessToken,
      body: { name: 'Bomb', fileKey: bombKey },
    });
    expect(bombed.status).toBe(413);
    expect(bombed.body.fieldErrors?.fileKey?.[0]).toMatch(/more than/);
    const traversalKey = await unchecked(userId, tenantId, 'sow_template', 'climb.docx', traversalDocx());
    const climbed = await t.http<TError>('POST', '/v1/client-scope-of-work/sow-template', {
      token: clientAdmin.accessToken,
      body: { name: 'Climb', fileKey: traversalKey },
    });
    expect(climbed.status).toBe(400);
    expect(climbed.body.message).toMatch(/climbs out of the archive/);
    const rows = await queryRows<{ n: number }>(
      systemDb(t.platform.database),
      sql`select count(*)::int as n from sow_templates where name in ('Bomb', 'Climb')`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('generation', () => {
  it('makes one DOCX per property (and a PDF each when asked) in a ZIP, tracked as a template-generation task', async () => {
    await northwindLogo();
    const f = factories(t);
    const streets = ['100 Main St', '200 Oak Ave', '300 Pine Rd'];
    const props = await Promise.all(
      streets.map((street, i) =>
        f.buildProperty(t.world.clientA, { name: `Gen Plaza ${i + 1}`, code: `GEN-${i + 1}`, addressLine1: street, cityName: 'Springfield', zip: `6270${i}` }),
      ),
    );
    const sowId = await insertClientSow(t, { client: t.world.clientA, name: 'Snow Removal', content: SCOPE, propertyIds: props.map((p) => p.id) });
    const template = await createTemplate(clientAdmin, 'Per property', GOOD_TEMPLATE);
    expect(template.status, JSON.stringify(template.body)).toBe(201);

    const outside = await t.http<TError>('POST', '/v1/client-scope-of-work/sow-template/generate', {
      token: clientAdmin.accessToken,
      body: { templateId: template.body.id, sowId, propertyIds: [props[0].id, t.world.propertyIds.clientA[0]] },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.fieldErrors?.propertyIds).toBeDefined();

    const started = await t.http<TBackgroundJob>('POST', '/v1/client-scope-of-work/sow-template/generate', {
      token: clientAdmin.accessToken,
      body: { templateId: template.body.id, sowId, includePdf: true },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.type).toBe('sow_template_generation');
    const task = await waitForTask(clientAdmin, started.body.id);
    expect(task, JSON.stringify(task)).toMatchObject({ status: 'success', progress: 100, documentCount: 3, type: 'sow_template_generation' });
    expect(task.resultFileName).toMatch(/^Snow_Removal_SOW_documents_\d{4}-\d{2}-\d{2}\.zip$/);
    const tasks = await t.http<{ data: TTemplateGenerationTask[]; total: number }>('GET', '/v1/template-generation-tasks?limit=5', {
      token: clientAdmin.accessToken,
    });
    expect(tasks.body.data[0].id).toBe(started.body.id);
    expect((await t.http('GET', `/v1/template-generation-tasks/${started.body.id}`, { token: provider.accessToken })).status).toBe(404);

    const zipFile = await fetchBytes(clientAdmin, `/v1/background-jobs/${started.body.id}/download`);
    expect(zipFile.status).toBe(200);
    expect(zipFile.headers.get('content-type')).toBe('application/zip');
    const zip = new PizZip(zipFile.bytes);
    const docxNames = Object.keys(zip.files)
      .filter((n) => n.endsWith('.docx'))
      .sort();
    const pdfNames = Object.keys(zip.files)
      .filter((n) => n.endsWith('.pdf'))
      .sort();
    expect(docxNames).toHaveLength(3);
    expect(pdfNames).toHaveLength(3);
    for (const [i, name] of docxNames.entries()) {
      const text = textOfDocx(zip.file(name)?.asNodeBuffer() ?? Buffer.alloc(0));
      expect(text).toContain(`Property: Gen Plaza ${i + 1} [GEN-${i + 1}]`);
      expect(text).toContain(`Address: ${streets[i]}, Springfield,  6270${i}`);
      expect(text).toContain('Scope of work for Northwind Residential');
      expect(text).toContain('Size: 2,500 sq ft. Season 11/15/2026 to 03/31/2027. Notes: Gate code 1234');
      expect(text).toContain('Section: Scope and tasks');
      expect(text).toContain('Section: Exclusions');
      expect(text).toContain('Roof snow is not removed.');
      expect(text).not.toMatch(/\{[a-z_#/]+\}/);
    }
    const pdf = zip.file(pdfNames[1])?.asNodeBuffer() ?? Buffer.alloc(0);
    const pdfText = await textOfPdf(pdf);
    expect(pdfText).toContain('Gen Plaza 2 (GEN-2)');
    expect(pdfText).toContain('200 Oak Ave');
    // Northwind's logo heads each property's PDF.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
