import type {
  TLineIneligibilityReason,
  TVendorEligibility,
  TVendorEligibilityPage,
  TVendorEligibilityQuery,
  TVendorIneligibilityReason,
  TVendorType,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { fieldError } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { requireVendorReader } from './vendor-access.js';
import type { TVendorsDeps } from './vendor-deps.js';
import { vendorEligibilityRepo as repo } from './vendor-eligibility.repo.js';

/**
 * Which vendors may be invited for which lines on a date (issue 18 item 1, "Vendor eligibility
 * per line"): approved, active, compliant on the date (a W-9 on file and a certificate of
 * insurance in force), offering the service and serving the property's county or whole state.
 * Each vendor says why it is out. Requests for proposal call `eligibleIn` in their own
 * transaction; the route answers the same for the screens.
 */
export function vendorEligibility({ db, compliance, catalog }: Pick<TVendorsDeps, 'db' | 'compliance' | 'catalog'>) {
  async function eligibleIn(tx: TScopedTx, actor: TActor, query: TVendorEligibilityQuery): Promise<TVendorEligibilityPage> {
    const propertyIds = [...new Set(query.propertyIds)];
    const serviceIds = await catalog.assertExist(tx, query.serviceIds, { field: 'serviceIds' });
    // A property the actor does not see is not a line it may ask about (which one, it is not told).
    if ((await repo.visibleProperties(tx, propertyIds)) !== propertyIds.length) throw fieldError('propertyIds', 'One of the properties does not exist.');
    const { rows, total } = await repo.candidates(tx, actor, {
      serviceIds,
      vendorIds: query.vendorIds && [...new Set(query.vendorIds)],
      page: query.page,
      limit: query.limit,
    });
    if (query.vendorIds && query.page === 1 && total !== new Set(query.vendorIds).size) throw fieldError('vendorIds', 'One of the vendors does not exist.');
    const vendorIds = rows.map((r) => r.id);
    const onFile = new Map((await compliance.onFileOn(tx, vendorIds, query.onDate)).map((r) => [r.vendorId, r]));
    const facts = await repo.lineFacts(tx, vendorIds, propertyIds, serviceIds);
    const data = rows.map((vendor): TVendorEligibility => {
      const papers = onFile.get(vendor.id);
      const reasons: TVendorIneligibilityReason[] = [];
      if (vendor.approvalStatus !== 'APPROVED') reasons.push('NOT_APPROVED');
      if (vendor.status !== 'ACTIVE') reasons.push('INACTIVE');
      if (!papers?.hasW9) reasons.push('NO_W9');
      if (!papers?.insured) reasons.push('NO_INSURANCE_ON_DATE');
      const lines = facts
        .filter((f) => f.vendorId === vendor.id)
        .map((f) => {
          const own: TLineIneligibilityReason[] = [];
          if (!f.offers) own.push('SERVICE_NOT_OFFERED');
          if (!f.serves) own.push('AREA_NOT_SERVED');
          return { propertyId: f.propertyId, serviceId: f.serviceId, eligible: reasons.length === 0 && own.length === 0, reasons: [...reasons, ...own] };
        });
      return { vendorId: vendor.id, name: vendor.name, vendorType: vendor.vendorType as TVendorType, eligible: lines.every((l) => l.eligible), reasons, lines };
    });
    return { data, total, page: query.page, limit: query.limit, onDate: query.onDate };
  }

  return {
    /** For requests for proposal, in their transaction: the caller has already been allowed. */
    eligibleIn,

    eligibleFor(actor: TActor, query: TVendorEligibilityQuery): Promise<TVendorEligibilityPage> {
      requireVendorReader(actor);
      return withActor(db, actor, (tx) => eligibleIn(tx, actor, query));
    },
  };
}
