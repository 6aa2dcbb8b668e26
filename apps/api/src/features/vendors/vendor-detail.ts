import type { TVendorDetail } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { visibleVendor } from './vendor-access.js';
import type { TVendorsDeps } from './vendor-deps.js';
import { type TVendorDetailRow, vendorReadRepo } from './vendor-read.repo.js';
import { presentVendorDetail } from './vendors.presenter.js';

/** How every vendor operation answers: the vendor read and presented in the caller's transaction. */
export function vendorDetails({ db, files }: Pick<TVendorsDeps, 'db' | 'files'>) {
  async function present(actor: TActor, tx: TScopedTx, row: TVendorDetailRow): Promise<() => Promise<TVendorDetail>> {
    const areas = await vendorReadRepo.areas(tx, row.id);
    // URLs are signed outside the transaction.
    return async () => presentVendorDetail(actor, row, areas, row.logoKey ? await files.viewUrl(row.logoKey) : null);
  }

  return {
    /** One vendor read and presented in the caller's transaction. */
    async detail(actor: TActor, fn: (tx: TScopedTx) => Promise<string>): Promise<TVendorDetail> {
      const build = await withActor(db, actor, async (tx) => present(actor, tx, await visibleVendor(tx, actor, await fn(tx))));
      return build();
    },

    logoUrl: (logoKey: string | null): Promise<string | null> => (logoKey ? files.viewUrl(logoKey) : Promise.resolve(null)),
  };
}

export type TVendorDetails = ReturnType<typeof vendorDetails>;
