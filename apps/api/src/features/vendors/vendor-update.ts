import type { TUpdateVendor, TVendorDetail, TVendorType } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { isUniqueViolation } from '../../platform/database.js';
import { conflict, HttpError } from '../../platform/errors.js';
import { organizationReads } from '../../platform/organization-reads.js';
import { editableVendor, visibleVendor } from './vendor-access.js';
import { auditVendor, snapshotVendor } from './vendor-audit.js';
import { checkAreas, checkServices, checkTaxId, TAX_ID_TAKEN } from './vendor-checks.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { confirmLogo, profileValues } from './vendor-profile.js';
import { vendorWriteRepo } from './vendor-write.repo.js';

/** A refusal that names the field the caller may not change. */
const notYours = (field: string, message: string) => new HttpError(403, message, { [field]: [message] });

/** Changing a vendor's profile, services and areas: the provider, or the vendor's own people. */
export function vendorUpdates({ files, organizations, catalog }: Pick<TVendorsDeps, 'files' | 'organizations' | 'catalog'>, { detail }: TVendorDetails) {
  return {
    async update(actor: TActor, id: string, input: TUpdateVendor): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        const before = await editableVendor(tx, actor, id);
        const vendorType = before.vendorType as TVendorType;
        if (vendorType !== 'VENDOR' && input.taxId !== undefined && input.taxId !== before.taxId)
          throw notYours('taxId', 'A branch or franchise uses its vendor’s tax id.');
        if (input.taxId !== undefined && input.taxId !== before.taxId) await checkTaxId(tx, input.taxId, vendorType, id);
        const touchesAddress = input.countryId !== undefined || input.stateId !== undefined || input.cityId !== undefined;
        if (touchesAddress) {
          await organizationReads.assertAddress(tx, {
            countryId: input.countryId !== undefined ? input.countryId : before.countryId,
            stateId: input.stateId !== undefined ? input.stateId : before.stateId,
            cityId: input.cityId !== undefined ? input.cityId : before.cityId,
          });
        }
        const serviceIds = await checkServices(catalog, tx, input.serviceIds);
        const areas = await checkAreas(tx, input.areas);
        const beforeSnapshot = await snapshotVendor(tx, before);
        await confirmLogo(files, tx, actor, before, input.logoKey, before.logoKey);
        try {
          await vendorWriteRepo.update(tx, actor, id, { ...profileValues(input), logoKey: input.logoKey });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
          throw error;
        }
        if (input.name !== undefined) await organizations.renameOrganization(tx, before.tenantId, input.name);
        if (serviceIds) await vendorWriteRepo.setServices(tx, before, serviceIds);
        if (areas) await vendorWriteRepo.setAreas(tx, before, areas);
        await auditVendor(tx, actor, id, 'update', beforeSnapshot, await snapshotVendor(tx, await visibleVendor(tx, actor, id)));
        return id;
      });
    },
  };
}
