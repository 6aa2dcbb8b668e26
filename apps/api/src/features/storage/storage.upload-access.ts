import { can, extensionOf, USER_PERMISSION_BY_TENANT_TYPE, type TPermissionType, type TUploadCategory } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';

/* Who may upload a category of file, and the name an upload is stored under. */

/** Who may ask for an upload URL of a category: Create or Edit on one of these permission types. */
const CATEGORY_PERMISSIONS: Record<TUploadCategory, readonly TPermissionType[]> = {
  client_logo: ['client_management'],
  client_header_image: ['client_management'],
  scope_of_work: ['client_management'],
  sow_template: ['client_management'],
  rfp_template: ['client_management'],
  rfp_attachment: ['client_management'],
  rfp_property_attachment: ['client_management'],
  property_document: ['property_management'],
  property_import: ['property_management'],
  // The invited vendor's bid sheet: vendors bid with client_management Edit.
  bid_sheet: ['client_management'],
  vendor_logo: ['vendor_management'],
  vendor_w9: ['vendor_management'],
  vendor_certificate_of_insurance: ['vendor_management'],
  // An uploaded existing contract (the review queue), or a contract's signed copy and other documents (the buyer).
  ai_contract_document: ['existing_contracts', 'client_management'],
  ai_contracts_zip: ['existing_contracts'],
  // Bulk invite: whichever people permission the workspace's kind uses (the import route narrows it).
  user_upload: [...new Set(Object.values(USER_PERMISSION_BY_TENANT_TYPE))],
};

/**
 * Contracts, signed copies and the existing-contracts queue are the buyer's (docs/contracts.md
 * "Who does what"): a vendor reads a contract's documents and never adds one, whatever its permissions.
 */
const BUYERS_ONLY: ReadonlySet<TUploadCategory> = new Set(['ai_contract_document', 'ai_contracts_zip']);

/** Why the actor may not ask for an upload URL of `category` for `tenantId` (the 403's message), or null when it may. */
export function uploadRefusal(actor: TActor, category: TUploadCategory, tenantId: string): string | null {
  if (BUYERS_ONLY.has(category) && actor.roleType === 'vendor')
    return 'Contract documents are uploaded by the client or the provider; a vendor reads them on the contract. Ask the client to add the document.';
  return mayUpload(actor, category, tenantId) ? null : 'You may not upload files of this kind here.';
}

function mayUpload(actor: TActor, category: TUploadCategory, tenantId: string): boolean {
  const permissions = CATEGORY_PERMISSIONS[category];
  if (permissions.some((permission) => can(actor.permissions, permission, 'Create') || can(actor.permissions, permission, 'Edit'))) return true;
  // A vendor's own people keep their own company's logo and compliance documents current.
  return permissions.includes('vendor_management') && actor.roleType === 'vendor' && tenantId === actor.workspace.tenantId;
}

/**
 * The uploader's file name reduced to what is safe in a key, a path and a header: letters,
 * digits, dot, dash, underscore; accents dropped; at most 120 characters, extension kept.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const ext = extensionOf(ascii)
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  const stem = (ext ? ascii.slice(0, ascii.length - extensionOf(ascii).length - 1) : ascii)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[._-]+$/, '')
    .slice(0, 100);
  return `${stem || 'file'}${ext ? `.${ext}` : ''}`;
}
