import type { TTenantType, TUserType } from './enums.js';

export interface TUserFlags {
  isProviderUser: boolean;
  isVendorUser: boolean;
  isBranchUser: boolean;
  isFranchiseUser: boolean;
  isClientUser: boolean;
  /** Always false (spec §6). */
  isSuperAdmin: false;
  isAdmin: false;
}

/**
 * Spec §6 derived flags. The active workspace type, when it is a vendor-side one, decides
 * the branch and franchise flags: a vendor admin working in a branch workspace is a
 * branch user there.
 */
export function deriveUserFlags(userType: TUserType, workspaceType?: TTenantType): TUserFlags {
  const isVendorUser = userType === 'vendor' || userType === 'vendor_branch' || userType === 'vendor_franchise';
  const vendorSide = isVendorUser && workspaceType && ['vendor', 'vendor_branch', 'vendor_franchise'].includes(workspaceType) ? workspaceType : userType;
  return {
    isProviderUser: userType === 'connexus',
    isVendorUser,
    isBranchUser: isVendorUser && vendorSide === 'vendor_branch',
    isFranchiseUser: isVendorUser && vendorSide === 'vendor_franchise',
    isClientUser: userType === 'client',
    isSuperAdmin: false,
    isAdmin: false,
  };
}

/** Label of a vendor-side tenant type: Branch or Franchise (spec §6). */
export function vendorTypeLabel(type: TTenantType): string {
  if (type === 'vendor_branch') return 'Branch';
  if (type === 'vendor_franchise') return 'Franchise';
  return 'Vendor';
}
