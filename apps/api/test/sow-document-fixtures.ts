import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { renderSowHtml, sowDocText, type TSowDoc } from '@procura/shared';
import { queryRows } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import type { TTestApp } from './harness.js';

/*
 * Rows the SOW document tests and matrix start from, written as the system (as factories.ts
 * does): what the routes under test would otherwise need a whole chain of uploads to reach.
 */

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Harborview (client C) template and a generation job of the provider admin's: never the client admin's. */
const foreign = new WeakMap<TTestApp, Promise<{ templateId: string; jobId: string }>>();
export function foreignSowDocumentRows(t: TTestApp): Promise<{ templateId: string; jobId: string }> {
  let rows = foreign.get(t);
  if (!rows) {
    rows = (async () => {
      const db = systemDb(t.platform.database);
      const tenantId = t.world.clientC.tenantId;
      const templateId = crypto.randomUUID();
      const key = `${tenantId}/sow_template/${crypto.randomUUID()}/matrix.docx`;
      await db.execute(sql`
        insert into stored_files (tenant_id, category, key, file_name, content_type, detected_type, size_bytes, status, owner_table, owner_id, confirmed_at)
        values (${tenantId}, 'sow_template', ${key}, 'matrix.docx', ${DOCX_TYPE}, ${DOCX_TYPE}, 100, 'READY', 'sow_templates', ${templateId}, now())`);
      await db.execute(sql`insert into sow_templates (id, tenant_id, name, file_key) values (${templateId}, ${tenantId}, 'Harborview template', ${key})`);
      const [job] = await queryRows<{ id: string }>(
        db,
        sql`insert into background_jobs (tenant_id, owner_user_id, type, title, status, payload)
          values (${t.world.providerTenantId}, ${t.world.userIds.providerAdmin}, 'sow_template_generation', 'Matrix generation', 'success', '{"documentCount": 1}'::jsonb)
          returning id`,
      );
      return { templateId, jobId: job.id };
    })();
    foreign.set(t, rows);
  }
  return rows;
}

/** A client scope of work (and its first version) applied to `propertyIds`, as sow-core would write it. */
export async function insertClientSow(
  t: TTestApp,
  input: { client: { tenantId: string; clientId: string }; name: string; content: TSowDoc; propertyIds: readonly string[]; serviceName?: string },
): Promise<string> {
  const db = systemDb(t.platform.database);
  const [service] = await queryRows<{ id: string }>(
    db,
    input.serviceName ? sql`select id from services where name = ${input.serviceName} limit 1` : sql`select id from services order by name limit 1`,
  );
  const id = crypto.randomUUID();
  const html = renderSowHtml(input.content);
  const text = sowDocText(input.content);
  const content = JSON.stringify(input.content);
  await db.execute(sql`
    insert into client_scopes_of_work (id, tenant_id, client_id, service_id, name, content, content_html, content_text, status, source)
    values (${id}, ${input.client.tenantId}, ${input.client.clientId}, ${service.id}, ${input.name}, ${content}::jsonb, ${html}, ${text}, 'ACTIVE', 'BLANK')`);
  await db.execute(sql`
    insert into client_sow_versions (tenant_id, sow_id, version, name, content, content_html, content_text)
    values (${input.client.tenantId}, ${id}, 1, ${input.name}, ${content}::jsonb, ${html}, ${text})`);
  for (const propertyId of input.propertyIds) {
    await db.execute(sql`insert into client_sow_properties (tenant_id, sow_id, property_id, size_value, size_unit, site_notes, season_start, season_end)
      values (${input.client.tenantId}, ${id}, ${propertyId}, 2500, 'SQ_FT', 'Gate code 1234', '2026-11-15', '2027-03-31')`);
  }
  return id;
}
