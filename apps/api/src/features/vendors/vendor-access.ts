import { can, mayReadVendors } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { vendorAbilities } from './vendors.presenter.js';
import { type TVendorDetailRow, vendorReadRepo } from './vendor-read.repo.js';

/** The vendor as the actor sees it, or 404. */
export async function visibleVendor(tx: TScopedTx, id: string): Promise<TVendorDetailRow> {
  const row = await vendorReadRepo.get(tx, id);
  if (!row) throw notFound('Vendor');
  return row;
}

/** The routes ask vendor_management (or branch, franchise rights) too; the service says which action. */
export function requireVendorManagement(actor: TActor, action: 'View' | 'Edit'): void {
  if (!can(actor.permissions, 'vendor_management', action)) throw forbidden(action === 'View' ? 'You may not see vendors.' : 'You may not change vendors.');
}

/** Reading: vendor_management View; a client's people then see the vendors onboarded for it or serving it (the scope). */
export function requireVendorReader(actor: TActor): void {
  if (!mayReadVendors(actor.permissions)) throw forbidden('You may not see vendors.');
}

/** The vendor as the actor may change it: visible (else 404) and its own or the provider's (else 403). */
export async function editableVendor(tx: TScopedTx, actor: TActor, id: string): Promise<TVendorDetailRow> {
  const row = await visibleVendor(tx, id);
  if (!vendorAbilities(actor, row).edit || !(await vendorReadRepo.writable(tx, id))) throw forbidden('You may not change this vendor.');
  return row;
}
