import {
  can,
  grantBeyond,
  isAuthorizable,
  isAwaitingInvitation,
  isRoleOfferedTo,
  roleTypeOfTenantType,
  USER_PERMISSION_BY_TENANT_TYPE,
  type TActionType,
  type TCreateUserInput,
  type TPropertyAccessMode,
  type TTenantType,
  type TUpdateUserInput,
  type TUserListItem,
  type TUserListQuery,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { auditHistory, recordAudit } from '../../platform/audit.js';
import { isUniqueViolation, type TExecutor, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TInvitationsService } from '../auth/invitations.service.js';
import type { TSessionsService } from '../auth/sessions.service.js';
import { presentUser } from './users.presenter.js';
import { usersRepo } from './users.repo.js';
import { type TRoleRow, type TTenantRow, type TUserChanges, userWritesRepo } from './user-writes.repo.js';

const EMAIL_TAKEN = 'A user with this e-mail already exists.';
const BEYOND_SCOPE = 'This person also belongs to an organization you do not manage, so only the provider can make this change.';

/** A new person: who, in which organization, with which roles, and whether they may sign in. */
export type TNewPerson = Required<Omit<TCreateUserInput, 'phoneCode' | 'phoneNumber'>> & Pick<TCreateUserInput, 'phoneCode' | 'phoneNumber'>;

/** A vendor's self-registration making its contact, in its own transaction (no actor yet). */
export interface TSelfRegistration {
  selfRegistration: TExecutor;
}

/** Whether the address is a live person's (addresses are unique across tenants). */
const isLiveEmail = async (tx: TExecutor, email: string): Promise<boolean> => (await usersRepo.takenEmails(tx, [email])).length > 0;

export interface TUsersDeps {
  db: TRequestDb;
  sessions: Pick<TSessionsService, 'endAll'>;
  invitations: Pick<TInvitationsService, 'invite' | 'cancel' | 'reserveResend'>;
}

/**
 * The rules of "Who manages whom" (issue #3) with roles per membership (issue #6): every method
 * takes the actor explicitly; a change to one workspace's roles needs the right there, a change
 * to the whole person (name, sign-in, status, deletion) needs it in every workspace they are in,
 * and nobody changes a person who may do more there than they may.
 */
export function createUsersService({ db, sessions, invitations }: TUsersDeps) {
  /** The target as the actor may see it, or 404: another tenant's person does not exist. */
  async function visible(tx: TScopedTx, actor: TActor, id: string, action: TActionType): Promise<TUserListItem> {
    // Seen with View, or with the action itself (a role may create people without viewing them).
    const row = await usersRepo.get(tx, actor, id, ['View', action]);
    if (!row) throw notFound('User');
    return presentUser(actor, row);
  }

  /** The person, checked for `action` in each of `tenantIds` (their memberships the change touches). */
  async function manageable(tx: TScopedTx, actor: TActor, user: TUserListItem, action: TActionType, tenantIds: readonly string[]): Promise<void> {
    const grants = await usersRepo.grantsByTenant(tx, user.id);
    for (const tenantId of tenantIds) {
      const tenant = user.tenants.find((t) => t.id === tenantId);
      if (!tenant || !can(actor.permissions, USER_PERMISSION_BY_TENANT_TYPE[tenant.type], action)) {
        throw forbidden(tenant ? `You may not change people of ${tenant.name}.` : BEYOND_SCOPE);
      }
      const beyond = grantBeyond(
        grants.filter((g) => g.tenantId === tenantId),
        actor.permissions,
      );
      if (beyond) {
        throw forbidden(
          `${user.firstName} ${user.lastName} may do more in ${tenant.name} than you may (${beyond.permissionType} ${beyond.actionType}); ask someone with at least their rights.`,
        );
      }
    }
  }

  /** A change to the whole person: every membership must be one the actor manages. */
  async function wholePerson(tx: TScopedTx, actor: TActor, id: string, action: TActionType): Promise<TUserListItem> {
    const user = await visible(tx, actor, id, action);
    if ((await usersRepo.membershipsBeyondScope(tx, id)) > 0) throw forbidden(BEYOND_SCOPE);
    await manageable(
      tx,
      actor,
      user,
      action,
      user.tenants.map((t) => t.id),
    );
    return user;
  }

  /** Roles must be of the tenant's role type, offered to it, and grant nothing the actor lacks. */
  function checkRoles(actor: TActor, tenant: TTenantRow, requested: readonly string[], found: TRoleRow[]): void {
    const roleType = roleTypeOfTenantType(tenant.type);
    const byId = new Map(found.map((r) => [r.id, r]));
    for (const id of requested) {
      const role = byId.get(id);
      if (!role || !isRoleOfferedTo(role.tenantId, tenant)) throw fieldError('roleIds', 'One of the roles does not exist for this organization.');
      if (role.roleType !== roleType) throw fieldError('roleIds', `The role ${role.name} is for ${role.roleType} users; choose a ${roleType} role.`);
      const beyond = grantBeyond(role.permissions, actor.permissions);
      if (beyond) throw new HttpError(403, `You cannot assign ${role.name}: it grants ${beyond.permissionType} ${beyond.actionType}, which you do not have.`);
    }
  }

  /** Whose roles `roleIds` replaces: the one named, else the actor's workspace, else the primary. */
  function roleTenantOf(actor: TActor, user: TUserListItem, requested: string | undefined): string {
    if (requested) {
      if (!user.tenants.some((t) => t.id === requested)) throw fieldError('roleTenantId', 'This person is not a member of that organization.');
      return requested;
    }
    const mine = user.tenants.find((t) => t.id === actor.workspace.tenantId);
    return (mine ?? user.tenants.find((t) => t.isPrimary) ?? user.tenants[0]).id;
  }

  async function audit(tx: TScopedTx, actor: TActor, entityId: string, action: string, before: unknown, after: unknown) {
    await recordAudit(tx, actor, { entity: 'user', entityId, action, before, after });
  }

  /**
   * The person, their membership of the organization and their roles, in the caller's
   * transaction; status follows from `authorized` (invited, or a contact on file). Answers the
   * new id, or null when the address is already a live person's (addresses are unique across
   * tenants, so this looks past the caller's scope on purpose).
   */
  async function insertPerson(tx: TExecutor, userType: TTenantType, input: TNewPerson): Promise<string | null> {
    if (await isLiveEmail(tx, input.email)) return null;
    return userWritesRepo.insert(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneCode: input.phoneCode ?? null,
      phoneNumber: input.phoneNumber ?? null,
      userType,
      // A contact who may not sign in is on file, not waiting for an invitation.
      status: input.authorized ? 'PENDING' : 'ACTIVE',
      contactType: input.contactType,
      authorized: input.authorized,
      tenantId: input.tenantId,
      roleIds: input.roleIds,
    });
  }

  /**
   * The one way a person is made: the people screen and their import, clients' and vendors'
   * contacts, property contacts, a vendor's admin on approval, and a vendor's self-registration.
   *
   * Made by an actor: the actor may add people to the organization, the roles are offered to it
   * and grant nothing beyond the actor's own, a taken address is 409 naming `email`; it runs in
   * the actor's scope, records the audit entry, and invites the person once committed when they
   * may sign in. Answers the person as the actor sees them.
   *
   * Made by a self-registration (no actor yet): in the registration's own transaction, as its
   * vendor's contact; nobody is invited (the provider's approval does that). Answers the new id,
   * or null when the address is already someone's (the registration tells them by e-mail).
   */
  function createPerson(by: TActor, input: TNewPerson): Promise<TUserListItem>;
  function createPerson(by: TSelfRegistration, input: TNewPerson): Promise<string | null>;
  async function createPerson(by: TActor | TSelfRegistration, input: TNewPerson): Promise<TUserListItem | string | null> {
    if ('selfRegistration' in by) return insertPerson(by.selfRegistration, 'vendor', input);
    const actor = by;
    const created = await withActor(db, actor, async (tx) => {
      const tenant = await userWritesRepo.tenant(tx, input.tenantId);
      if (!tenant) throw fieldError('tenantId', 'That organization does not exist.');
      if (!can(actor.permissions, USER_PERMISSION_BY_TENANT_TYPE[tenant.type], 'Create')) throw forbidden(`You may not add people to ${tenant.name}.`);
      checkRoles(actor, tenant, input.roleIds, await userWritesRepo.roles(tx, input.roleIds));
      const id = await insertPersonOrConflict(tx, tenant.type, input);
      const user = await visible(tx, actor, id, 'Create');
      await audit(tx, actor, id, 'create', null, user);
      return user;
    });
    if (created.authorized) await invitations.invite(created, actor);
    return created;
  }

  /** Two admins inviting the same address at once: the loser gets the same 409 as the check. */
  async function insertPersonOrConflict(tx: TScopedTx, userType: TTenantType, input: TNewPerson): Promise<string> {
    let id: string | null;
    try {
      id = await insertPerson(tx, userType, input);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      throw error;
    }
    if (id === null) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    return id;
  }

  return {
    list: (actor: TActor, query: TUserListQuery) =>
      withActor(db, actor, async (tx) => {
        const { data, total } = await usersRepo.list(tx, actor, query);
        return { data: data.map((row) => presentUser(actor, row)), total };
      }),

    get: (actor: TActor, id: string) => withActor(db, actor, (tx) => visible(tx, actor, id, 'View')),

    /** The person's History tab (docs/history.md): seen by who may see the person; another tenant's is 404. */
    history: (actor: TActor, id: string, page: number, limit: number) =>
      withActor(db, actor, async (tx) => auditHistory(tx, 'user', (await visible(tx, actor, id, 'View')).id, page, limit)),

    search: (actor: TActor, text: string | undefined, tenantId: string | undefined, limit: number) =>
      withActor(db, actor, (tx) => usersRepo.search(tx, actor, text, tenantId, limit)),

    checkEmails: (actor: TActor, emails: readonly string[]) => withActor(db, actor, (tx) => usersRepo.takenEmails(tx, emails)),

    createPerson,

    async update(actor: TActor, id: string, input: TUpdateUserInput): Promise<TUserListItem> {
      const { roleIds, roleTenantId, ...personal } = input;
      const touchesPerson = Object.values(personal).some((v) => v !== undefined);
      const { user, invite } = await withActor(db, actor, async (tx) => {
        const before = touchesPerson ? await wholePerson(tx, actor, id, 'Edit') : await visible(tx, actor, id, 'Edit');
        if (roleIds) {
          if (id === actor.userId) throw forbidden('You cannot change your own roles. Ask another administrator.');
          const tenantId = roleTenantOf(actor, before, roleTenantId);
          await manageable(tx, actor, before, 'Edit', [tenantId]);
          const tenant = await userWritesRepo.tenant(tx, tenantId);
          if (!tenant) throw notFound('User');
          checkRoles(actor, tenant, roleIds, await userWritesRepo.roles(tx, roleIds));
          await userWritesRepo.setRoles(tx, id, tenantId, roleIds);
        } else if (!touchesPerson) {
          await wholePerson(tx, actor, id, 'Edit');
        }
        const changes: TUserChanges = {
          firstName: personal.firstName,
          lastName: personal.lastName,
          phoneCode: personal.phoneCode,
          phoneNumber: personal.phoneNumber,
          contactType: personal.contactType,
          authorized: personal.authorized,
        };
        // Authorizing someone who never set a password invites them; a deactivated person stays so.
        const becomesInvitable = personal.authorized === true && isAuthorizable(before) && !(await userWritesRepo.passwordState(tx, id))?.hasPassword;
        if (becomesInvitable) changes.status = 'PENDING';
        // Taking away sign-in from someone still invited: a contact on file, as if added so.
        if (personal.authorized === false && before.status === 'PENDING') changes.status = 'ACTIVE';
        await userWritesRepo.update(tx, id, changes);
        const after = await visible(tx, actor, id, 'View');
        await audit(tx, actor, id, 'update', before, after);
        return { user: after, invite: becomesInvitable };
      });
      if (personal.authorized === false) {
        await sessions.endAll(id);
        await invitations.cancel(id);
      }
      if (invite) await invitations.invite(user, actor);
      return user;
    },

    async updateContactType(actor: TActor, id: string, contactType: TUserListItem['contactType']): Promise<TUserListItem> {
      return withActor(db, actor, async (tx) => {
        const before = await wholePerson(tx, actor, id, 'Edit');
        await userWritesRepo.update(tx, id, { contactType });
        const after = await visible(tx, actor, id, 'View');
        await audit(tx, actor, id, 'update_contact_type', { contactType: before.contactType }, { contactType });
        return after;
      });
    },

    async setActive(actor: TActor, id: string, active: boolean): Promise<TUserListItem> {
      if (id === actor.userId && !active) throw badRequest('You cannot deactivate yourself.');
      const user = await withActor(db, actor, async (tx) => {
        const before = await wholePerson(tx, actor, id, 'Edit');
        if (active && before.status !== 'INACTIVE') throw conflict('This user is not deactivated.');
        if (!active && before.status === 'INACTIVE') throw conflict('This user is already deactivated.');
        const state = await userWritesRepo.passwordState(tx, id);
        const status = active ? (state?.hasPassword || !before.authorized ? 'ACTIVE' : 'PENDING') : 'INACTIVE';
        await userWritesRepo.update(tx, id, { status });
        const after = await visible(tx, actor, id, 'View');
        await audit(tx, actor, id, active ? 'activate' : 'deactivate', { status: before.status }, { status });
        return after;
      });
      // Deactivation ends every session at once (the actor loader refuses them too). Links sent
      // before either change stay dead: activation does not revive an old invitation.
      if (!active) await sessions.endAll(id);
      await invitations.cancel(id);
      return user;
    },

    async remove(actor: TActor, ids: readonly string[]): Promise<void> {
      if (ids.includes(actor.userId)) throw badRequest('You cannot delete yourself.', { ids: ['You cannot delete yourself.'] });
      await withActor(db, actor, async (tx) => {
        for (const id of new Set(ids)) {
          const before = await wholePerson(tx, actor, id, 'Delete');
          await userWritesRepo.markDeleted(tx, id);
          await audit(tx, actor, id, 'delete', before, null);
        }
      });
      for (const id of ids) await sessions.endAll(id);
    },

    async resendInvitation(actor: TActor, id: string): Promise<void> {
      const user = await withActor(db, actor, async (tx) => {
        const target = await wholePerson(tx, actor, id, 'Edit');
        if (!isAwaitingInvitation(target)) throw conflict('Only a pending, authorized user can be sent an invitation.');
        return target;
      });
      // Counted only once the actor may resend, so nobody can use up another tenant's budget.
      await invitations.reserveResend(id);
      await withActor(db, actor, (tx) => audit(tx, actor, id, 'resend_invitation', null, null));
      await invitations.invite(user, actor);
    },

    // For other features, in their transaction (src/services.ts hands these out).

    /** Which of a client's properties a member sees: all, or those assigned (the properties feature). */
    setPropertyAccess: (tx: TScopedTx, userId: string, tenantId: string, mode: TPropertyAccessMode): Promise<void> =>
      userWritesRepo.setPropertyAccess(tx, userId, tenantId, mode),
  };
}

export type TUsersService = ReturnType<typeof createUsersService>;
