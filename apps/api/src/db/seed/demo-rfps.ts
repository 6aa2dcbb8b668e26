import { sql } from 'drizzle-orm';
import {
  addDays,
  todayIso,
  ZBidDraftSchema,
  ZBidIntentSchema,
  ZBidSubmitSchema,
  ZClientSowInputSchema,
  ZRfpInputSchema,
  ZRfpInvitationsAddSchema,
  ZRfpLinesAddSchema,
  ZRfpLineUpdateSchema,
  type TBidLineInput,
  type TRfp,
  type TRfpLine,
} from '@procura/shared';
import { loadActor, type TActor } from '../../platform/actor.js';
import { queryRows, type TExecutor } from '../../platform/database.js';
import type { TServices } from '../../services.js';
import type { TDemoWorld } from './demo.js';
import { DEMO_PORTFOLIO, type TDemoClientKey } from './demo-portfolio.js';
import { createUser } from './factories.js';
import { seedAwardedRfp } from './demo-rfp-awarded.js';
import { demoBidLines, DEMO_BIDDERS, demoBundlePrice, demoIncumbentAnnual, type TDemoBidder } from './demo-rfp-prices.js';

/** What the demo RFPs are written through: the product's own services, as its people would. */
export type TDemoRfpServices = Pick<TServices, 'rfp' | 'rfpLines' | 'rfpInvitations' | 'bids' | 'scopeOfWork' | 'bidAwards'>;

export interface TDemoRfps {
  draftId: string;
  openId: string;
  closedId: string;
  awardedId: string;
}

const HOUR = 3_600_000;

/**
 * The demo's requests for proposal (issue 18 item 10), one in each state a persona meets:
 * Northwind Commercial's own draft (snow and ice, not yet sent), Northwind Residential's lawn
 * care RFP open with bids arriving (GreenLeaf submitted and revised, its Austin franchise
 * drafting, its Denver branch yet to answer, Lone Star declined), and a grounds and pest RFP
 * over 12 properties × 3 services that five vendors bid on (the Austin franchise among them), closed by the provider once all had
 * answered and opened, ready to analyse; and a small lawn mowing RFP awarded line by line. Written through the services, so every row, snapshot,
 * history entry and amount is what the product itself writes.
 */
