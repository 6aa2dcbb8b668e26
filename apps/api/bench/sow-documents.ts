import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PizZip from 'pizzip';
import type { TBackgroundJob, TPresignedUpload, TSowDoc, TSowTemplate, TTemplateGenerationTask } from '@procura/shared';
import { queryRows } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../test/harness.js';
import { insertClientSow } from '../test/sow-document-fixtures.js';

/*
 * Issue #10's figure: "generate SOW documents for 500 properties". A client admin uploads a
 * template with every placeholder and the sections loop, then asks for one document per
 * property of a 500-property scope through the API; the clock runs from the request to the
 * finished ZIP (the background job on its own worker, as in production), and the ZIP is opened
 * to check it holds what was asked. Once with DOCX only, once with a PDF beside each.
 */

export const SOW_PROPERTIES = 500;

const TEMPLATE_LINES = [
  'Scope of work for {client_name} ({client_phone})',
  'Property: {property_name} [{property_code}]',
  'Address: {property_address}, {property_city}, {property_state} {property_zip}',
  'Size: {property_size}. Season {season_start} to {season_end}. Notes: {site_notes}',
  'Service: {service_category} / {service_name}: {sow_name}',
  '{#sections}',
  '{heading}',
  '{body}',
  '{/sections}',
  'Contacts: {property_contacts}',
  'Generated {generated_date}',
];

/** A realistic scope: the library's eight sections, a few paragraphs and a list in each. */
function benchScope(): TSowDoc {
  const headings = [
    'Scope and tasks',
    'Frequency and schedule',
    'Season and service window',
    'Materials and equipment',
    'Exclusions',
    'Performance standards',
    'Safety and insurance requirements',
    'Reporting and communication',
  ];
  return {
    type: 'doc',
    content: headings.flatMap((heading) => [
      { type: 'heading' as const, attrs: { level: 2 }, content: [{ type: 'text' as const, text: heading }] },
      {
        type: 'paragraph' as const,
        content: [
          {
            type: 'text' as const,
            text: `${heading}: the contractor provides all labour, equipment and supervision needed, to the standard below, at every property listed.`,
          },
        ],
      },
      {
        type: 'bulletList' as const,
        content: ['Within four hours of the trigger', 'Walkways before 7 am', 'Logged with photos'].map((text) => ({
          type: 'listItem' as const,
          content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
        })),
      },
    ]),
  };
}

async function upload(t: TTestApp, session: TSession, fileName: string, bytes: Buffer): Promise<string> {
  const contentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const presigned = await t.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', {
    token: session.accessToken,
    body: { category: 'sow_template', fileName, contentType, size: bytes.length },
  });
  if (presigned.status !== 200) throw new Error(`presign answered ${presigned.status}`);
  await fetch(t.baseUrl + presigned.body.uploadUrl, { method: 'PUT', headers: presigned.body.headers, body: bytes });
  const completed = await t.http('POST', '/v1/storage/complete-upload', { token: session.accessToken, body: { fileKey: presigned.body.fileKey } });
  if (completed.status !== 200) throw new Error(`complete answered ${completed.status}: ${JSON.stringify(completed.body)}`);
  return presigned.body.fileKey;
}

export interface TSowGenerationRun {
  includePdf: boolean;
  documents: number;
  /** Request to finished ZIP, as the user waits for it. */
  totalMs: number;
  perDocumentMs: number;
  zipBytes: number;
}

export async function measureSowGeneration(): Promise<{ database: string; runs: TSowGenerationRun[] }> {
  const t = await startTestApp({ jobs: true, config: { RATE_LIMIT_PER_MINUTE: 1_000_000_000 } });
  try {
    const db = systemDb(t.platform.database);
    const { tenantId, clientId } = t.world.clientA;
    const properties = await queryRows<{ id: string }>(
      db,
      sql`insert into properties (tenant_id, client_id, name, code, address_line1, city_name, zip, size_value)
        select ${tenantId}::uuid, ${clientId}::uuid, 'Bench Plaza ' || lpad(i::text, 3, '0'), 'BP-' || i, i || ' Main St', 'Springfield', lpad((62700 + i)::text, 5, '0'), 1000 + i
        from generate_series(1, ${SOW_PROPERTIES}) as i
        returning id`,
    );
    const sowId = await insertClientSow(t, { client: t.world.clientA, name: 'Snow Removal', content: benchScope(), propertyIds: [] });
    await db.execute(sql`
      insert into client_sow_properties (tenant_id, sow_id, property_id, size_value, size_unit, site_notes, season_start, season_end)
      select ${tenantId}::uuid, ${sowId}::uuid, id, 2500, 'SQ_FT', 'Gate code 1234', '2026-11-15', '2027-03-31'
      from unnest(${sql.param(properties.map((p) => p.id))}::uuid[]) as id`);

    const session = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    const templateBytes = await Packer.toBuffer(
      new Document({ sections: [{ children: TEMPLATE_LINES.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }),
    );
    const fileKey = await upload(t, session, 'bench-template.docx', templateBytes);
    const template = await t.http<TSowTemplate>('POST', '/v1/client-scope-of-work/sow-template', {
      token: session.accessToken,
      body: { name: 'Bench template', fileKey },
    });
    if (template.status !== 201) throw new Error(`template answered ${template.status}: ${JSON.stringify(template.body)}`);

    const runs: TSowGenerationRun[] = [];
    for (const includePdf of [false, true]) {
      console.log(`  SOW documents: ${SOW_PROPERTIES} properties${includePdf ? ' with a PDF each' : ''}…`);
      const started = performance.now();
      const job = await t.http<TBackgroundJob>('POST', '/v1/client-scope-of-work/sow-template/generate', {
        token: session.accessToken,
        body: { templateId: template.body.id, sowId, includePdf },
      });
      if (job.status !== 202) throw new Error(`generate answered ${job.status}: ${JSON.stringify(job.body)}`);
      let task: TTemplateGenerationTask;
      for (;;) {
        task = (await t.http<TTemplateGenerationTask>('GET', `/v1/template-generation-tasks/${job.body.id}`, { token: session.accessToken })).body;
        if (task.status !== 'pending') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const totalMs = performance.now() - started;
      if (task.status !== 'success') throw new Error(`generation failed: ${task.error}`);
      const res = await fetch(`${t.baseUrl}/v1/background-jobs/${job.body.id}/download`, { headers: { authorization: `Bearer ${session.accessToken}` } });
      const zip = Buffer.from(await res.arrayBuffer());
      const names = Object.keys(new PizZip(zip).files);
      const expected = includePdf ? SOW_PROPERTIES * 2 : SOW_PROPERTIES;
      if (names.length !== expected) throw new Error(`the ZIP holds ${names.length} files, not ${expected}`);
      runs.push({ includePdf, documents: SOW_PROPERTIES, totalMs, perDocumentMs: totalMs / SOW_PROPERTIES, zipBytes: zip.length });
    }
    return { database: t.platform.database.kind, runs };
  } finally {
    await t.close();
  }
}

export function printSowGeneration(f: Awaited<ReturnType<typeof measureSowGeneration>>): void {
  console.log(`\nSOW documents figure [${f.database}]`);
  for (const r of f.runs) {
    console.log(
      `  generate ${r.documents} SOW documents (${r.includePdf ? 'DOCX + PDF' : 'DOCX'}): ${Math.round(r.totalMs).toLocaleString('en-US')} ms total, ` +
        `${r.perDocumentMs.toFixed(1)} ms per property, ZIP ${(r.zipBytes / 1024 / 1024).toFixed(1)} MB`,
    );
  }
}
