import { describe, expect, it } from 'vitest';
import { TENANT_TYPES, USER_TYPES, type TTenantType, type TUserType } from './enums.js';
import { deriveUserFlags, vendorTypeLabel, type TUserFlags } from './user-flags.js';

const flags = (overrides: Partial<TUserFlags>): TUserFlags => ({
  isProviderUser: false,
  isVendorUser: false,
  isBranchUser: false,
  isFranchiseUser: false,
  isClientUser: false,
  isSuperAdmin: false,
  isAdmin: false,
  ...overrides,
});

describe('deriveUserFlags without a workspace', () => {
  const cases: [TUserType, TUserFlags][] = [
    ['connexus', flags({ isProviderUser: true })],
    ['client', flags({ isClientUser: true })],
    ['vendor', flags({ isVendorUser: true })],
    ['vendor_branch', flags({ isVendorUser: true, isBranchUser: true })],
    ['vendor_franchise', flags({ isVendorUser: true, isFranchiseUser: true })],
  ];

  it('covers every user type', () => {
    expect(cases.map(([t]) => t).sort()).toEqual([...USER_TYPES].sort());
  });

  it.each(cases)('%s', (userType, expected) => {
    expect(deriveUserFlags(userType)).toEqual(expected);
  });
});

describe('deriveUserFlags in a workspace of its own type', () => {
  it.each(USER_TYPES)('%s matches the no-workspace flags', (userType) => {
    expect(deriveUserFlags(userType, userType)).toEqual(deriveUserFlags(userType));
  });
});

describe('deriveUserFlags for a vendor user: the workspace type drives branch and franchise', () => {
  it('vendor user in a branch workspace is a branch user', () => {
    expect(deriveUserFlags('vendor', 'vendor_branch')).toEqual(flags({ isVendorUser: true, isBranchUser: true }));
  });

  it('vendor user in a franchise workspace is a franchise user', () => {
    expect(deriveUserFlags('vendor', 'vendor_franchise')).toEqual(flags({ isVendorUser: true, isFranchiseUser: true }));
  });

  it('vendor user in a vendor workspace is neither', () => {
    expect(deriveUserFlags('vendor', 'vendor')).toEqual(flags({ isVendorUser: true }));
  });

  it('branch user in a vendor workspace is not a branch user there', () => {
    expect(deriveUserFlags('vendor_branch', 'vendor')).toEqual(flags({ isVendorUser: true }));
  });

  it('branch user in a franchise workspace is a franchise user there', () => {
    expect(deriveUserFlags('vendor_branch', 'vendor_franchise')).toEqual(flags({ isVendorUser: true, isFranchiseUser: true }));
  });

  it('franchise user in a branch workspace is a branch user there', () => {
    expect(deriveUserFlags('vendor_franchise', 'vendor_branch')).toEqual(flags({ isVendorUser: true, isBranchUser: true }));
  });

  it('a non-vendor workspace type does not change a vendor-side user', () => {
    expect(deriveUserFlags('vendor_branch', 'client')).toEqual(flags({ isVendorUser: true, isBranchUser: true }));
    expect(deriveUserFlags('vendor_franchise', 'connexus')).toEqual(flags({ isVendorUser: true, isFranchiseUser: true }));
    expect(deriveUserFlags('vendor', 'client')).toEqual(flags({ isVendorUser: true }));
  });
});

describe('deriveUserFlags for non-vendor users in vendor-side workspaces', () => {
  const vendorSide: TTenantType[] = ['vendor', 'vendor_branch', 'vendor_franchise'];

  it.each(vendorSide)('provider user in a %s workspace stays a provider user only', (workspaceType) => {
    expect(deriveUserFlags('connexus', workspaceType)).toEqual(flags({ isProviderUser: true }));
  });

  it.each(vendorSide)('client user in a %s workspace stays a client user only', (workspaceType) => {
    expect(deriveUserFlags('client', workspaceType)).toEqual(flags({ isClientUser: true }));
  });
});

describe('deriveUserFlags invariants', () => {
  it('superadmin and admin are always false, and at most one of branch/franchise holds', () => {
    for (const userType of USER_TYPES) {
      for (const workspaceType of [undefined, ...TENANT_TYPES]) {
        const f = deriveUserFlags(userType, workspaceType);
        expect(f.isSuperAdmin).toBe(false);
        expect(f.isAdmin).toBe(false);
        expect(f.isBranchUser && f.isFranchiseUser).toBe(false);
        if (f.isBranchUser || f.isFranchiseUser) expect(f.isVendorUser).toBe(true);
        expect([f.isProviderUser, f.isVendorUser, f.isClientUser].filter(Boolean)).toHaveLength(1);
      }
    }
  });
});

describe('vendorTypeLabel', () => {
  it('labels branches and franchises', () => {
    expect(vendorTypeLabel('vendor_branch')).toBe('Branch');
    expect(vendorTypeLabel('vendor_franchise')).toBe('Franchise');
  });

  it('labels a plain vendor (and any other type) Vendor', () => {
    expect(vendorTypeLabel('vendor')).toBe('Vendor');
    expect(vendorTypeLabel('client')).toBe('Vendor');
    expect(vendorTypeLabel('connexus')).toBe('Vendor');
  });
});
