import { describe, expect, it } from 'vitest';
import type { TPermissionMap } from '../permissions.js';
import {
  canAuthorizeUser,
  canChangeUserStatus,
  canCreateUsers,
  canDeleteAnyUsers,
  canDeleteUser,
  canEditUser,
  canExportUsers,
  canResendInvitation,
  type TUserActor,
  type TUserTarget,
} from './users.js';
import { isAuthorizable, isAwaitingInvitation, isDeactivated, isRoleOfferedTo } from '../user-management.js';

/** Edit and Delete on client people, View only on vendor people, nothing on the provider's. */
const permissions: TPermissionMap = {
  'Contact Management': {
    client_user_management: { View: true, Create: true, Edit: true, Delete: true },
    vendor_user_management: { View: true },
  },
};
const actor: TUserActor = { userId: 'me', permissions };
const person = (overrides: Partial<TUserTarget> = {}): TUserTarget => ({
  id: 'them',
  userType: 'client',
  status: 'ACTIVE',
  authorized: true,
  ...overrides,
});

describe('list-level abilities', () => {
  it('follow the people permission of any kind of tenant', () => {
    expect(canCreateUsers(permissions)).toBe(true);
    expect(canDeleteAnyUsers(permissions)).toBe(true);
    expect(canExportUsers(permissions)).toBe(true);
  });

  it('are all off without people permissions', () => {
    const none: TPermissionMap = { 'Role Management': { client_role_management: { View: true, Create: true, Delete: true } } };
    expect(canCreateUsers(none)).toBe(false);
    expect(canDeleteAnyUsers(none)).toBe(false);
    expect(canExportUsers(none)).toBe(false);
  });

  it('export needs View only', () => {
    const viewOnly: TPermissionMap = { 'Contact Management': { branch_contacts: { View: true } } };
    expect(canExportUsers(viewOnly)).toBe(true);
    expect(canCreateUsers(viewOnly)).toBe(false);
  });
});

describe('abilities on one person', () => {
  it('depend on the permission for their kind of tenant', () => {
    expect(canEditUser(actor, person())).toBe(true);
    expect(canEditUser(actor, person({ userType: 'vendor' }))).toBe(false);
    expect(canDeleteUser(actor, person({ userType: 'connexus' }))).toBe(false);
  });

  it('never let one delete or (de)activate oneself', () => {
    const me = person({ id: 'me' });
    expect(canEditUser(actor, me)).toBe(true);
    expect(canDeleteUser(actor, me)).toBe(false);
    expect(canChangeUserStatus(actor, me)).toBe(false);
    expect(canDeleteUser(actor, person())).toBe(true);
    expect(canChangeUserStatus(actor, person())).toBe(true);
  });

  it('resend an invitation only to a pending person who may sign in', () => {
    expect(isAwaitingInvitation({ status: 'PENDING', authorized: true })).toBe(true);
    expect(isAwaitingInvitation({ status: 'PENDING', authorized: false })).toBe(false);
    expect(isAwaitingInvitation({ status: 'ACTIVE', authorized: true })).toBe(false);
    expect(canResendInvitation(actor, person({ status: 'PENDING' }))).toBe(true);
    expect(canResendInvitation(actor, person({ status: 'PENDING', userType: 'vendor' }))).toBe(false);
  });

  it('authorize a contact, but not a deactivated one or one who already may sign in', () => {
    expect(isAuthorizable({ status: 'ACTIVE', authorized: false })).toBe(true);
    expect(isAuthorizable({ status: 'INACTIVE', authorized: false })).toBe(false);
    expect(isAuthorizable({ status: 'ACTIVE', authorized: true })).toBe(false);
    expect(canAuthorizeUser(actor, person({ authorized: false }))).toBe(true);
    expect(canAuthorizeUser(actor, person({ authorized: false, userType: 'vendor' }))).toBe(false);
  });

  it('tells a deactivated person from the rest', () => {
    expect(isDeactivated({ status: 'INACTIVE' })).toBe(true);
    expect(isDeactivated({ status: 'PENDING' })).toBe(false);
  });
});

describe('isRoleOfferedTo', () => {
  const branch = { id: 'branch', parentId: 'vendor' };
  it("offers the provider's roles, the tenant's own and its vendor's", () => {
    expect(isRoleOfferedTo(null, branch)).toBe(true);
    expect(isRoleOfferedTo('branch', branch)).toBe(true);
    expect(isRoleOfferedTo('vendor', branch)).toBe(true);
  });
  it("does not offer another tenant's roles", () => {
    expect(isRoleOfferedTo('other', branch)).toBe(false);
    expect(isRoleOfferedTo('other', { id: 'client', parentId: null })).toBe(false);
  });
});
