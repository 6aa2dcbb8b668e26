import { describe, expect, it } from 'vitest';
import type { TActionType } from './enums.js';
import type { TModuleName, TPermissionType } from './permission-catalog.js';
import {
  can,
  canAccessRoute,
  hasAnyModulePermission,
  lookupPermission,
  mergeRolePermissions,
  toViewOnly,
  type TPermissionMap,
  type TRequiredPermission,
  type TRolePermission,
  type TRoleWithPermissions,
} from './permissions.js';

const p = (moduleName: TModuleName, permissionType: TPermissionType, actionType: TActionType): TRolePermission => ({
  moduleName,
  permissionType,
  actionType,
});
const role = (name: string, ...rolePermissions: TRolePermission[]): TRoleWithPermissions => ({ name, rolePermissions });

describe('mergeRolePermissions', () => {
  it('returns an empty map for no roles and for roles without permissions', () => {
    expect(mergeRolePermissions([])).toEqual({});
    expect(mergeRolePermissions([role('Empty'), role('Also empty')])).toEqual({});
  });

  it('builds module → permission type → action for a single role', () => {
    const map = mergeRolePermissions([role('R', p('Service', 'service_management', 'View'), p('Service', 'service_management', 'Edit'))]);
    expect(map).toEqual({ Service: { service_management: { View: true, Edit: true } } });
  });

  it('merges several roles across modules and permission types', () => {
    const map = mergeRolePermissions([
      role('A', p('Client Management', 'client_management', 'View')),
      role('B', p('Client Management', 'corporate_contacts', 'Create'), p('Vendor Management', 'vendor_management', 'Delete')),
      role('C', p('Client Management', 'client_management', 'Edit')),
    ]);
    expect(map).toEqual({
      'Client Management': {
        client_management: { View: true, Edit: true },
        corporate_contacts: { Create: true },
      },
      'Vendor Management': { vendor_management: { Delete: true } },
    });
  });

  it('collapses duplicates within a role and across roles', () => {
    const dup = p('Role Management', 'client_role_management', 'View');
    const map = mergeRolePermissions([role('A', dup, dup), role('B', dup)]);
    expect(map).toEqual({ 'Role Management': { client_role_management: { View: true } } });
  });

  it('a grant in any role wins: an empty or narrower role never removes it', () => {
    const map = mergeRolePermissions([
      role('Admin', p('Property Management', 'property_management', 'Delete')),
      role('Empty'),
      role('Viewer', p('Property Management', 'property_management', 'View')),
    ]);
    expect(map['Property Management']?.property_management).toEqual({ Delete: true, View: true });
    // Order of roles does not matter.
    const reversed = mergeRolePermissions([
      role('Viewer', p('Property Management', 'property_management', 'View')),
      role('Empty'),
      role('Admin', p('Property Management', 'property_management', 'Delete')),
    ]);
    expect(reversed).toEqual(map);
  });

  it('does not grant actions that no role lists', () => {
    const map = mergeRolePermissions([role('A', p('Service', 'service_management', 'View'))]);
    expect(map.Service?.service_management?.Edit).toBeUndefined();
    expect(map['Vendor Management']).toBeUndefined();
  });
});

describe('toViewOnly', () => {
  it('keeps only View on permission types that have View', () => {
    const map: TPermissionMap = {
      'Client Management': {
        client_management: { View: true, Edit: true, Create: true, Delete: true },
        corporate_contacts: { View: true },
      },
    };
    expect(toViewOnly(map)).toEqual({
      'Client Management': { client_management: { View: true }, corporate_contacts: { View: true } },
    });
  });

  it('drops permission types without View, and modules left empty', () => {
    const map: TPermissionMap = {
      'Client Management': { client_management: { View: true }, corporate_contacts: { Edit: true, Delete: true } },
      Service: { service_management: { Create: true } },
      'Vendor Management': { vendor_management: { View: false, Edit: true } },
    };
    expect(toViewOnly(map)).toEqual({ 'Client Management': { client_management: { View: true } } });
  });

  it('does not mutate its input', () => {
    const map: TPermissionMap = { Service: { service_management: { View: true, Edit: true } } };
    toViewOnly(map);
    expect(map).toEqual({ Service: { service_management: { View: true, Edit: true } } });
  });

  it('tolerates explicit undefined entries that the Partial map type allows', () => {
    const map: TPermissionMap = {
      Service: undefined,
      'Client Management': { client_management: undefined, corporate_contacts: { View: true } },
    };
    expect(toViewOnly(map)).toEqual({ 'Client Management': { corporate_contacts: { View: true } } });
  });

  it('returns an empty map for an empty map', () => {
    expect(toViewOnly({})).toEqual({});
  });
});