export async function seedDemoRfps(db: TExecutor, services: TDemoRfpServices, world: TDemoWorld, now = new Date()): Promise<TDemoRfps> {
  const actor = (userId: string, workspaceId?: string) => loadActor(db, userId, workspaceId, 'demo-seed');
  const coordinator = await actor(world.userIds.providerCoordinator, world.providerTenantId);
  const serviceIdOf = await serviceIds(db, ['Lawn mowing', 'Irrigation maintenance', 'General pest control', 'Snow plowing']);
  const propertyOf = (client: TDemoClientKey, codes: string[]) =>
    codes.map((code) => {
      const index = DEMO_PORTFOLIO[client].findIndex((row) => row[1] === code);
      const ids = client === 'residential' ? world.propertyIds.clientA : client === 'commercial' ? world.propertyIds.clientB : world.propertyIds.clientC;
      return ids[index];
    });
  // Each bidder's person, made once: the same estimator answers both RFPs.
  const known = new Map<string, Promise<{ actor: TActor; vendorId: string }>>();
  const bidderOf = (bidder: TDemoBidder) => {
    if (!known.has(bidder.name)) known.set(bidder.name, bidderActor(db, world, bidder));
    return known.get(bidder.name) as Promise<{ actor: TActor; vendorId: string }>;
  };
  const linesOf = async (who: TActor, rfpId: string) =>
    (await services.rfpLines.list(who, rfpId, { page: 1, limit: 500, sort: 'position', sortDirection: 'asc' })).data;

  // Residential scopes the RFPs need besides the pest-control one the demo already has.
  for (const [service, name] of [
    ['Lawn mowing', 'Lawn mowing 2027 season — residential communities'],
    ['Irrigation maintenance', 'Irrigation maintenance — residential communities'],
  ] as const) {
    const libraryEntryId = await libraryEntryOf(db, service);
    const scope = await services.scopeOfWork.clientScopes.create(
      coordinator,
      ZClientSowInputSchema.parse({
        clientId: world.clientA.clientId,
        serviceId: serviceIdOf.get(service),
        name,
        ...(libraryEntryId ? { source: 'LIBRARY', libraryEntryId } : { source: 'BLANK' }),
      }),
    );
    await services.scopeOfWork.clientScopes.setStatus(coordinator, scope.id, 'ACTIVE');
  }

  const draftId = await draftRfp(services, await actor(world.userIds.clientAdmin, world.clientB.tenantId), world, serviceIdOf, propertyOf, now);

  // Open: lawn care for five communities, due in four days.
  const open = await createRfp(services, coordinator, {
    clientId: world.clientA.clientId,
    title: 'Lawn care 2027 — Austin and Denver communities',
    description: 'Weekly mowing, edging and blowing from April through October at five communities.',
    questionsDueAt: new Date(now.getTime() + 48 * HOUR).toISOString(),
    bidsDueAt: new Date(now.getTime() + 4 * 24 * HOUR).toISOString(),
    timeZone: 'America/Chicago',
    serviceStartOn: addDays(todayIso(now), 120),
    termMonths: 12,
  });
  await services.rfpLines.add(
    coordinator,
    open.id,
    ZRfpLinesAddSchema.parse({
      propertyIds: propertyOf('residential', ['NWR-AUS-001', 'NWR-AUS-002', 'NWR-DEN-001', 'NWR-DEN-002', 'NWR-AUR-001']),
      serviceIds: [serviceIdOf.get('Lawn mowing')],
    }),
  );
  const loneStar = await bidderOf(DEMO_BIDDERS.loneStar);
  await invite(services, coordinator, open.id, [world.vendor.vendorId, world.branch.vendorId, world.franchise.vendorId, loneStar.vendorId]);
  await services.rfp.publish(coordinator, open.id);
  const openLines = await linesOf(coordinator, open.id);
  const greenleaf = await actor(world.userIds.vendorAdmin);
  await bid(services, greenleaf, open.id, demoBidLines(DEMO_BIDDERS.greenleaf, openLines, 1));
  // A revision after a second look: the first submission stays as version 1.
  await bid(services, greenleaf, open.id, demoBidLines(DEMO_BIDDERS.greenleaf, openLines, 0.97), { note: 'Revised after the site walk.' });
  const { actor: austin } = await bidderOf(DEMO_BIDDERS.austin);
  await services.bids.setIntent(austin, open.id, ZBidIntentSchema.parse({ intent: 'INTENDING' }));
  await services.bids.saveDraft(austin, open.id, ZBidDraftSchema.parse({ lines: demoBidLines(DEMO_BIDDERS.austin, openLines.slice(0, 2), 1) }));
  await services.bids.setIntent(
    loneStar.actor,
    open.id,
    ZBidIntentSchema.parse({ intent: 'DECLINED', declineReason: 'Our crews are fully booked for the 2027 season in Denver.' }),
  );

  const closedId = await closedRfp({ services, coordinator, world, serviceIdOf, propertyOf, linesOf, bidderOf }, now);
  const awardedId = await seedAwardedRfp(
    {
      services,
      coordinator,
      clientId: world.clientA.clientId,
      propertyIds: propertyOf('residential', ['NWR-DAL-002', 'NWR-HOU-002', 'NWR-SAT-001', 'NWR-FTW-001']),
      serviceId: serviceIdOf.get('Lawn mowing') as string,
      linesOf,
      bidderOf,
    },
    now,
  );
  return { draftId, openId: open.id, closedId, awardedId };
}

type TPropertyOf = (client: TDemoClientKey, codes: string[]) => string[];

