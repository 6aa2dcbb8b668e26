import type { TActorKind } from './actor-kind.js';
import type { TRoleType } from './enums.js';
import { MODULES, type TModuleName } from './permission-catalog.js';
import { canAccessRoute, type TPermissionMap, type TRouteRequirement } from './permissions.js';

/** Route paths of spec §2. */
export const ROUTES = {
  login: '/login',
  resetPassword: '/reset-password',
  verify: '/auth/verify',
  publicRoute: '/public_route',
  dashboard: '/dashboard',
  client: '/client',
  vendor: '/vendor',
  contracts: '/contracts',
  rfp: '/rfp',
  sow: '/sow',
  roleManagement: '/role-management',
  settings: '/settings',
  property: '/property',
  propertyMap: '/property-map',
  bidAnalysisReport: '/bid-analysis-report',
  services: '/services',
  contactManagement: '/contact-management',
  contractManagement: '/contract-management',
  unauthorized: '/unauthorized',
  downloadSowTemplate: '/download-sow-template',
  propertyRelatedDocs: '/property-related-docs',
  /** Spec §2: a property-related module route that shows only a Coming Soon page with an image. */
  propertyRelated: '/property-related',
} as const;

/**
 * The vendor self-registration wizard's address in the public layout; the resume link points
 * here with `?token=`. Kept with the routes (not the wizard's schemas) so the router imports
 * no zod schema.
 */
export const VENDOR_REGISTRATION_PATH = '/public_route/register';

/** Paths an unauthenticated visitor gets sent back to after signing in (spec §4). */
export const REMEMBERED_REDIRECT_PATHS = [ROUTES.downloadSowTemplate, ROUTES.propertyRelatedDocs] as const;

/**
 * True when the path contains one of those paths as whole segments (spec §4 "contains"):
 * `/download-sow-template/abc` does, `/download-sow-templates` does not.
 */
export const shouldRememberRedirect = (pathname: string): boolean =>
  REMEMBERED_REDIRECT_PATHS.some((p) => {
    for (let at = pathname.indexOf(p); at !== -1; at = pathname.indexOf(p, at + 1)) {
      const next = pathname[at + p.length];
      if (next === undefined || next === '/') return true;
    }
    return false;
  });

const CONTRACT_MANAGEMENT_MODULES: readonly TModuleName[] = [
  MODULES.ClientManagement,
  MODULES.PropertyManagement,
  MODULES.VendorManagement,
  MODULES.ContactManagement,
  MODULES.Service,
  MODULES.RoleManagement,
];

export interface TSidebarItem extends TRouteRequirement {
  label: string;
  routerUrl: string;
}

/** The screens a vendor's workspace has no rows for: it sees no client, property or rival bid. */
const PROVIDER_AND_CLIENTS: readonly TActorKind[] = ['provider', 'client'];

/**
 * Side navigation of spec §2, in order. Entries with no module are shown to every
 * signed-in user (docs/product.md "Permissions": we take the stated intent over the contradicting filter).
 * After the permissions, an entry a kind of workspace cannot use is left out of its sidebar
 * (docs/product.md "Screens").
 */
export const SIDEBAR_ITEMS: readonly TSidebarItem[] = [
  { label: 'Dashboard', routerUrl: ROUTES.dashboard, modules: [] },
  { label: 'Clients', routerUrl: ROUTES.client, modules: [MODULES.ClientManagement], workspaces: PROVIDER_AND_CLIENTS },
  { label: 'Vendors', routerUrl: ROUTES.vendor, modules: [MODULES.VendorManagement] },
  { label: 'Scope Of Work', routerUrl: ROUTES.sow, modules: [MODULES.ClientManagement] },
  { label: 'Request For Proposal', routerUrl: ROUTES.rfp, modules: [MODULES.ClientManagement] },
  { label: 'Contracts', routerUrl: ROUTES.contracts, modules: [] },
  { label: 'Bid Analysis Report', routerUrl: ROUTES.bidAnalysisReport, modules: [], workspaces: PROVIDER_AND_CLIENTS },
  { label: 'Services', routerUrl: ROUTES.services, modules: [MODULES.Service] },
  { label: 'Contract Management', routerUrl: ROUTES.contractManagement, modules: CONTRACT_MANAGEMENT_MODULES },
  { label: 'Property Lists', routerUrl: ROUTES.property, modules: [MODULES.PropertyManagement] },
  { label: 'Property Maps', routerUrl: ROUTES.propertyMap, modules: [], workspaces: PROVIDER_AND_CLIENTS },
  { label: 'Contact Management', routerUrl: ROUTES.contactManagement, modules: [MODULES.ContactManagement] },
  { label: 'Role Management', routerUrl: ROUTES.roleManagement, modules: [MODULES.RoleManagement] },
  { label: 'Settings', routerUrl: ROUTES.settings, modules: [] },
];

/** The module routes of the protected layout with what each needs (spec §2). */
export const PROTECTED_ROUTE_REQUIREMENTS: Record<string, TRouteRequirement> = Object.fromEntries(
  SIDEBAR_ITEMS.map((item) => [item.routerUrl, { modules: item.modules, requiredPermissions: item.requiredPermissions, workspaces: item.workspaces }]),
);

/** The entries the permissions allow and, with the active workspace's role type known, that its kind can use. */
export function visibleSidebarItems(map: TPermissionMap, items: readonly TSidebarItem[] = SIDEBAR_ITEMS, roleType?: TRoleType): TSidebarItem[] {
  return items.filter((item) => canAccessRoute(map, item, roleType));
}

/**
 * Where a signed-in user lands: the first sidebar route they may open, else unauthorized.
 * With the module-less entries of SIDEBAR_ITEMS always visible this is the dashboard;
 * `items` lets callers (and tests) pass another list.
 */
export function firstPermittedRoute(map: TPermissionMap, items: readonly TSidebarItem[] = SIDEBAR_ITEMS): string {
  return visibleSidebarItems(map, items)[0]?.routerUrl ?? ROUTES.unauthorized;
}
