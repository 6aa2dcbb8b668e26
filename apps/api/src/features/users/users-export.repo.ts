import { sql } from 'drizzle-orm';
import type { TActor } from '../../platform/actor.js';
import { queryRows, type TScopedTx } from '../../platform/database.js';
import { userScope } from './users.repo.js';

export interface TUserExportRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  organizations: string | null;
  contact_type: string | null;
  roles: string | null;
  status: string;
  authorized: boolean;
  created_at: string;
}

/** Keyset batches in the users list's own scope: constant memory and cost per batch, however deep. */
export async function selectUsersBatch(tx: TScopedTx, actor: TActor, afterId: string | null, batchSize: number): Promise<TUserExportRow[]> {
  return queryRows<TUserExportRow>(tx, sql`
    select u.id, u.first_name, u.last_name, u.email,
      nullif(concat_ws(' ', u.phone_code, u.phone_number), '') as phone,
      (select string_agg(t.name, ', ' order by t.name) from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id) as organizations,
      u.contact_type,
      (select string_agg(r.name, ', ' order by r.name) from roles r where r.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)) as roles,
      u.status, u.authorized, u.created_at
    from users u
    where ${userScope(actor)} ${afterId ? sql`and u.id > ${afterId}` : sql``}
    order by u.id
    limit ${batchSize}`);
}

export async function countUsers(tx: TScopedTx, actor: TActor): Promise<number> {
  const rows = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users u where ${userScope(actor)}`);
  return rows[0]?.n ?? 0;
}
