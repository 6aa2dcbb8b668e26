import {
  addDays,
  todayIso,
  ZAwardInputSchema,
  ZBidDraftSchema,
  ZBidSubmitSchema,
  ZRfpInputSchema,
  ZRfpInvitationsAddSchema,
  ZRfpLinesAddSchema,
  type TRfpLine,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TServices } from '../../services.js';
import { demoBidLines, DEMO_BIDDERS, type TDemoBidder } from './demo-rfp-prices.js';

/** The services the awarded demo RFP is written through. */
export type TAwardedRfpServices = Pick<TServices, 'rfp' | 'rfpLines' | 'rfpInvitations' | 'bids' | 'bidAwards'>;

export interface TAwardedRfpContext {
  services: TAwardedRfpServices;
  coordinator: TActor;
  clientId: string;
  propertyIds: string[];
  serviceId: string;
  linesOf: (who: TActor, rfpId: string) => Promise<TRfpLine[]>;
  bidderOf: (bidder: TDemoBidder) => Promise<{ actor: TActor; vendorId: string }>;
}

const HOUR = 3_600_000;

/**
 * Northwind Residential's lawn mowing at four Texas communities, last season's round: GreenLeaf,
 * its Austin franchise and Gulf Coast bid, the provider closed it once all had, opened the bids and
 * awarded each line to its lowest bid. So the vendor personas read Awarded or Lost, and the buyer
 * an awarded RFP with its awards (docs/rfp.md "Demo RFPs").
 */
export async function seedAwardedRfp({ services, coordinator, clientId, propertyIds, serviceId, linesOf, bidderOf }: TAwardedRfpContext, now: Date) {
  const rfp = await services.rfp.create(
    coordinator,
    ZRfpInputSchema.parse({
      clientId,
      title: 'Lawn mowing 2026 — Texas communities',
      description: 'Weekly mowing from March through November at four communities in Dallas, Houston, San Antonio and Fort Worth.',
      bidsDueAt: new Date(now.getTime() + 5 * 24 * HOUR).toISOString(),
      timeZone: 'America/Chicago',
      serviceStartOn: addDays(todayIso(now), 60),
      termMonths: 12,
    }),
  );
  await services.rfpLines.add(coordinator, rfp.id, ZRfpLinesAddSchema.parse({ propertyIds, serviceIds: [serviceId] }));
  const bidders = [DEMO_BIDDERS.greenleaf, DEMO_BIDDERS.austin, DEMO_BIDDERS.gulfCoast];
  const actors = [];
  for (const bidder of bidders) actors.push(await bidderOf(bidder));
  await services.rfpInvitations.add(
    coordinator,
    rfp.id,
    ZRfpInvitationsAddSchema.parse({ vendorIds: actors.map((a) => a.vendorId), overrideReason: 'Incumbent-quality vendor the client asked to hear from.' }),
  );
  await services.rfp.publish(coordinator, rfp.id);
  const lines = await linesOf(coordinator, rfp.id);
  for (const [i, bidder] of bidders.entries()) {
    await services.bids.saveDraft(actors[i].actor, rfp.id, ZBidDraftSchema.parse({ lines: demoBidLines(bidder, lines, 1) }));
    await services.bids.submit(actors[i].actor, rfp.id, ZBidSubmitSchema.parse({}));
  }
  await services.rfp.close(coordinator, rfp.id);
  await services.rfp.openBids(coordinator, rfp.id);
  await services.bidAwards.award(
    coordinator,
    rfp.id,
    ZAwardInputSchema.parse({ scenario: 'LOWEST_PER_LINE', note: 'Lowest compliant price at each community.' }),
  );
  return rfp.id;
}
