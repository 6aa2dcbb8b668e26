import type { TPermissionType, TRole, TRoleType } from '@procura/shared';

/** The provider is never called "connexus" on screen (docs/product.md "Who uses it"). */
const ROLE_TYPE_LABELS: Record<TRoleType, string> = { connexus: 'Provider', client: 'Client', vendor: 'Vendor' };

export const roleTypeLabel = (roleType: TRoleType): string => ROLE_TYPE_LABELS[roleType];

/** `client_user_management` → "Client user management"; `connexus_…` → "Provider …". */
export function permissionTypeLabel(permissionType: TPermissionType): string {
  const words = permissionType
    .replace(/^connexus_/, 'provider_')
    .split('_')
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Provider-defined roles have no tenant: they are offered to every organization of their type. */
export const roleOrganizationLabel = (role: TRole): string => role.tenantName ?? `All ${roleTypeLabel(role.roleType).toLowerCase()} organizations`;