/** Northwind Commercial's own draft: lines and dates, no vendors yet (its publish blocker says so). */
async function draftRfp(
  services: TDemoRfpServices,
  clientAdmin: TActor,
  world: TDemoWorld,
  serviceIdOf: Map<string, string>,
  propertyOf: TPropertyOf,
  now: Date,
) {
  const draft = await createRfp(services, clientAdmin, {
    clientId: world.clientB.clientId,
    title: 'Snow and ice 2027–28 — Colorado and Illinois',
    description: 'Plowing, sidewalks and de-icing at six offices and centres, on a 2-inch trigger.',
    bidsDueAt: new Date(now.getTime() + 21 * 24 * HOUR).toISOString(),
    timeZone: 'America/Denver',
    serviceStartOn: addDays(todayIso(now), 150),
    termMonths: 12,
  });
  await services.rfpLines.add(
    clientAdmin,
    draft.id,
    ZRfpLinesAddSchema.parse({
      propertyIds: propertyOf('commercial', ['NWC-DEN-101', 'NWC-BOU-101', 'NWC-CHI-101', 'NWC-CHI-102', 'NWC-SCH-101', 'NWC-NAP-101']),
      serviceIds: [serviceIdOf.get('Snow plowing')],
    }),
  );
  return draft.id;
}

const CLOSED_PROPERTIES = [
  'NWR-AUS-001',
  'NWR-AUS-002',
  'NWR-DAL-001',
  'NWR-HOU-001',
  'NWR-HOU-002',
  'NWR-SAT-001',
  'NWR-FTW-001',
  'NWR-DEN-001',
  'NWR-DEN-002',
  'NWR-AUR-001',
  'NWR-COS-001',
  'NWR-PHX-001',
];

/** 12 properties × 3 services, five vendors' bids, closed by the provider once all had bid, and opened. */
interface TClosedContext {
  services: TDemoRfpServices;
  coordinator: TActor;
  world: TDemoWorld;
  serviceIdOf: Map<string, string>;
  propertyOf: TPropertyOf;
  linesOf: (who: TActor, rfpId: string) => Promise<TRfpLine[]>;
  bidderOf: (bidder: TDemoBidder) => Promise<{ actor: TActor; vendorId: string }>;
}

const TERM_MONTHS = 24;

async function closedRfp({ services, coordinator, world, serviceIdOf, propertyOf, linesOf, bidderOf }: TClosedContext, now: Date) {
  const rfp = await createRfp(services, coordinator, {
    clientId: world.clientA.clientId,
    title: 'Grounds and pest control 2027–28 — residential portfolio',
    description: 'Mowing, irrigation and integrated pest management at twelve communities in Texas, Colorado and Arizona.',
    questionsDueAt: new Date(now.getTime() + 24 * HOUR).toISOString(),
    bidsDueAt: new Date(now.getTime() + 7 * 24 * HOUR).toISOString(),
    timeZone: 'America/Chicago',
    serviceStartOn: addDays(todayIso(now), 90),
    termMonths: TERM_MONTHS,
  });
  await services.rfpLines.add(
    coordinator,
    rfp.id,
    ZRfpLinesAddSchema.parse({
      propertyIds: propertyOf('residential', CLOSED_PROPERTIES),
      serviceIds: ['Lawn mowing', 'Irrigation maintenance', 'General pest control'].map((s) => serviceIdOf.get(s)),
    }),
  );
  // What the client pays today for mowing and what it set aside (irrigation and pest control are
  // new contracts): the savings the analysis shows. One line at a time, as the buyer enters them.
  for (const line of (await linesOf(coordinator, rfp.id)).filter((l) => l.serviceName === 'Lawn mowing')) {
    const incumbent = demoIncumbentAnnual(line);
    await services.rfpLines.update(
      coordinator,
      rfp.id,
      line.id,
      ZRfpLineUpdateSchema.parse({ incumbentAnnual: incumbent, budgetAnnual: Math.round(incumbent * 0.95) }),
    );
  }
  const bidders = [DEMO_BIDDERS.austin, DEMO_BIDDERS.loneStar, DEMO_BIDDERS.gulfCoast, DEMO_BIDDERS.peakPest, DEMO_BIDDERS.sonoran];
  const actors = [];
  for (const bidder of bidders) actors.push(await bidderOf(bidder));
  await invite(
    services,
    coordinator,
    rfp.id,
    actors.map((a) => a.vendorId),
  );
  await services.rfp.publish(coordinator, rfp.id);
  const lines = await linesOf(coordinator, rfp.id);
  for (const [i, bidder] of bidders.entries()) {
    await bid(services, actors[i].actor, rfp.id, demoBidLines(bidder, lines, 1, TERM_MONTHS), { bundlePrice: demoBundlePrice(bidder, lines, TERM_MONTHS) });
  }
  await services.rfp.close(coordinator, rfp.id);
  await services.rfp.openBids(coordinator, rfp.id);
  return rfp.id;
}

