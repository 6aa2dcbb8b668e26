import { type SQL, sql } from 'drizzle-orm';

/** The database role every request transaction runs as (owns nothing, cannot bypass RLS). */
export const APP_ROLE = 'procura_app';

/** Whose scope to open: the database derives the visible tenants from these two alone. */
export interface TScopeRequest {
  userId: string;
  workspaceId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statements that open a scope, as one simple-protocol string so they cost one round
 * trip with BEGIN: back to the session's own role (only it may run app.open_scope), open the
 * scope (a row in app.scopes only the database writes) and read the auth version, then become
 * the application role.
 */
export function scopeOpening({ userId, workspaceId }: TScopeRequest): string {
  // Inlined, not bound: the simple protocol has no parameters. Both were checked as uuids.
  if (!UUID.test(userId) || !UUID.test(workspaceId)) throw new Error('A scope needs a user id and a workspace id.');
  return `set local role none; select app.open_scope('${userId}', '${workspaceId}') as auth_version; set local role ${APP_ROLE}`;
}

/**
 * The opening of a transaction with no scope: app.open_scope for nobody opens an empty one
 * (no person, no tenant), so that nothing in the transaction can open another (one scope per
 * transaction: RESET ROLE leads back to a role that may open scopes).
 */
export const NO_SCOPE_OPENING = `set local role none; select app.open_scope(null, null); set local role ${APP_ROLE}`;

/**
 * "This tenant is in the actor's scope", spelled out so the scope is read once per statement
 * (an init plan) rather than once per row as a call to app.tenant_visible would be.
 */
export const inScope = (tenantId: SQL): SQL =>
  sql`((select app.all_tenants()) or ${tenantId} = any(coalesce((select app.visible_tenant_ids()), '{}'::uuid[])))`;
