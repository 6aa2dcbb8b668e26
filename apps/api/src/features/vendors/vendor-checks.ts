import type { TVendorForm, TVendorType } from '@procura/shared';
import type { TScopedTx } from '../../platform/database.js';
import { conflict, fieldError } from '../../platform/errors.js';
import type { TServiceCatalog } from '../services/services.service.js';
import { vendorLookupsRepo } from './vendor-lookups.repo.js';
import { vendorIdentityRepo } from './vendor-identity.repo.js';

type TAreas = NonNullable<TVendorForm['areas']>;

export const TAX_ID_TAKEN = 'A vendor with this tax id already exists.';

/*
 * What a vendor's create or edit checks before it writes: its services, areas and tax id (its
 * address: organizationReads.assertAddress, the check clients make too).
 */

/** The services offered, each in the catalogue (any status: a vendor may keep offering a retired one). */
export async function checkServices(catalog: TServiceCatalog, tx: TScopedTx, serviceIds: readonly string[] | undefined): Promise<string[] | undefined> {
  return serviceIds ? catalog.assertExist(tx, serviceIds, { field: 'serviceIds' }) : undefined;
}

/** States and counties that exist and belong together; counties of a state served whole are dropped. */
export async function checkAreas(tx: TScopedTx, areas: TAreas | undefined): Promise<{ stateId: number; countyId: number | null }[] | undefined> {
  if (!areas) return undefined;
  const known = await vendorLookupsRepo.geography(
    tx,
    [...new Set(areas.map((a) => a.stateId))],
    [...new Set(areas.flatMap((a) => (a.countyId === null ? [] : [a.countyId])))],
  );
  for (const area of areas) {
    if (!known.states.has(area.stateId)) throw fieldError('areas', 'One of the states does not exist.');
    if (area.countyId !== null) {
      const stateOfCounty = known.counties.get(area.countyId);
      if (stateOfCounty === undefined) throw fieldError('areas', 'One of the counties does not exist.');
      if (stateOfCounty !== area.stateId) throw fieldError('areas', 'One of the counties is not in the state chosen with it.');
    }
  }
  const wholeStates = new Set(areas.filter((a) => a.countyId === null).map((a) => a.stateId));
  const seen = new Set<string>();
  return areas
    .filter((a) => a.countyId === null || !wholeStates.has(a.stateId))
    .filter((a) => {
      const key = `${a.stateId}:${a.countyId ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((a) => ({ stateId: a.stateId, countyId: a.countyId }));
}

export async function checkTaxId(tx: TScopedTx, taxId: string | null | undefined, vendorType: TVendorType, exceptId?: string): Promise<void> {
  if (taxId && vendorType === 'VENDOR' && (await vendorIdentityRepo.isTaxIdTaken(tx, taxId, exceptId))) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
}
