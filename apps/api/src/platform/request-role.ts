import type pg from 'pg';
import { APP_ROLE } from './scope-sql.js';

/**
 * What the request pool's login role may do on its own — checked once at start-up when
 * DATABASE_REQUEST_URL names it (docs/operations.md "Database roles"). It must become the
 * application role and open a scope, and nothing else: RESET ROLE inside a request leads back
 * to it, so it must read no table itself (a superuser, the owner or any role inheriting table
 * rights would).
 */
export async function checkRequestRole(pool: pg.Pool): Promise<void> {
  let row: { name: string; super: boolean; reads: boolean; opens: boolean } | undefined;
  try {
    // The session starts as the application role (`-c role=…`): ask about the login itself.
    const { rows } = await pool.query<NonNullable<typeof row>>(
      `select session_user as name, r.rolsuper as super,
         has_table_privilege(session_user, 'public.tenants', 'SELECT') as reads,
         has_function_privilege(session_user, 'app.open_scope(uuid, uuid)', 'EXECUTE') as opens
       from pg_roles r where r.rolname = session_user`,
    );
    row = rows[0];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `DATABASE_REQUEST_URL: could not connect and become ${APP_ROLE} (${reason}). Its role must be a member of ${APP_ROLE}: see docs/operations.md "Database roles".`,
    );
  }
  if (!row) throw new Error('DATABASE_REQUEST_URL: its role could not be read.');
  if (row.super || row.reads) {
    throw new Error(
      `DATABASE_REQUEST_URL connects as ${row.name}, which reads tenant tables without ${APP_ROLE}: a request that resets its role would act as it. Connect as procura_request (NOINHERIT, a member of ${APP_ROLE} only): see docs/operations.md "Database roles".`,
    );
  }
  if (!row.opens) {
    throw new Error(
      `DATABASE_REQUEST_URL connects as ${row.name}, which may not open a scope (app.open_scope). Connect as procura_request: see docs/operations.md "Database roles".`,
    );
  }
}
