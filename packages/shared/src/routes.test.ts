import { describe, expect, it } from 'vitest';
import { MODULE_NAMES, PERMISSION_CATALOG_ENTRIES, PERMISSION_TYPES_BY_ROLE_TYPE } from './permission-catalog.js';
import { canAccessRoute, mergeRolePermissions, type TPermissionMap } from './permissions.js';
import {
  firstPermittedRoute,
  PROTECTED_ROUTE_REQUIREMENTS,
  REMEMBERED_REDIRECT_PATHS,
  ROUTES,
  SIDEBAR_ITEMS,
  shouldRememberRedirect,
  visibleSidebarItems,
  type TSidebarItem,
} from './routes.js';

const labels = (items: readonly TSidebarItem[]) => items.map((i) => i.label);

/** Provider admin: every catalog entry granted. */
const providerAdmin: TPermissionMap = mergeRolePermissions([{ name: 'Provider Admin', rolePermissions: PERMISSION_CATALOG_ENTRIES }]);
const contactsOnly: TPermissionMap = { 'Contact Management': { client_user_management: { View: true } } };

const MODULE_LESS = ['Dashboard', 'Contracts', 'Bid Analysis Report', 'Property Maps', 'Settings'];

describe('ROUTES', () => {
  it('has the route paths of spec §2', () => {
    expect(ROUTES).toMatchObject({
      login: '/login',
      dashboard: '/dashboard',
      client: '/client',
      vendor: '/vendor',
      contracts: '/contracts',
      rfp: '/rfp',
      sow: '/sow',
      roleManagement: '/role-management',
      settings: '/settings',
      resetPassword: '/reset-password',
      verify: '/auth/verify',
      property: '/property',
      propertyMap: '/property-map',
      bidAnalysisReport: '/bid-analysis-report',
      services: '/services',
      contactManagement: '/contact-management',
      unauthorized: '/unauthorized',
      contractManagement: '/contract-management',
      publicRoute: '/public_route',
    });
  });
});

describe('SIDEBAR_ITEMS', () => {
  it('has the labels of the spec §2 table in order', () => {
    expect(labels(SIDEBAR_ITEMS)).toEqual([
      'Dashboard',
      'Clients',
      'Vendors',
      'Scope Of Work',
      'Request For Proposal',
      'Contracts',
      'Bid Analysis Report',
      'Services',
      'Contract Management',
      'Property Lists',
      'Property Maps',
      'Contact Management',
      'Role Management',
      'Settings',
    ]);
  });

  it('lists the modules of the spec §2 table for each entry', () => {
    expect(Object.fromEntries(SIDEBAR_ITEMS.map((i) => [i.label, [...i.modules].sort()]))).toEqual({
      Dashboard: [],
      Clients: ['Client Management'],
      Vendors: ['Vendor Management'],
      'Scope Of Work': ['Client Management'],
      'Request For Proposal': ['Client Management'],
      Contracts: [],
      'Bid Analysis Report': [],
      Services: ['Service'],
      'Contract Management': ['Client Management', 'Contact Management', 'Property Management', 'Role Management', 'Service', 'Vendor Management'],
      'Property Lists': ['Property Management'],
      'Property Maps': [],
      'Contact Management': ['Contact Management'],
      'Role Management': ['Role Management'],
      Settings: [],
    });
  });

  it('links each entry to its route', () => {
    expect(SIDEBAR_ITEMS.map((i) => i.routerUrl)).toEqual([
      '/dashboard',
      '/client',
      '/vendor',
      '/sow',
      '/rfp',
      '/contracts',
      '/bid-analysis-report',
      '/services',
      '/contract-management',
      '/property',
      '/property-map',
      '/contact-management',
      '/role-management',
      '/settings',
    ]);
  });

  it("PROTECTED_ROUTE_REQUIREMENTS carries each entry's modules under its route", () => {
    expect(Object.keys(PROTECTED_ROUTE_REQUIREMENTS)).toEqual(SIDEBAR_ITEMS.map((i) => i.routerUrl));
    for (const item of SIDEBAR_ITEMS) {
      expect(PROTECTED_ROUTE_REQUIREMENTS[item.routerUrl]?.modules).toEqual(item.modules);
    }
  });
});

describe('visibleSidebarItems', () => {
  it('shows a provider admin every entry', () => {
    expect(labels(visibleSidebarItems(providerAdmin))).toEqual(labels(SIDEBAR_ITEMS));
  });

  it('shows a Contact Management-only user the module-less entries plus the ones listing that module', () => {
    expect(labels(visibleSidebarItems(contactsOnly))).toEqual([
      'Dashboard',
      'Contracts',
      'Bid Analysis Report',
      'Contract Management',
      'Property Maps',
      'Contact Management',
      'Settings',
    ]);
  });

  it('shows a user with no permissions only the module-less entries', () => {
    expect(labels(visibleSidebarItems({}))).toEqual(MODULE_LESS);
  });

  it('ignores modules whose flags are all false', () => {
    expect(labels(visibleSidebarItems({ Service: { service_management: { View: false } } }))).toEqual(MODULE_LESS);
  });

  it('does not show an entry for Existing Contracts alone (no sidebar entry lists it)', () => {
    expect(labels(visibleSidebarItems({ 'Existing Contracts': { existing_contracts: { View: true } } }))).toEqual(MODULE_LESS);
  });

  it("shows each module's entries for a user holding only that module", () => {
    for (const moduleName of MODULE_NAMES) {
      const map: TPermissionMap = { [moduleName]: { client_management: { View: true } } };
      const expected = SIDEBAR_ITEMS.filter((i) => i.modules.length === 0 || i.modules.includes(moduleName));
      expect(labels(visibleSidebarItems(map))).toEqual(labels(expected));
    }
  });

  it('filters a given item list', () => {
    const items: TSidebarItem[] = [
      { label: 'A', routerUrl: '/a', modules: ['Service'] },
      { label: 'B', routerUrl: '/b', modules: ['Contact Management'] },
    ];
    expect(labels(visibleSidebarItems(contactsOnly, items))).toEqual(['B']);
    expect(visibleSidebarItems(contactsOnly, [])).toEqual([]);
  });
});