describe('lookupPermission', () => {
  const map: TPermissionMap = {
    'Vendor Management': { vendor_management: { View: true }, vendor_contacts: { Edit: true } },
  };

  it('returns the action flag', () => {
    expect(lookupPermission(map, 'Vendor Management', 'vendor_management', 'View')).toBe(true);
    expect(lookupPermission(map, 'Vendor Management', 'vendor_management', 'Edit')).toBe(false);
    expect(lookupPermission(map, 'Vendor Management', 'branch_management', 'View')).toBe(false);
  });

  it('falls back to the fallback action when the first is not granted', () => {
    expect(lookupPermission(map, 'Vendor Management', 'vendor_management', 'Edit', 'View')).toBe(true);
    expect(lookupPermission(map, 'Vendor Management', 'vendor_contacts', 'View', 'Edit')).toBe(true);
    expect(lookupPermission(map, 'Vendor Management', 'vendor_management', 'Edit', 'Delete')).toBe(false);
  });

  it('returns the module set when no action is given', () => {
    expect(lookupPermission(map, 'Vendor Management')).toEqual({
      vendor_management: { View: true },
      vendor_contacts: { Edit: true },
    });
  });

  it('answers unknown (absent) modules with false or an empty set', () => {
    expect(lookupPermission(map, 'Service')).toEqual({});
    expect(lookupPermission(map, 'Service', 'service_management', 'View')).toBe(false);
    expect(lookupPermission(map, 'Service', 'service_management', 'View', 'Edit')).toBe(false);
    expect(lookupPermission({}, 'Role Management')).toEqual({});
  });

  it('looks only in the named module', () => {
    expect(lookupPermission(map, 'Client Management', 'vendor_management', 'View')).toBe(false);
  });
});

describe('can / hasAnyModulePermission', () => {
  const map: TPermissionMap = {
    'Contact Management': { branch_contacts: { Create: true } },
    'Role Management': { client_role_management: { View: false } },
  };

  it('can finds the grant in whichever module holds the permission type', () => {
    expect(can(map, 'branch_contacts', 'Create')).toBe(true);
    expect(can(map, 'branch_contacts', 'View')).toBe(false);
    expect(can(map, 'franchise_contacts', 'Create')).toBe(false);
    expect(can(map, 'client_role_management', 'View')).toBe(false);
    expect(can({}, 'service_management', 'View')).toBe(false);
  });

  it('hasAnyModulePermission needs at least one true flag in the module', () => {
    expect(hasAnyModulePermission(map, 'Contact Management')).toBe(true);
    expect(hasAnyModulePermission(map, 'Role Management')).toBe(false);
    expect(hasAnyModulePermission(map, 'Service')).toBe(false);
    expect(hasAnyModulePermission({ Service: {} }, 'Service')).toBe(false);
    expect(hasAnyModulePermission({ Service: { service_management: {} } }, 'Service')).toBe(false);
    expect(hasAnyModulePermission({ Service: { service_management: { Delete: true } } }, 'Service')).toBe(true);
  });
});

