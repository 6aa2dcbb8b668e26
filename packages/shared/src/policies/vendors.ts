import type { TActionType } from '../enums.js';
import type { TPermissionType } from '../permission-catalog.js';
import { can, type TPermissionMap } from '../permissions.js';
import { USER_PERMISSION_BY_TENANT_TYPE } from '../user-management.js';
import { TENANT_TYPE_OF_VENDOR_TYPE, type TVendorAbilities, type TVendorApprovalStatus, type TVendorStatus, type TVendorType } from '../vendors.js';
import type { TTransitionTable } from '../workflow.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';
import { isProvider, type TPolicyActor } from './actor.js';

/**
 * Who reads vendors, and with them everything that belongs to a vendor (its documents, their
 * files): vendor_management View, in any workspace. The scope then says which vendors. One rule
 * for the vendor and its documents (docs/security.md, "Vendor documents follow the vendor").
 */
export const mayReadVendors = (permissions: TPermissionMap): boolean => can(permissions, 'vendor_management', 'View');

/** The parts of a vendor row the vendor rules read. */
export interface TVendorRow {
  tenantId: string;
  vendorType: string;
  approvalStatus: string;
}

/** The vendor's own workspace, or one of its branches and franchises seen from the parent. */
export const ownsVendorTenant = (actor: TPolicyActor, tenantId: string): boolean =>
  actor.workspace.tenantId === tenantId || actor.workspace.childIds.includes(tenantId);

/** The contacts permission of a vendor, branch or franchise (spec §3 permission types). */
export const CONTACTS_PERMISSION: Record<TVendorType, TPermissionType> = {
  VENDOR: 'vendor_contacts',
  VENDOR_BRANCH: 'branch_contacts',
  VENDOR_FRANCHISE: 'franchise_contacts',
};

/** Contacts are people: changing them takes the people right of that tenant type as well. */
export const canManageVendorContacts = (actor: TPolicyActor, vendorType: TVendorType, action: TActionType): boolean =>
  can(actor.permissions, CONTACTS_PERMISSION[vendorType], action) &&
  can(actor.permissions, USER_PERMISSION_BY_TENANT_TYPE[TENANT_TYPE_OF_VENDOR_TYPE[vendorType]], action);

/** Approving, declining, activating and deactivating vendors: the provider, with vendor_management Edit. */
export const canDecideOnVendors = (actor: TPolicyActor): boolean => isProvider(actor) && can(actor.permissions, 'vendor_management', 'Edit');

/** The profile is kept by the vendor's own people (and its parent's) or the provider, with vendor_management Edit. */
export const canEditVendor = (actor: TPolicyActor, row: Pick<TVendorRow, 'tenantId'>): boolean =>
  can(actor.permissions, 'vendor_management', 'Edit') && (isProvider(actor) || ownsVendorTenant(actor, row.tenantId));

/**
 * A vendor's approval: its own people (or the provider) submit a draft or a declined vendor;
 * the provider approves or declines it. Approving invites its admin (the service, after the move).
 */
export const VENDOR_APPROVAL_LIFECYCLE: TTransitionTable<TVendorApprovalStatus, TPolicyActor, TVendorRow> = [
  { action: 'submit', from: ['DRAFT', 'NOT_APPROVED'], to: 'PENDING_FOR_APPROVAL', may: canEditVendor },
  { action: 'approve', from: ['DRAFT', 'PENDING_FOR_APPROVAL', 'NOT_APPROVED'], to: 'APPROVED', may: canDecideOnVendors },
  { action: 'reject', from: ['DRAFT', 'PENDING_FOR_APPROVAL'], to: 'NOT_APPROVED', may: canDecideOnVendors },
];

/** Activating and deactivating a vendor: the provider. */
export const VENDOR_STATUS_LIFECYCLE: TTransitionTable<TVendorStatus, TPolicyActor, TVendorRow> = [
  { action: 'activate', from: ['INACTIVE'], to: 'ACTIVE', may: canDecideOnVendors },
  { action: 'deactivate', from: ['ACTIVE'], to: 'INACTIVE', may: canDecideOnVendors },
];

/**
 * What the actor may do with this vendor (docs/architecture.md "Policies and abilities": the
 * screen shows these, the server checks the same rules when the action arrives). Branches and
 * franchises are added by the provider or from the vendor's own workspace (not from a
 * branch's, nor by a client).
 */
export function vendorAbilities(actor: TPolicyActor, row: TVendorRow): TVendorAbilities {
  const vendorType = row.vendorType as TVendorType;
  const edit = canEditVendor(actor, row);
  const isVendor = vendorType === 'VENDOR';
  const addsOutlets = isVendor && (isProvider(actor) || actor.workspace.tenantId === row.tenantId);
  return {
    edit,
    // A client holds Edit for the vendors it onboards, yet reads another company's tax id masked.
    viewTaxId: edit,
    submit: edit && (row.approvalStatus === 'DRAFT' || row.approvalStatus === 'NOT_APPROVED'),
    decide: canDecideOnVendors(actor),
    review: canDecideOnVendors(actor) && row.approvalStatus === 'PENDING_FOR_APPROVAL',
    changeStatus: canDecideOnVendors(actor),
    viewBranches: isVendor && can(actor.permissions, 'branch_management', 'View'),
    createBranch: addsOutlets && can(actor.permissions, 'branch_management', 'Create'),
    viewFranchises: isVendor && can(actor.permissions, 'franchise_management', 'View'),
    createFranchise: addsOutlets && can(actor.permissions, 'franchise_management', 'Create'),
    viewContacts: can(actor.permissions, CONTACTS_PERMISSION[vendorType], 'View'),
    addContacts: canManageVendorContacts(actor, vendorType, 'Create'),
    editContacts: canManageVendorContacts(actor, vendorType, 'Edit'),
    removeContacts: canManageVendorContacts(actor, vendorType, 'Delete'),
    viewHistory: can(actor.permissions, 'vendor_management', 'View'),
  };
}

export type TVendorDocumentWrite = 'add' | 'change' | 'remove';
const DOCUMENT_WRITE_ACTIONS: Record<TVendorDocumentWrite, readonly TActionType[]> = { add: ['Create', 'Edit'], change: ['Edit'], remove: ['Delete', 'Edit'] };

/**
 * A vendor's compliance documents are kept by the provider and the vendor's own people (and its
 * parent's), never by a client, which reads them; `owned` says the vendor is in the actor's
 * write scope (the database's).
 */
export const canWriteVendorDocuments = (actor: Pick<TPolicyActor, 'kind' | 'permissions'>, vendor: { owned: boolean }, action: TVendorDocumentWrite): boolean =>
  actor.kind !== 'client' && vendor.owned && DOCUMENT_WRITE_ACTIONS[action].some((a) => can(actor.permissions, 'vendor_management', a));

/** Coverage requirements (per client, or the provider's default): the provider, with vendor_management Edit. */
export const canSetCoverageRequirements = (actor: Pick<TPolicyActor, 'kind' | 'permissions'>): boolean =>
  isProvider(actor) && can(actor.permissions, 'vendor_management', 'Edit');

/** Adding vendors: the provider (drafts) or a client (for itself), with vendor_management Create. */
export const canCreateVendors = (actor: TPolicyActor): boolean =>
  (actor.kind === 'provider' || actor.kind === 'client') && can(actor.permissions, 'vendor_management', 'Create');

export const vendorsWorkspaceAbilities = (actor: TPolicyActor): TWorkspaceAbilities['vendors'] => ({
  create: canCreateVendors(actor),
  decide: canDecideOnVendors(actor),
});
