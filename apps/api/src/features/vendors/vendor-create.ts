import type { TUpdateVendor, TVendorDetail, TVendorType, ZCreateVendorSchema } from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
// The tax id index answers for vendors the caller cannot see (a client's) and for a concurrent insert that won.
import { isUniqueViolation, type TScopedTx } from '../../platform/database.js';
import { conflict, fieldError, forbidden } from '../../platform/errors.js';
import { organizationReads } from '../../platform/organization-reads.js';
import { visibleVendor } from './vendor-access.js';
import { auditVendor, snapshotVendor } from './vendor-audit.js';
import { checkAreas, checkServices, checkTaxId, TAX_ID_TAKEN } from './vendor-checks.js';
import type { TVendorValues } from './vendor-columns.js';
import type { TVendorsDeps } from './vendor-deps.js';
import type { TVendorDetails } from './vendor-detail.js';
import { vendorLookupsRepo } from './vendor-lookups.repo.js';
import { confirmLogo, profileValues } from './vendor-profile.js';
import { vendorWriteRepo } from './vendor-write.repo.js';

type TCreateVendor = z.infer<typeof ZCreateVendorSchema>;

/** Inserts the vendor (or branch) with its services, areas and logo, and records it. */
export async function insertVendor(
  { files, organizations, catalog }: Pick<TVendorsDeps, 'files' | 'organizations' | 'catalog'>,
  tx: TScopedTx,
  actor: TActor,
  input: TUpdateVendor & { name: string },
  extra: TVendorValues & { vendorType: TVendorType; parent?: { id: string; tenantId: string }; forClientTenantId?: string },
): Promise<string> {
  await organizationReads.assertAddress(tx, input);
  const serviceIds = await checkServices(catalog, tx, input.serviceIds);
  const areas = await checkAreas(tx, input.areas);
  await checkTaxId(tx, input.taxId, extra.vendorType);
  const { parent, forClientTenantId, ...columns } = extra;
  let created: { id: string; tenantId: string };
  try {
    const tenantId = await organizations.createOrganization(
      tx,
      parent
        ? { type: extra.vendorType === 'VENDOR_BRANCH' ? 'vendor_branch' : 'vendor_franchise', name: input.name, parentTenantId: parent.tenantId }
        : { type: 'vendor', name: input.name, onboardedByClientTenantId: forClientTenantId },
    );
    created = await vendorWriteRepo.insert(tx, tenantId, { ...profileValues(input), ...columns, name: input.name, parentVendorId: parent?.id ?? null });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
    throw error;
  }
  // The row exists before its logo is bound to it; the key is written once confirmed.
  await confirmLogo(files, tx, actor, created, input.logoKey);
  if (input.logoKey) await vendorWriteRepo.setNewVendorLogo(tx, created, input.logoKey);
  if (serviceIds?.length) await vendorWriteRepo.setServices(tx, created, serviceIds);
  if (areas?.length) await vendorWriteRepo.setAreas(tx, created, areas);
  const after = await visibleVendor(tx, actor, created.id);
  await auditVendor(tx, actor, created.id, 'create', null, await snapshotVendor(tx, after));
  return created.id;
}

/** Adding a vendor: the provider's (a draft), or a client's for itself (straight to approval). */
export function vendorCreation(deps: Pick<TVendorsDeps, 'files' | 'organizations' | 'catalog'>, { detail }: TVendorDetails) {
  return {
    async create(actor: TActor, input: TCreateVendor): Promise<TVendorDetail> {
      const { onboardedByClientId, ...profile } = input;
      return detail(actor, async (tx) => {
        if (actor.kind === 'provider') {
          let partyTenantIds: string[] = [];
          if (onboardedByClientId) {
            const client = await vendorLookupsRepo.client(tx, onboardedByClientId);
            if (!client) throw fieldError('onboardedByClientId', 'That client does not exist.');
            partyTenantIds = [client.tenantId];
          }
          // Provider-made vendors start as drafts: approving one is what invites its admin.
          return insertVendor(deps, tx, actor, profile, {
            vendorType: 'VENDOR',
            onboardingSource: onboardedByClientId ? 'CLIENT_ONBOARDED' : 'CONNEXUS',
            onboardedByClientId: onboardedByClientId ?? null,
            partyTenantIds,
          });
        }
        if (actor.kind === 'client') {
          // A client onboards a vendor for itself: it becomes a party of the row (how it reads
          // the vendor afterwards, and nobody else but the provider does), and since the client
          // cannot submit or change a vendor it does not own, the vendor goes straight to the
          // provider's approval queue rather than waiting as a draft nobody else sees.
          const client = await vendorLookupsRepo.clientOfTenant(tx, actor.workspace.tenantId);
          if (!client) throw forbidden('Only the provider or a client adds vendors.');
          if (onboardedByClientId && onboardedByClientId !== client.id)
            throw fieldError('onboardedByClientId', 'You onboard vendors for your own company only.');
          return insertVendor(deps, tx, actor, profile, {
            vendorType: 'VENDOR',
            forClientTenantId: client.tenantId,
            onboardingSource: 'CLIENT_ONBOARDED',
            onboardedByClientId: client.id,
            partyTenantIds: [client.tenantId],
            approvalStatus: 'PENDING_FOR_APPROVAL',
            submittedAt: new Date(),
          });
        }
        throw forbidden('Only the provider or a client adds vendors.');
      });
    },
  };
}