describe('canAccessRoute', () => {
  const map: TPermissionMap = {
    'Client Management': { client_management: { View: true } },
    'Vendor Management': { vendor_management: { Edit: true } },
  };

  it('passes a route with an empty module list and no requirements, even with no permissions', () => {
    expect(canAccessRoute({}, { modules: [] })).toBe(true);
  });

  it('needs some permission in at least one listed module', () => {
    expect(canAccessRoute(map, { modules: ['Client Management'] })).toBe(true);
    expect(canAccessRoute(map, { modules: ['Service', 'Vendor Management'] })).toBe(true);
    expect(canAccessRoute(map, { modules: ['Service', 'Role Management'] })).toBe(false);
    expect(canAccessRoute({}, { modules: ['Client Management'] })).toBe(false);
  });

  it('still applies required-permission entries when the module list is empty', () => {
    const req: TRequiredPermission[] = [{ permissionKey: 'service_management', requiredActions: ['View'] }];
    expect(canAccessRoute(map, { modules: [], requiredPermissions: req })).toBe(false);
  });

  it("with entries, one of an entry's required actions must be granted for its permission key", () => {
    const route = (requiredPermissions: TRequiredPermission[]) => ({
      modules: ['Client Management'] as const,
      requiredPermissions,
    });
    expect(canAccessRoute(map, route([{ permissionKey: 'client_management', requiredActions: ['Edit', 'View'] }]))).toBe(true);
    expect(canAccessRoute(map, route([{ permissionKey: 'client_management', requiredActions: ['Edit', 'Delete'] }]))).toBe(false);
    // The grant must be on the entry's own key, not on another key.
    expect(canAccessRoute(map, route([{ permissionKey: 'corporate_contacts', requiredActions: ['View'] }]))).toBe(false);
    // One passing entry among several is enough.
    expect(
      canAccessRoute(
        map,
        route([
          { permissionKey: 'corporate_contacts', requiredActions: ['View'] },
          { permissionKey: 'vendor_management', requiredActions: ['Edit'] },
        ]),
      ),
    ).toBe(true);
  });

  it('the module check still applies when an entry is satisfied', () => {
    const req: TRequiredPermission[] = [{ permissionKey: 'client_management', requiredActions: ['View'] }];
    expect(canAccessRoute(map, { modules: ['Service'], requiredPermissions: req })).toBe(false);
  });

  it('an entry with no required actions passes', () => {
    const req: TRequiredPermission[] = [{ permissionKey: 'service_management', requiredActions: [] }];
    expect(canAccessRoute(map, { modules: ['Client Management'], requiredPermissions: req })).toBe(true);
  });

  it('an empty entry list passes', () => {
    expect(canAccessRoute(map, { modules: ['Client Management'], requiredPermissions: [] })).toBe(true);
  });

  describe('role-type filter', () => {
    const entries: TRequiredPermission[] = [
      { roleType: 'client', permissionKey: 'client_management', requiredActions: ['View'] },
      { roleType: 'vendor', permissionKey: 'vendor_management', requiredActions: ['Delete'] },
    ];
    const route = { modules: ['Client Management'] as const, requiredPermissions: entries };

    it('keeps only the entries of the given role type', () => {
      expect(canAccessRoute(map, route, 'client')).toBe(true);
      // Only the vendor entry remains, and Delete on vendor_management is not granted.
      expect(canAccessRoute(map, route, 'vendor')).toBe(false);
    });

    it('uses every entry when no role type is given', () => {
      expect(canAccessRoute(map, route)).toBe(true);
      expect(canAccessRoute(map, { ...route, requiredPermissions: [entries[1]] })).toBe(false);
    });

    it('keeps entries that name no role type', () => {
      const mixed: TRequiredPermission[] = [
        { roleType: 'client', permissionKey: 'client_management', requiredActions: ['View'] },
        { permissionKey: 'service_management', requiredActions: ['View'] },
      ];
      expect(canAccessRoute(map, { modules: ['Client Management'], requiredPermissions: mixed }, 'vendor')).toBe(false);
    });

    it('passes when the filter empties the list', () => {
      expect(canAccessRoute(map, route, 'connexus')).toBe(true);
    });
  });
});
