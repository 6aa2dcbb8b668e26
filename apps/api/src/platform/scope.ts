import { sql } from 'drizzle-orm';
import type { TActor } from './actor.js';
import type { TDb, TTx } from './database.js';

/**
 * Runs `fn` in one transaction as the application role with the actor's scope set, so
 * row-level security filters every statement (ARCHITECTURE.md "Request path").
 */
export function withActor<T>(db: TDb, actor: TActor, fn: (tx: TTx) => Promise<T>): Promise<T> {
  const all = actor.visibleTenantIds === 'all';
  const tenantIds = all ? '' : (actor.visibleTenantIds as string[]).join(',');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('role', 'procura_app', true),
      set_config('app.user_id', ${actor.userId}, true),
      set_config('app.all_tenants', ${all ? 'on' : 'off'}, true),
      set_config('app.tenant_ids', ${tenantIds}, true)`);
    return fn(tx);
  });
}

/**
 * The owner connection works as the system (sign-in, jobs, seed): row-level security is
 * forced on tables even for their owner, so the system scope is set on every session.
 */
export const SYSTEM_SCOPE_SQL = `select set_config('app.all_tenants', 'on', false)`;
export const SYSTEM_SCOPE_OPTION = '-c app.all_tenants=on';
