import { vendorTypeLabel, type TTenant, type TTenantType } from '@procura/shared';

/** The user-facing name of a workspace type; the provider is never called "connexus" on screen. */
export function tenantTypeLabel(type: TTenantType): string {
  if (type === 'connexus') return 'Provider';
  if (type === 'client') return 'Client';
  return vendorTypeLabel(type);
}

export const workspaceLabel = (tenant: TTenant): string => `${tenant.name} (${tenantTypeLabel(tenant.type)})`;