describe('the sidebar of each kind of workspace (issue #17 point 6)', () => {
  const withinRoleType = (roleType: 'client' | 'vendor'): TPermissionMap =>
    mergeRolePermissions([
      { name: roleType, rolePermissions: PERMISSION_CATALOG_ENTRIES.filter((e) => PERMISSION_TYPES_BY_ROLE_TYPE[roleType].includes(e.permissionType)) },
    ]);

  it('leaves Clients, Bid Analysis Report and Property Maps out of a vendor workspace, after the permissions', () => {
    const vendorAdmin = withinRoleType('vendor');
    // The permissions alone would show Clients: a vendor's Client Management is its RFPs.
    expect(labels(visibleSidebarItems(vendorAdmin))).toContain('Clients');
    expect(labels(visibleSidebarItems(vendorAdmin, SIDEBAR_ITEMS, 'vendor'))).toEqual([
      'Dashboard',
      'Vendors',
      'Scope Of Work',
      'Request For Proposal',
      'Contracts',
      'Contract Management',
      'Contact Management',
      'Role Management',
      'Settings',
    ]);
  });

  it('keeps them for a client and the provider', () => {
    const clientLabels = labels(visibleSidebarItems(withinRoleType('client'), SIDEBAR_ITEMS, 'client'));
    expect(clientLabels).toEqual(expect.arrayContaining(['Clients', 'Bid Analysis Report', 'Property Maps']));
    expect(labels(visibleSidebarItems(providerAdmin, SIDEBAR_ITEMS, 'connexus'))).toEqual(labels(SIDEBAR_ITEMS));
  });

  it('still lets the permissions decide first: no module, no entry, whatever the workspace', () => {
    expect(labels(visibleSidebarItems(contactsOnly, SIDEBAR_ITEMS, 'client'))).not.toContain('Clients');
  });

  it('guards the route the same way', () => {
    expect(canAccessRoute(withinRoleType('vendor'), PROTECTED_ROUTE_REQUIREMENTS[ROUTES.client]!, 'vendor')).toBe(false);
    expect(canAccessRoute(withinRoleType('vendor'), PROTECTED_ROUTE_REQUIREMENTS[ROUTES.sow]!, 'vendor')).toBe(true);
    expect(canAccessRoute(withinRoleType('client'), PROTECTED_ROUTE_REQUIREMENTS[ROUTES.propertyMap]!, 'client')).toBe(true);
  });
});

describe('firstPermittedRoute', () => {
  it('is the dashboard for everyone, since module-less entries are always visible', () => {
    expect(firstPermittedRoute(providerAdmin)).toBe('/dashboard');
    expect(firstPermittedRoute(contactsOnly)).toBe('/dashboard');
    expect(firstPermittedRoute({})).toBe('/dashboard');
  });

  it('is the first visible item of a given list', () => {
    const items: TSidebarItem[] = [
      { label: 'Services', routerUrl: '/services', modules: ['Service'] },
      { label: 'Contacts', routerUrl: '/contact-management', modules: ['Contact Management'] },
      { label: 'Settings', routerUrl: '/settings', modules: [] },
    ];
    expect(firstPermittedRoute(contactsOnly, items)).toBe('/contact-management');
    expect(firstPermittedRoute({}, items)).toBe('/settings');
    expect(firstPermittedRoute(providerAdmin, items)).toBe('/services');
  });

  it('is /unauthorized when nothing is visible', () => {
    expect(firstPermittedRoute(providerAdmin, [])).toBe('/unauthorized');
    const items: TSidebarItem[] = [{ label: 'Services', routerUrl: '/services', modules: ['Service'] }];
    expect(firstPermittedRoute(contactsOnly, items)).toBe('/unauthorized');
  });
});

describe('shouldRememberRedirect', () => {
  it('remembers exactly the two spec §4 paths', () => {
    expect(REMEMBERED_REDIRECT_PATHS).toEqual(['/download-sow-template', '/property-related-docs']);
  });

  it.each([
    '/download-sow-template',
    '/download-sow-template/',
    '/download-sow-template/abc-123',
    '/download-sow-template/abc/def',
    '/property-related-docs',
    '/property-related-docs/42',
    '/property-related-docs/42/files/7',
    '/app/download-sow-template/9',
    '/download-sow-templates/download-sow-template',
  ])('remembers %s', (path) => {
    expect(shouldRememberRedirect(path)).toBe(true);
  });

  it.each([
    '/',
    '',
    '/login',
    '/dashboard',
    '/sow',
    '/property',
    '/property/related-docs',
    '/download-sow',
    '/download_sow_template',
    '/contracts/download',
    '/download-sow-templates',
    '/download-sow-template-old/1',
    '/property-related-docs2',
    '/property-related-documents/5',
  ])('does not remember %s', (path) => {
    expect(shouldRememberRedirect(path)).toBe(false);
  });
});
