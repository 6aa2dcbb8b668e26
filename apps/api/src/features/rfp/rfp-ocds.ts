import {
  OCDS_CURRENCY,
  OCDS_EXTENSIONS,
  OCDS_PREFIX,
  OCDS_VERSION,
  RFP_STATUS_LABELS,
  type TOcdsRelease,
  type TOcdsReleasePackage,
  type TRfpStatus,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { rfpOcdsRepo, type TOcdsAwardRow, type TOcdsBidderRow, type TOcdsBidValueRow, type TOcdsLineRow } from './rfp-ocds.repo.js';
import { rfpReissueRepo } from './rfp-reissue.repo.js';
import { rfpStatus, type TRfpDetailRow } from './rfp.presenter.js';
import { visibleRfp } from './rfp.service.js';

type TTender = TOcdsRelease['tender'];

/** docs/rfp.md "Open data": the RFP's state as the standard's tender status and release tag. */
const STAGE: Record<TRfpStatus, { status: TTender['status']; tag: string }> = {
  DRAFT: { status: 'planning', tag: 'planning' },
  PUBLISHED: { status: 'active', tag: 'tender' },
  CLOSED: { status: 'active', tag: 'tenderUpdate' },
  AWARDED: { status: 'complete', tag: 'award' },
  // Lines are still to be awarded (or re-issued): the tender is complete only once all are.
  PARTIALLY_AWARDED: { status: 'active', tag: 'award' },
  CANCELLED: { status: 'cancelled', tag: 'tenderCancellation' },
};

/** A driver may hand a timestamp back as text. */
const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);
const cents = (value: number) => Math.round(value * 100) / 100;

