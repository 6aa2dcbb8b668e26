import type { TUpdateVendor } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import type { TVendorValues } from './vendor-columns.js';
import { type TVendorFiles, VENDOR_FILES_OWNER } from './vendor-deps.js';

/** The profile columns a create or edit writes, from the form. */
export const profileValues = (input: TUpdateVendor): TVendorValues => ({
  name: input.name,
  dba: input.dba,
  taxId: input.taxId,
  businessStructure: input.businessStructure,
  ownershipTags: input.ownershipTags ? [...new Set(input.ownershipTags)] : undefined,
  leadSource: input.leadSource,
  email: input.email,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  countryId: input.countryId,
  stateId: input.stateId,
  cityId: input.cityId,
  zip: input.zip,
  phoneCode: input.phoneCode,
  phoneNumber: input.phoneNumber,
  website: input.website,
  yearsInBusiness: input.yearsInBusiness,
  employeeCount: input.employeeCount,
  notes: input.notes,
});

/** A new logo upload is bound to the vendor (checked and confirmed by storage). */
export async function confirmLogo(
  files: TVendorFiles,
  tx: TScopedTx,
  actor: TActor,
  vendor: { id: string; tenantId: string },
  logoKey: string | null | undefined,
  current?: string | null,
): Promise<void> {
  if (logoKey && logoKey !== current) {
    await files.confirmFile(tx, actor, {
      key: logoKey,
      categories: ['vendor_logo'],
      ownerTable: VENDOR_FILES_OWNER,
      ownerId: vendor.id,
      tenantId: vendor.tenantId,
      field: 'logoKey',
    });
  }
}
