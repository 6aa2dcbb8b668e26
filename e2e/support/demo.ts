import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS as DEMO_EMAILS, SIDEBAR_ITEMS } from '@procura/shared';
/**
 * The demo world of apps/api/src/db/seed/demo.ts and what each account should see.
 *
 * Expected navigation, derived by hand from packages/shared/src/routes.ts SIDEBAR_ITEMS and
 * the system-role grants of apps/api/src/db/seed/catalog.ts (an entry shows when the user
 * holds any action in one of its modules; module-less entries show to everyone):
 * - Provider Admin: every catalog entry → all 14 entries.
 * - Provider Coordinator: View on every catalog entry → all 14 entries.
 * - Client Admin: the client permission types (client/role user management, property,
 *   client, service, vendor management, existing contracts) → all 14 entries.
 * - Client Property Manager: client types minus *_user_management and *_role_management →
 *   no Contact Management or Role Management.
 * - Vendor Admin (vendor.admin and branch.user): the vendor types (user/role management,
 *   vendor, branch, franchise, branch/franchise contacts, client management, existing
 *   contracts) → no Services and no Property Lists; and, a vendor workspace having no client,
 *   property or rival bid to show (SIDEBAR_ITEMS' `workspaces`), no Clients, Bid Analysis
 *   Report or Property Maps.
 * - Vendor Estimator (franchise.user): vendor types minus user/role management, but
 *   branch_contacts / franchise_contacts (Contact Management module) stay → as the vendor
 *   admin, and no Role Management; Contact Management is shown.
 */
export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;
export const DEMO = DEMO_EMAILS;

export const CLIENT_WORKSPACES = {
  primary: 'Northwind Residential (Client)',
  second: 'Northwind Commercial (Client)',
} as const;

/** The sidebar's entries in the spec's order (packages/shared pins them to the spec). */
const ALL = SIDEBAR_ITEMS.map((item) => item.label);
type TNavLabel = (typeof ALL)[number];
const allBut = (...hidden: TNavLabel[]): string[] => ALL.filter((label) => !hidden.includes(label));

export const NAV_CLIENT_PROPERTY_MANAGER = allBut('Contact Management', 'Role Management');
/** What a vendor's workspace cannot use, whatever its role grants. */
const NOT_FOR_VENDORS: TNavLabel[] = ['Clients', 'Bid Analysis Report', 'Property Maps'];
export const NAV_VENDOR_ADMIN = allBut(...NOT_FOR_VENDORS, 'Services', 'Property Lists');

export interface TDemoAccount {
  email: string;
  firstName: string;
  nav: readonly string[];
}

export const DEMO_ACCOUNTS: readonly TDemoAccount[] = [
  { email: DEMO.providerAdmin, firstName: 'Avery', nav: [...ALL] },
  { email: DEMO.providerCoordinator, firstName: 'Jordan', nav: [...ALL] },
  { email: DEMO.clientAdmin, firstName: 'Morgan', nav: [...ALL] },
  { email: DEMO.clientPm, firstName: 'Casey', nav: NAV_CLIENT_PROPERTY_MANAGER },
  { email: DEMO.vendorAdmin, firstName: 'Riley', nav: NAV_VENDOR_ADMIN },
  { email: DEMO.branchUser, firstName: 'Taylor', nav: NAV_VENDOR_ADMIN },
  { email: DEMO.franchiseUser, firstName: 'Quinn', nav: allBut(...NOT_FOR_VENDORS, 'Services', 'Property Lists', 'Role Management') },
];
