import { sql } from 'drizzle-orm';
import {
  can,
  manageableTenantTypes,
  roleTypeOfTenantType,
  USER_PERMISSION_BY_TENANT_TYPE,
  type TActionType,
  type TCreateUserInput,
  type TUpdateUserInput,
  type TUserListItem,
  type TUserListQuery,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TTx } from '../../platform/database.js';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import type { TPlatform } from '../../platform/platform.js';
import { withActor } from '../../platform/scope.js';
import { authRepo } from '../auth/auth.repo.js';
import { createInvitationsService } from '../auth/invitations.service.js';
import { createSessionsService } from '../auth/sessions.service.js';
import { userScope, usersRepo } from './users.repo.js';
import { type TRoleRow, type TTenantRow, userWritesRepo } from './user-writes.repo.js';

const EMAIL_TAKEN = 'A user with this e-mail already exists.';

/** A role is offered to a tenant when it is the provider's, the tenant's own, or its vendor's. */
export const isOfferedTo = (roleTenantId: string | null, tenant: { id: string; parentId: string | null }): boolean =>
  roleTenantId === null || roleTenantId === tenant.id || roleTenantId === tenant.parentId;

/** The rules of issue #3 "Who manages whom"; every method takes the actor explicitly. */
export function createUsersService(platform: TPlatform) {
  const db = platform.database.db;
  const invitations = createInvitationsService(platform, createSessionsService(platform));

  const scopeFor = (actor: TActor, action: TActionType) => userScope(manageableTenantTypes(actor.permissions, action));

  /** The target as the actor may act on it, or 404: another tenant's person does not exist. */
  async function target(tx: TTx, actor: TActor, id: string, action: TActionType): Promise<TUserListItem> {
    // Seen with View, or with the action itself (a role may create people without viewing them).
    const types = new Set([...manageableTenantTypes(actor.permissions, 'View'), ...manageableTenantTypes(actor.permissions, action)]);
    const user = await usersRepo.get(tx, userScope([...types]), id);
    if (!user) throw notFound('User');
    if (!user.tenants.some((t) => can(actor.permissions, USER_PERMISSION_BY_TENANT_TYPE[t.type], action))) throw forbidden();
    return user;
  }

  /** Roles must be of the tenant's role type, offered to it, and grant nothing the actor lacks. */
  function checkRoles(actor: TActor, tenant: TTenantRow, requested: readonly string[], found: TRoleRow[]): void {
    const roleType = roleTypeOfTenantType(tenant.type);
    const byId = new Map(found.map((r) => [r.id, r]));
    for (const id of requested) {
      const role = byId.get(id);
      if (!role || !isOfferedTo(role.tenantId, tenant)) throw fieldError('roleIds', 'One of the roles does not exist for this organization.');
      if (role.roleType !== roleType) throw fieldError('roleIds', `The role ${role.name} is for ${role.roleType} users; choose a ${roleType} role.`);
      const beyond = role.permissions.find((p) => !can(actor.permissions, p.permissionType, p.actionType));
      if (beyond) throw new HttpError(403, `You cannot assign ${role.name}: it grants ${beyond.permissionType} ${beyond.actionType}, which you do not have.`);
    }
  }

  async function audit(tx: TTx, actor: TActor, entityId: string, action: string, before: unknown, after: unknown) {
    await recordAudit(tx, actor, { entity: 'user', entityId, action, before, after });
  }

  return {
    list: (actor: TActor, query: TUserListQuery) =>
      withActor(db, actor, (tx) => usersRepo.list(tx, scopeFor(actor, 'View'), query)),

    get: (actor: TActor, id: string) => withActor(db, actor, (tx) => target(tx, actor, id, 'View')),

    search: (actor: TActor, text: string | undefined, tenantId: string | undefined, limit: number) =>
      withActor(db, actor, (tx) => usersRepo.search(tx, scopeFor(actor, 'View'), text, tenantId, limit)),

    checkEmails: (actor: TActor, emails: readonly string[]) =>
      withActor(db, actor, (tx) => usersRepo.takenEmails(tx, emails)),

    async create(actor: TActor, input: Required<Omit<TCreateUserInput, 'phoneCode' | 'phoneNumber'>> & Pick<TCreateUserInput, 'phoneCode' | 'phoneNumber'>): Promise<TUserListItem> {
      const created = await withActor(db, actor, async (tx) => {
        const tenant = await userWritesRepo.tenant(tx, input.tenantId);
        if (!tenant) throw fieldError('tenantId', 'That organization does not exist.');
        if (!can(actor.permissions, USER_PERMISSION_BY_TENANT_TYPE[tenant.type], 'Create')) throw forbidden(`You may not add people to ${tenant.name}.`);
        checkRoles(actor, tenant, input.roleIds, await userWritesRepo.roles(tx, input.roleIds));
        if ((await usersRepo.takenEmails(tx, [input.email])).length > 0) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
        const id = await userWritesRepo.insertOrConflict(tx, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneCode: input.phoneCode ?? null,
          phoneNumber: input.phoneNumber ?? null,
          userType: tenant.type,
          // A contact who may not sign in is on file, not waiting for an invitation.
          status: input.authorized ? 'PENDING' : 'ACTIVE',
          contactType: input.contactType,
          authorized: input.authorized,
          tenantId: tenant.id,
          roleIds: input.roleIds,
        });
        const user = await target(tx, actor, id, 'View');
        await audit(tx, actor, id, 'create', null, user);
        return user;
      });
      if (created.authorized) await invitations.invite(db, created, actor.name);
      return created;
    },

    async update(actor: TActor, id: string, input: TUpdateUserInput): Promise<TUserListItem> {
      const { user, invite } = await withActor(db, actor, async (tx) => {
        const before = await target(tx, actor, id, 'Edit');
        if (input.roleIds && id === actor.userId) throw forbidden('You cannot change your own roles. Ask another administrator.');
        if (input.roleIds) {
          const primary = await userWritesRepo.tenant(tx, (before.tenants.find((t) => t.isPrimary) ?? before.tenants[0]).id);
          if (!primary) throw notFound('User');
          checkRoles(actor, primary, input.roleIds, await userWritesRepo.roles(tx, input.roleIds));
          await userWritesRepo.setRoles(tx, id, input.roleIds);
        }
        const changes = [
          input.firstName !== undefined && sql`first_name = ${input.firstName}`,
          input.lastName !== undefined && sql`last_name = ${input.lastName}`,
          input.phoneCode !== undefined && sql`phone_code = ${input.phoneCode}`,
          input.phoneNumber !== undefined && sql`phone_number = ${input.phoneNumber}`,
          input.contactType !== undefined && sql`contact_type = ${input.contactType}`,
          input.authorized !== undefined && sql`authorized = ${input.authorized}`,
        ].filter((c) => c !== false);
        // Authorizing someone who never set a password invites them; a deactivated person stays so.
        const becomesInvitable =
          input.authorized === true && !before.authorized && before.status !== 'INACTIVE' && !(await userWritesRepo.passwordState(tx, id))?.hasPassword;
        if (becomesInvitable) changes.push(sql`status = 'PENDING'`);
        // Taking away sign-in from someone still invited: a contact on file, as if added so.
        if (input.authorized === false && before.status === 'PENDING') changes.push(sql`status = 'ACTIVE'`);
        await userWritesRepo.update(tx, id, changes);
        const after = await target(tx, actor, id, 'View');
        await audit(tx, actor, id, 'update', before, after);
        return { user: after, invite: becomesInvitable };
      });
      if (input.authorized === false) {
        await authRepo.endAllSessions(db, id);
        await authRepo.expireCodes(db, id, 'invitation');
      }
      if (invite) await invitations.invite(db, user, actor.name);
      return user;
    },

    async updateContactType(actor: TActor, id: string, contactType: TUserListItem['contactType']): Promise<TUserListItem> {
      return withActor(db, actor, async (tx) => {
        const before = await target(tx, actor, id, 'Edit');
        await userWritesRepo.update(tx, id, [sql`contact_type = ${contactType}`]);
        const after = await target(tx, actor, id, 'View');
        await audit(tx, actor, id, 'update_contact_type', { contactType: before.contactType }, { contactType });
        return after;
      });
    },

    async setActive(actor: TActor, id: string, active: boolean): Promise<TUserListItem> {
      if (id === actor.userId && !active) throw badRequest('You cannot deactivate yourself.');
      const user = await withActor(db, actor, async (tx) => {
        const before = await target(tx, actor, id, 'Edit');
        if (active && before.status !== 'INACTIVE') throw conflict('This user is not deactivated.');
        if (!active && before.status === 'INACTIVE') throw conflict('This user is already deactivated.');
        const state = await userWritesRepo.passwordState(tx, id);
        const status = active ? (state?.hasPassword || !before.authorized ? 'ACTIVE' : 'PENDING') : 'INACTIVE';
        await userWritesRepo.update(tx, id, [sql`status = ${status}`]);
        const after = await target(tx, actor, id, 'View');
        await audit(tx, actor, id, active ? 'activate' : 'deactivate', { status: before.status }, { status });
        return after;
      });
      // Deactivation ends every session at once (the actor loader refuses them too).
      if (!active) await authRepo.endAllSessions(db, id);
      return user;
    },

    async remove(actor: TActor, ids: readonly string[]): Promise<void> {
      if (ids.includes(actor.userId)) throw badRequest('You cannot delete yourself.', { ids: ['You cannot delete yourself.'] });
      await withActor(db, actor, async (tx) => {
        for (const id of new Set(ids)) {
          const before = await target(tx, actor, id, 'Delete');
          // History stays: the row is kept, marked deleted, and gone from every list.
          await userWritesRepo.update(tx, id, [sql`deleted_at = now()`]);
          await audit(tx, actor, id, 'delete', before, null);
        }
      });
      for (const id of ids) await authRepo.endAllSessions(db, id);
    },

    async resendInvitation(actor: TActor, id: string): Promise<void> {
      const user = await withActor(db, actor, (tx) => target(tx, actor, id, 'Edit'));
      if (user.status !== 'PENDING' || !user.authorized) throw conflict('Only a pending, authorized user can be sent an invitation.');
      await invitations.invite(db, user, actor.name);
      await withActor(db, actor, (tx) => audit(tx, actor, id, 'resend_invitation', null, null));
    },
  };

}

export type TUsersService = ReturnType<typeof createUsersService>;
