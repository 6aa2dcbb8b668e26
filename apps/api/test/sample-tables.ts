import { sql } from 'drizzle-orm';
import type { systemDb } from '../src/platform/system-db.js';

/**
 * A table shaped as every shared table is: its owner in tenant_id, the tenants it is shared with in
 * party_tenant_ids behind a GIN index, and one call to app.secure_tenant_table(shared => true) for
 * its row-level security; a text body is its payload. The tests of the shared-row rules make one.
 */
export async function createSharedSampleTable(system: ReturnType<typeof systemDb>, name: string) {
  await system.execute(sql`create table ${sql.identifier(name)} (
    id uuid primary key default gen_random_uuid(),
    tenant_id uuid not null references tenants(id),
    party_tenant_ids uuid[] not null default '{}',
    body text not null)`);
  await system.execute(sql`create index ${sql.identifier(`${name}_parties_idx`)} on ${sql.identifier(name)} using gin (party_tenant_ids)`);
  await system.execute(sql`select app.secure_tenant_table(${name}, shared => true)`);
}
