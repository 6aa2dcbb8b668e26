import { sql } from 'drizzle-orm';
import type { TDb } from '../src/platform/database.js';

/**
 * Many people in many clients, in a handful of set-based statements: the data behind the
 * list scenario (issue #6: 10,000 users in 50 tenants), each with a role in their client.
 */
export async function seedPeople(db: TDb, options: { tenants: number; usersPerTenant: number }): Promise<void> {
  await db.execute(sql`
    with t as (
      insert into tenants (type, name)
      select 'client', 'Bench client ' || lpad(i::text, 3, '0') from generate_series(1, ${options.tenants}) i
      returning id, name)
    insert into clients (tenant_id, name) select id, name from t`);
  await db.execute(sql`
    with bench as (select t.id as tenant_id, row_number() over (order by t.name) as n from tenants t where t.name like 'Bench client %'),
    people as (
      insert into users (email, first_name, last_name, user_type, status, contact_type, phone_code, phone_number)
      select 'bench.' || b.n || '.' || i || '@example.test', 'Person' || i, 'Client' || b.n, 'client', 'ACTIVE', 'Primary', '+1', '3035550100'
      from bench b, generate_series(1, ${options.usersPerTenant}) i
      returning id, email)
    insert into user_tenants (user_id, tenant_id, is_primary)
    select p.id, b.tenant_id, true from people p join bench b on p.email like 'bench.' || b.n || '.%'`);
  await db.execute(sql`
    insert into user_roles (user_id, tenant_id, role_id)
    select ut.user_id, ut.tenant_id, (select id from roles where name = 'Client Property Manager' and tenant_id is null)
    from user_tenants ut join tenants t on t.id = ut.tenant_id where t.name like 'Bench client %'`);
  await db.execute(sql`analyze`);
}
