import { describe, expect, it } from 'vitest';
import type { TPermissionMap } from '../permissions.js';
import { canActOnRole, creatableRoleTypes } from './roles.js';

const permissions: TPermissionMap = {
  'Role Management': {
    client_role_management: { View: true, Create: true, Edit: true },
    vendor_role_management: { View: true, Create: true },
  },
};

describe('creatableRoleTypes', () => {
  it('offers every type held with Create in the provider workspace', () => {
    expect(creatableRoleTypes({ permissions, kind: 'provider' })).toEqual(['client', 'vendor']);
  });
  it("offers only the workspace's own role type elsewhere", () => {
    expect(creatableRoleTypes({ permissions, kind: 'client' })).toEqual(['client']);
    expect(creatableRoleTypes({ permissions, kind: 'vendor' })).toEqual(['vendor']);
  });
  it('offers nothing without a workspace or without Create', () => {
    expect(creatableRoleTypes({ permissions, kind: null })).toEqual([]);
    expect(creatableRoleTypes({ permissions: {}, kind: 'provider' })).toEqual([]);
  });
});

describe('canActOnRole', () => {
  const tenantRole = { roleType: 'client' as const, tenantId: 't1' };
  const providerRole = { roleType: 'client' as const, tenantId: null };
  it('needs the right for the role type', () => {
    expect(canActOnRole({ permissions, kind: 'client' }, tenantRole, 'Edit')).toBe(true);
    expect(canActOnRole({ permissions, kind: 'client' }, tenantRole, 'Delete')).toBe(false);
    expect(canActOnRole({ permissions, kind: 'vendor' }, { roleType: 'vendor', tenantId: 't2' }, 'Edit')).toBe(false);
  });
  it('leaves provider-defined roles to the provider', () => {
    expect(canActOnRole({ permissions, kind: 'client' }, providerRole, 'Edit')).toBe(false);
    expect(canActOnRole({ permissions, kind: 'provider' }, providerRole, 'Edit')).toBe(true);
  });
});