/** The last day of a term of `months` starting on `startOn` (YYYY-MM-DD). */
function termEnd(startOn: string, months: number): string {
  const end = new Date(`${startOn}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + months);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString();
}

const item = (line: TOcdsLineRow, termMonths: number): TTender['items'][number] => ({
  id: line.id,
  description: `${line.serviceName} at ${line.propertyName} (${line.propertyCode})`,
  classification: { scheme: 'x_procura_service', id: line.serviceId, description: line.serviceName },
  quantity: termMonths,
  unit: { name: 'month' },
  relatedLot: line.propertyId,
  deliveryAddress: {
    ...(line.addressLine1 && { streetAddress: line.addressLine1 }),
    ...(line.cityName && { locality: line.cityName }),
    ...(line.stateCode && { region: line.stateCode }),
    ...(line.zip && { postalCode: line.zip }),
    countryName: 'United States',
  },
  // GeoJSON order: longitude first.
  ...(line.latitude !== null &&
    line.longitude !== null && {
      deliveryLocation: { description: line.propertyName, geometry: { type: 'Point' as const, coordinates: [line.longitude, line.latitude] } },
    }),
});

type TLot = TTender['lots'][number];

/**
 * A lot's (a property's) own status once the bids are in: complete when every line of it is
 * awarded; unsuccessful when none is and none will be here (its lines were re-issued as a new
 * RFP, or the bids were opened and no bid priced it); active while it may still be awarded.
 * Before closing, and for a draft or a cancelled RFP, every lot reads as the tender does.
 */
function lotStatus(
  status: TRfpStatus,
  stage: TTender['status'],
  lot: { lines: number; awarded: number; priced: boolean },
  facts: { opened: boolean; reissued: boolean },
): TLot['status'] {
  if (status !== 'CLOSED' && status !== 'PARTIALLY_AWARDED' && status !== 'AWARDED') return stage;
  if (lot.awarded === lot.lines) return 'complete';
  if (lot.awarded === 0 && (facts.reissued || (facts.opened && !lot.priced))) return 'unsuccessful';
  return 'active';
}

function lotsOf(facts: TReleaseFacts, status: TRfpStatus, stage: TTender['status']): TLot[] {
  const awardedLines = new Set(facts.awards.map((a) => a.rfpLineId));
  const priced = new Set(facts.values.flatMap((v) => v.propertyIds));
  const lots = new Map<string, { title: string; lines: number; awarded: number }>();
  for (const line of facts.lines) {
    const lot = lots.get(line.propertyId) ?? { title: line.propertyName, lines: 0, awarded: 0 };
    lot.lines += 1;
    if (awardedLines.has(line.id)) lot.awarded += 1;
    lots.set(line.propertyId, lot);
  }
  const context = { opened: facts.rfp.openedAt !== null, reissued: facts.reissued };
  return [...lots].map(([id, lot]) => ({ id, title: lot.title, status: lotStatus(status, stage, { ...lot, priced: priced.has(id) }, context) }));
}

interface TReleaseFacts {
  rfp: TRfpDetailRow;
  provider: { id: string; name: string } | undefined;
  lines: TOcdsLineRow[];
  bidders: TOcdsBidderRow[];
  values: TOcdsBidValueRow[];
  awards: TOcdsAwardRow[];
  addenda: Awaited<ReturnType<typeof rfpOcdsRepo.addenda>>;
  answers: Awaited<ReturnType<typeof rfpOcdsRepo.answers>>;
  /** Whether the RFP's unawarded lines were re-issued as a new RFP. */
  reissued: boolean;
}

/** One release for the RFP as it stands. Tenderers and their bids appear once the bids are opened. */
export function ocdsRelease(facts: TReleaseFacts): TOcdsRelease {
  const { rfp, provider, lines, bidders, values, awards, addenda, answers } = facts;
  const ocid = `${OCDS_PREFIX}-${rfp.id}`;
  const status = rfpStatus(rfp);
  const stage = STAGE[status];
  const tag = status === 'PUBLISHED' && addenda.length > 0 ? 'tenderAmendment' : stage.tag;
  const submitted = bidders.filter((b) => b.bidStatus === 'SUBMITTED' || b.bidStatus === 'WITHDRAWN');
  const opened = rfp.openedAt !== null;
  const ref = (b: TOcdsBidderRow) => ({ id: b.vendorId, name: b.vendorName });
  const tenderers = opened ? submitted.filter((b) => b.bidStatus === 'SUBMITTED') : [];
  const valueOf = new Map(values.map((v) => [v.bidId, v]));
  const lots = lotsOf(facts, status, stage.status);
  const buyer = { id: rfp.clientId, name: rfp.clientName };
  const suppliers = new Set(awards.map((a) => a.vendorId));
  const contractPeriod = rfp.serviceStartOn
    ? { startDate: new Date(`${rfp.serviceStartOn}T00:00:00Z`).toISOString(), endDate: termEnd(rfp.serviceStartOn, rfp.termMonths) }
    : undefined;
  return {
    ocid,
    id: `${ocid}-${rfp.updatedAt.toISOString()}`,
    date: rfp.updatedAt.toISOString(),
    tag: [tag],
    initiationType: 'tender',
    language: 'en',
    parties: [
      { ...buyer, roles: ['buyer'] },
      ...(provider ? [{ ...provider, roles: ['procuringEntity' as const] }] : []),
      ...tenderers.map((b) => ({
        ...ref(b),
        roles: suppliers.has(b.vendorId) ? ['tenderer' as const, 'supplier' as const] : ['tenderer' as const],
        ...(b.parentId && { memberOf: [{ id: b.parentId, name: b.parentName ?? '' }] }),
      })),
    ],
    buyer,
    tender: {
      id: rfp.number,
      title: rfp.title,
      ...(rfp.description && { description: rfp.description }),
      status: stage.status,
      statusDetails: RFP_STATUS_LABELS[status],
      ...(provider && { procuringEntity: provider }),
      items: lines.map((l) => item(l, rfp.termMonths)),
      procurementMethod: 'selective',
      procurementMethodDetails: 'Request for proposal to invited vendors',
      mainProcurementCategory: 'services',
      ...(rfp.bidsDueAt && { tenderPeriod: { startDate: iso(rfp.publishedAt), endDate: iso(rfp.bidsDueAt) } }),
      ...(rfp.questionsDueAt && { enquiryPeriod: { startDate: iso(rfp.publishedAt), endDate: iso(rfp.questionsDueAt) } }),
      hasEnquiries: answers.length > 0,
      ...(contractPeriod && { contractPeriod }),
      numberOfTenderers: submitted.filter((b) => b.bidStatus === 'SUBMITTED').length,
      tenderers: tenderers.map(ref),
      amendments: addenda.map((a) => ({
        id: String(a.number),
        date: iso(a.publishedAt) as string,
        rationale: a.summary,
        description:
          a.bidsDueAtAfter && iso(a.bidsDueAtAfter) !== iso(a.bidsDueAtBefore)
            ? `Addendum ${a.number}: bids due ${iso(a.bidsDueAtAfter)} (was ${iso(a.bidsDueAtBefore) ?? 'unset'}).`
            : `Addendum ${a.number}.`,
      })),
      lots,
      enquiries: answers.map((a) => ({
        id: a.id,
        date: iso(a.publishedAt) as string,
        description: a.questionText,
        answer: a.answerText,
        dateAnswered: iso(a.publishedAt) as string,
      })),
    },
    ...(opened && {
      bids: {
        details: submitted.map((b) => {
          const value = b.bidStatus === 'SUBMITTED' && b.bidId ? valueOf.get(b.bidId) : undefined;
          return {
            id: b.bidId as string,
            ...(b.submittedAt && { date: iso(b.submittedAt) }),
            status: b.bidStatus === 'SUBMITTED' ? ('valid' as const) : ('withdrawn' as const),
            tenderers: [ref(b)],
            ...(value && { value: { amount: cents(value.termAmount), currency: OCDS_CURRENCY }, relatedLots: value.propertyIds }),
          };
        }),
      },
    }),
    awards: awardsOf(awards, lines, tenderers, rfp.termMonths, contractPeriod),
  };
}

/**
 * One award per awarded line (docs/rfp.md "Open data"): active from when it was made, its value
 * over the whole term, the awarded vendor as supplier, the line as its item and the property as
 * its lot. No contracts: the contracts issue makes them from these awards.
 */
function awardsOf(
  awards: TOcdsAwardRow[],
  lines: TOcdsLineRow[],
  tenderers: TOcdsBidderRow[],
  termMonths: number,
  contractPeriod: TTender['contractPeriod'],
): TOcdsRelease['awards'] {
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  const nameOf = new Map(tenderers.map((b) => [b.vendorId, b.vendorName]));
  return awards.flatMap((a) => {
    const line = lineOf.get(a.rfpLineId);
    if (!line) return [];
    return [
      {
        id: a.id,
        title: `${line.serviceName} at ${line.propertyName}`,
        ...(a.note && { description: a.note }),
        status: 'active' as const,
        date: iso(a.awardedAt) as string,
        value: { amount: cents(a.termAmount), currency: OCDS_CURRENCY },
        suppliers: [{ id: a.vendorId, name: nameOf.get(a.vendorId) ?? '' }],
        items: [item(line, termMonths)],
        ...(contractPeriod && { contractPeriod }),
        relatedLots: [line.propertyId],
      },
    ];
  });
}

/** GET /v1/rfp/{id}/ocds: the buyer's export of an RFP as open data (docs/rfp.md "Open data"). */
export function createRfpOcdsService({ db, publicUrl, brand, clock = systemClock }: { db: TRequestDb; publicUrl: string; brand: string; clock?: TClock }) {
  return {
    async releasePackage(actor: TActor, id: string): Promise<TOcdsReleasePackage> {
      return withActor(db, actor, async (tx) => {
        const rfp = await visibleRfp(tx, actor, id);
        // The release names every bidder: a vendor reads its own invitation, never this.
        if (actor.kind === 'vendor') throw notFound('RFP');
        const facts: TReleaseFacts = {
          rfp,
          provider: await rfpOcdsRepo.provider(tx),
          lines: await rfpOcdsRepo.lines(tx, id),
          bidders: await rfpOcdsRepo.bidders(tx, id),
          values: rfp.openedAt ? await rfpOcdsRepo.bidValues(tx, id) : [],
          awards: await rfpOcdsRepo.awards(tx, id),
          addenda: await rfpOcdsRepo.addenda(tx, id),
          answers: await rfpOcdsRepo.answers(tx, id),
          reissued: (await rfpReissueRepo.existing(tx, id)) !== undefined,
        };
        return {
          uri: `${publicUrl.replace(/\/$/, '')}/v1/rfp/${id}/ocds`,
          version: OCDS_VERSION,
          extensions: [...OCDS_EXTENSIONS],
          publishedDate: clock.now().toISOString(),
          publisher: { name: brand },
          releases: [ocdsRelease(facts)],
        };
      });
    },
  };
}

export type TRfpOcdsService = ReturnType<typeof createRfpOcdsService>;
