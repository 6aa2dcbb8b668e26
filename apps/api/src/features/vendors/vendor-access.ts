import { canEditVendor, mayReadVendors } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { type TVendorDetailRow, vendorReadRepo } from './vendor-read.repo.js';

/** The vendor as the actor sees it, or 404. */
export async function visibleVendor(tx: TScopedTx, actor: TActor, id: string): Promise<TVendorDetailRow> {
  const row = await vendorReadRepo.get(tx, actor, id);
  if (!row) throw notFound('Vendor');
  return row;
}

/** Reading: vendor_management View; a client's people then see the vendors onboarded for it or serving it (the scope). */
export function requireVendorReader(actor: TActor): void {
  if (!mayReadVendors(actor.permissions)) throw forbidden('You may not see vendors.');
}

/** The vendor as the actor may change it: visible (else 404) and its own or the provider's (else 403). */
export async function editableVendor(tx: TScopedTx, actor: TActor, id: string): Promise<TVendorDetailRow> {
  const row = await visibleVendor(tx, actor, id);
  if (!canEditVendor(actor, row) || !(await vendorReadRepo.writable(tx, actor, id))) throw forbidden('You may not change this vendor.');
  return row;
}
