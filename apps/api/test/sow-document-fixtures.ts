import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
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
