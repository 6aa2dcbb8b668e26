import { sql } from 'drizzle-orm';
import {
  mergeRolePermissions,
  roleTypeOfTenantType,
  workspaceKindOf,
  type TActorKind,
  type TOutletKind,
  type TPermissionMap,
  type TProfile,
  type TRoleType,
  type TTenantType,
  type TUserType,
} from '@procura/shared';
import { workspaceAbilities } from '@procura/shared/policies';
import { queryRows, type TExecutor } from './database.js';
import { forbidden, unauthorized } from './errors.js';

export interface TActorTenant {
  tenantId: string;
  type: TTenantType;
  parentId: string | null;
  isPrimary: boolean;
  childIds: string[];
}

/** Who is calling and in which workspace; built once per request, passed to services. */
export interface TActor {
  userId: string;
  email: string;
  /** "First Last", for what the product writes on the actor's behalf (invitations). */
  name: string;
  userType: TUserType;
  roleType: TRoleType;
  /** The active workspace's kind: what the rules ask instead of its tenant type. */
  kind: TActorKind;
  /** A branch's or franchise's workspace (kind vendor); null otherwise. */
  outlet: TOutletKind | null;
  workspace: TActorTenant;
  tenants: TActorTenant[];
  /** Spec §6 merge of the roles held in the active workspace only. */
  permissions: TPermissionMap;
  /** The user's auth version when loaded: a scope that reports another one means stale. */
  authVersion: number;
  /** Access tokens issued before this instant are refused (sign-out everywhere, deactivation). */
  sessionsValidAfterMs: number;
  /** Sign-ins ended (signed out, or a stolen refresh token detected) whose access tokens may live on. */
  endedSessionIds: string[];
  /** Spec §7 GET /users/profile, as of `authVersion`: every change to it bumps the version. */
  profile: TProfile;
  requestId: string;
}

/** Raised when the database's auth version differs from the actor's: reload and try again. */
export class StaleActorError extends Error {
  constructor(readonly userId: string) {
    super('The signed-in user changed while the request was in flight.');
  }
}

interface TMembershipRow extends TActorTenant {
  name: string;
  client: { id: string; name: string } | null;
  vendor: { id: string; name: string } | null;
  roles: TProfile['userRoles'];
}

interface TActorRow extends Record<string, unknown> {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_code: string | null;
  phone_number: string | null;
  user_type: TUserType;
  status: TProfile['status'];
  contact_type: TProfile['contactType'];
  items_per_page: number;
  authorized: boolean;
  deleted_at: string | null;
  sessions_valid_after: string | Date;
  auth_version: string | number;
  ended_session_ids: string[];
  tenants: TMembershipRow[];
}

export const AUTH_SESSION_MISSING = 'Auth session was not found. Make sure to call signIn.';

/**
 * Loads the actor, with their profile, in one statement. A user who is not ACTIVE, not
 * authorized or deleted is refused at once; the token's age is checked by the caller against
 * `sessionsValidAfterMs`.
 */
export async function loadActor(
  db: TExecutor,
  userId: string,
  requestedWorkspaceId: string | undefined,
  requestId: string,
  /** How long an access token lives: sign-ins ended longer ago than this have none left. */
  accessTtlSeconds = 86_400,
): Promise<TActor> {
  const rows = await queryRows<TActorRow>(
    db,
    sql`
    select u.id, u.email, u.first_name, u.last_name, u.phone_code, u.phone_number, u.user_type, u.status,
      u.contact_type, u.items_per_page, u.authorized, u.deleted_at, u.sessions_valid_after, u.auth_version,
      (select coalesce(json_agg(distinct rt.family_id), '[]'::json) from refresh_tokens rt
        where rt.user_id = u.id and rt.revoked_at > now() - make_interval(secs => ${accessTtlSeconds})) as ended_session_ids,
      (select coalesce(json_agg(json_build_object(
          'tenantId', t.id, 'type', t.type, 'parentId', t.parent_id, 'isPrimary', ut.is_primary, 'name', t.name,
          'childIds', (select coalesce(json_agg(c.id), '[]'::json) from tenants c where c.parent_id = t.id),
          'client', (select json_build_object('id', c.id, 'name', c.name) from clients c where c.tenant_id = t.id),
          'vendor', (select json_build_object('id', v.id, 'name', v.name) from vendors v where v.tenant_id = t.id),
          'roles', (select coalesce(json_agg(json_build_object(
              'id', r.id, 'name', r.name, 'roleType', r.role_type,
              'rolePermissions', (select coalesce(json_agg(json_build_object(
                  'moduleName', p.module_name, 'permissionType', p.permission_type, 'actionType', p.action_type) order by p.id), '[]'::json)
                from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = r.id))
              order by r.name), '[]'::json)
            from user_roles ur join roles r on r.id = ur.role_id
            where ur.user_id = u.id and ur.tenant_id = t.id))
          order by ut.is_primary desc, t.name), '[]'::json)
        from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id
          -- A deactivated client or vendor (or the vendor of a branch) closes its workspace:
          -- its people cannot act there until it is active again.
          and not exists (select 1 from clients c where c.tenant_id = t.id and c.status <> 'ACTIVE')
          and not exists (select 1 from vendors v where v.tenant_id in (t.id, t.parent_id) and v.status <> 'ACTIVE')) as tenants
    from users u where u.id = ${userId}`,
  );
  const row = rows[0];
  if (!row || row.deleted_at || row.status !== 'ACTIVE' || !row.authorized) throw unauthorized(AUTH_SESSION_MISSING);
  const memberships = row.tenants;
  const primary = memberships.find((t) => t.isPrimary) ?? memberships[0];
  if (!primary)
    throw unauthorized('Your account has no active workspace. Ask an administrator to add you to one, or your provider to reactivate your organization.');
  let active = primary;
  if (requestedWorkspaceId) {
    const requested = memberships.find((t) => t.tenantId === requestedWorkspaceId);
    if (!requested) throw forbidden('You are not a member of that workspace. Switch to one of your workspaces.');
    active = requested;
  }
  const tenantOf = ({ tenantId, type, parentId, isPrimary, childIds }: TMembershipRow): TActorTenant => ({ tenantId, type, parentId, isPrimary, childIds });
  const workspace = tenantOf(active);
  const kind = workspaceKindOf(workspace.type);
  const permissions = mergeRolePermissions(active.roles);
  return {
    userId: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`,
    userType: row.user_type,
    roleType: roleTypeOfTenantType(row.user_type),
    ...kind,
    workspace,
    tenants: memberships.map(tenantOf),
    permissions,
    authVersion: Number(row.auth_version),
    sessionsValidAfterMs: new Date(row.sessions_valid_after).getTime(),
    endedSessionIds: row.ended_session_ids,
    profile: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phoneCode: row.phone_code,
      phoneNumber: row.phone_number,
      userType: row.user_type,
      status: row.status,
      contactType: row.contact_type,
      userRoles: active.roles,
      userTenants: memberships.map((m) => ({
        isPrimaryTenant: m.isPrimary,
        tenant: { id: m.tenantId, name: m.name, type: m.type, parentId: m.parentId, client: m.client, vendor: m.vendor },
      })),
      profileDetails: { itemsPerPage: row.items_per_page },
      abilities: workspaceAbilities({ userId: row.id, ...kind, workspace, permissions }),
    },
    requestId,
  };
}
