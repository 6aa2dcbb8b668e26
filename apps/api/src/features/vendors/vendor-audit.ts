import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
import type { TScopedTx } from '../../platform/database.js';
import { vendorSnapshot } from './vendors.presenter.js';
import { type TVendorDetailRow, vendorReadRepo } from './vendor-read.repo.js';

/** One entry of the vendor's history. */
export async function auditVendor(tx: TScopedTx, actor: TActor, id: string, action: string, before: unknown, after: unknown): Promise<void> {
  await recordAudit(tx, actor, { entity: 'vendor', entityId: id, action, before, after });
}

/** The vendor as its history records it, areas included. */
export async function snapshotVendor(tx: TScopedTx, row: TVendorDetailRow) {
  return vendorSnapshot(row, await vendorReadRepo.areas(tx, row.id));
}
