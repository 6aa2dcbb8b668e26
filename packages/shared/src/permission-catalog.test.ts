import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, ROLE_TYPES } from './enums.js';
import {
  MODULE_NAMES,
  MODULES,
  moduleOfPermissionType,
  PERMISSION_CATALOG,
  PERMISSION_CATALOG_ENTRIES,
  PERMISSION_TYPES,
  PERMISSION_TYPES_BY_ROLE_TYPE,
  type TModuleName,
  type TPermissionType,
} from './permission-catalog.js';

/** The docs/product.md "Permissions" table. */
const EXPECTED_CATALOG: Record<TModuleName, TPermissionType[]> = {
  'Contact Management': ['connexus_user_management', 'client_user_management', 'vendor_user_management', 'branch_contacts', 'franchise_contacts'],
  'Role Management': ['connexus_role_management', 'client_role_management', 'vendor_role_management'],
  'Client Management': ['client_management', 'corporate_contacts'],
  'Property Management': ['property_management', 'property_contacts'],
  Service: ['service_management'],
  'Vendor Management': ['vendor_management', 'vendor_contacts', 'branch_management', 'franchise_management'],
  'Existing Contracts': ['existing_contracts'],
};

describe('module names and permission types', () => {
  it('has the seven module names of spec §3', () => {
    expect([...MODULE_NAMES].sort()).toEqual(
      ['Client Management', 'Contact Management', 'Existing Contracts', 'Property Management', 'Role Management', 'Service', 'Vendor Management'].sort(),
    );
  });

  it('maps the route-guard enumeration to module names', () => {
    expect(MODULES.RoleManagement).toBe('Role Management');
    expect(MODULES.ContactManagement).toBe('Contact Management');
    expect(MODULES.ClientManagement).toBe('Client Management');
    expect(MODULES.PropertyManagement).toBe('Property Management');
    expect(MODULES.VendorManagement).toBe('Vendor Management');
    expect(MODULES.Service).toBe('Service');
  });

  it('has the eighteen permission types of spec §3, without duplicates', () => {
    expect(PERMISSION_TYPES).toHaveLength(18);
    expect(new Set(PERMISSION_TYPES).size).toBe(18);
  });
});

describe('PERMISSION_CATALOG', () => {
  it('matches the docs/product.md table', () => {
    expect(PERMISSION_CATALOG).toEqual(EXPECTED_CATALOG);
  });

  it('places every permission type in exactly one module', () => {
    const all = MODULE_NAMES.flatMap((m) => [...PERMISSION_CATALOG[m]]);
    expect(all).toHaveLength(PERMISSION_TYPES.length);
    expect([...all].sort()).toEqual([...PERMISSION_TYPES].sort());
  });
});

describe('PERMISSION_CATALOG_ENTRIES', () => {
  const key = (e: { moduleName: string; permissionType: string; actionType: string }) => `${e.moduleName}|${e.permissionType}|${e.actionType}`;

  it('has one entry per module × permission type × action', () => {
    const expected = Object.entries(EXPECTED_CATALOG).flatMap(([moduleName, types]) =>
      types.flatMap((permissionType) => ['Create', 'Edit', 'View', 'Delete'].map((actionType) => key({ moduleName, permissionType, actionType }))),
    );
    expect(expected).toHaveLength(18 * 4);
    expect(PERMISSION_CATALOG_ENTRIES.map(key).sort()).toEqual(expected.sort());
  });

  it('has no duplicates', () => {
    const keys = PERMISSION_CATALOG_ENTRIES.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses the four actions for each permission type', () => {
    expect([...ACTION_TYPES].sort()).toEqual(['Create', 'Delete', 'Edit', 'View']);
    for (const permissionType of PERMISSION_TYPES) {
      const actions = PERMISSION_CATALOG_ENTRIES.filter((e) => e.permissionType === permissionType).map((e) => e.actionType);
      expect(actions.sort()).toEqual(['Create', 'Delete', 'Edit', 'View']);
    }
  });

  it('puts each permission type under its catalog module', () => {
    for (const entry of PERMISSION_CATALOG_ENTRIES) {
      expect(EXPECTED_CATALOG[entry.moduleName]).toContain(entry.permissionType);
    }
  });
});

describe('moduleOfPermissionType', () => {
  const cases = Object.entries(EXPECTED_CATALOG).flatMap(([moduleName, types]) => types.map((permissionType) => [permissionType, moduleName] as const));

  it('covers every permission type', () => {
    expect(cases.map(([t]) => t).sort()).toEqual([...PERMISSION_TYPES].sort());
  });

  it.each(cases)('%s belongs to %s', (permissionType, moduleName) => {
    expect(moduleOfPermissionType(permissionType)).toBe(moduleName);
  });

  it('throws for a value outside the catalog', () => {
    const bogus = 'not_a_type' as TPermissionType;
    expect(() => moduleOfPermissionType(bogus)).toThrow('Unknown permission type not_a_type');
  });
});

describe('PERMISSION_TYPES_BY_ROLE_TYPE', () => {
  it('has an entry for each role type', () => {
    expect(Object.keys(PERMISSION_TYPES_BY_ROLE_TYPE).sort()).toEqual([...ROLE_TYPES].sort());
  });

  it.each(ROLE_TYPES)('%s lists only catalog types, without duplicates', (roleType) => {
    const types = PERMISSION_TYPES_BY_ROLE_TYPE[roleType];
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types).size).toBe(types.length);
    for (const t of types) expect(PERMISSION_TYPES).toContain(t);
    for (const t of types) expect(() => moduleOfPermissionType(t)).not.toThrow();
  });

  it('gives provider roles every permission type', () => {
    expect([...PERMISSION_TYPES_BY_ROLE_TYPE.connexus].sort()).toEqual([...PERMISSION_TYPES].sort());
  });

  it("keeps other tenants' user and role management out of client and vendor roles", () => {
    const client = PERMISSION_TYPES_BY_ROLE_TYPE.client;
    const vendor = PERMISSION_TYPES_BY_ROLE_TYPE.vendor;
    for (const t of ['connexus_user_management', 'connexus_role_management'] as const) {
      expect(client).not.toContain(t);
      expect(vendor).not.toContain(t);
    }
    expect(client).not.toContain('vendor_user_management');
    expect(client).not.toContain('vendor_role_management');
    expect(vendor).not.toContain('client_user_management');
    expect(vendor).not.toContain('client_role_management');
    expect(client).toContain('client_user_management');
    expect(client).toContain('client_role_management');
    expect(vendor).toContain('vendor_user_management');
    expect(vendor).toContain('vendor_role_management');
  });

  it('lets vendor roles see RFPs and SOWs through client_management (docs/product.md "Permissions")', () => {
    expect(PERMISSION_TYPES_BY_ROLE_TYPE.vendor).toContain('client_management');
  });
});