async function createRfp(services: TDemoRfpServices, who: TActor, input: Record<string, unknown>): Promise<TRfp> {
  return services.rfp.create(who, ZRfpInputSchema.parse(input));
}

async function invite(services: TDemoRfpServices, coordinator: TActor, rfpId: string, vendorIds: string[]) {
  await services.rfpInvitations.add(
    coordinator,
    rfpId,
    ZRfpInvitationsAddSchema.parse({ vendorIds, overrideReason: 'Incumbent-quality vendor the client asked to hear from.' }),
  );
}

async function bid(
  services: TDemoRfpServices,
  who: TActor,
  rfpId: string,
  lines: TBidLineInput[],
  submit: { bundlePrice?: number | null; note?: string } = {},
) {
  await services.bids.saveDraft(who, rfpId, ZBidDraftSchema.parse({ lines }));
  await services.bids.submit(who, rfpId, ZBidSubmitSchema.parse(submit));
}

/** A network vendor's estimator, on file for the demo's bids (they do not sign in). */
async function bidderActor(db: TExecutor, world: TDemoWorld, bidder: TDemoBidder): Promise<{ actor: TActor; vendorId: string }> {
  // GreenLeaf and its Austin franchise have their own people in the demo world.
  const own = new Map<TDemoBidder, { userId: string; vendorId: string }>([
    [DEMO_BIDDERS.greenleaf, { userId: world.userIds.vendorAdmin, vendorId: world.vendor.vendorId }],
    [DEMO_BIDDERS.austin, { userId: world.userIds.franchiseUser, vendorId: world.franchise.vendorId }],
  ]).get(bidder);
  if (own) return { actor: await loadActor(db, own.userId, undefined, 'demo-seed'), vendorId: own.vendorId };
  const [vendor] = await queryRows<{ id: string; tenant_id: string }>(
    db,
    sql`select id, tenant_id from vendors where name = ${bidder.name} and parent_vendor_id is null`,
  );
  const user = await createUser(db, {
    email: bidder.estimator.email,
    firstName: bidder.estimator.firstName,
    lastName: bidder.estimator.lastName,
    userType: 'vendor',
    tenantId: vendor.tenant_id,
    roleNames: ['Vendor Estimator'],
    password: null,
    status: 'ACTIVE',
  });
  return { actor: await loadActor(db, user.id, vendor.tenant_id, 'demo-seed'), vendorId: vendor.id };
}

async function serviceIds(db: TExecutor, names: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; name: string }>(
    db,
    sql`select distinct on (lower(name)) id, name from services where lower(name) = any(${sql.param(names.map((n) => n.toLowerCase()))}::text[]) order by lower(name), id`,
  );
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function libraryEntryOf(db: TExecutor, service: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select e.id from sow_library_entries e join services s on s.id = e.service_id
        where lower(s.name) = ${service.toLowerCase()} and e.status = 'ACTIVE' order by e.created_at limit 1`,
  );
  return row?.id ?? null;
}
