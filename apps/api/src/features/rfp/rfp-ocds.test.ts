import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCDS_PREFIX, type TAwardList, type TBid, type TOcdsReleasePackage, type TRfp, type TRfpLinePage } from '@procura/shared';
import { seedDemoRfps, type TDemoRfps } from '../../db/seed/demo-rfps.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * GET /v1/rfp/{id}/ocds (issue 18 item 8) over the demo RFPs: every field the package carries is
 * one the Open Contracting Data Standard 1.1 release schema (or an extension it declares) names,
 * each is filled from the RFP as docs/rfp.md "Open data" says, and a sealed bid shows nothing.
 */

/**
 * Field paths of release-package-schema.json and release-schema.json 1.1, with the bid, lots,
 * enquiry, location and memberOf extensions: every path the export emits must be one of them.
 */
const STANDARD_PATHS = new Set(
  [
    'uri version extensions[] publishedDate publisher publisher.name releases[]',
    'ocid id date tag[] initiationType language buyer buyer.id buyer.name awards[]',
    'parties[] parties[].id parties[].name parties[].roles[] parties[].memberOf[] parties[].memberOf[].id parties[].memberOf[].name',
    'tender tender.id tender.title tender.description tender.status tender.statusDetails tender.procuringEntity tender.procuringEntity.id tender.procuringEntity.name',
    'tender.procurementMethod tender.procurementMethodDetails tender.mainProcurementCategory tender.hasEnquiries tender.numberOfTenderers',
    'tender.tenderPeriod tender.tenderPeriod.startDate tender.tenderPeriod.endDate tender.enquiryPeriod tender.enquiryPeriod.startDate tender.enquiryPeriod.endDate',
    'tender.contractPeriod tender.contractPeriod.startDate tender.contractPeriod.endDate tender.tenderers[] tender.tenderers[].id tender.tenderers[].name',
    'tender.items[] tender.items[].id tender.items[].description tender.items[].quantity tender.items[].unit tender.items[].unit.name tender.items[].relatedLot',
    'tender.items[].classification tender.items[].classification.scheme tender.items[].classification.id tender.items[].classification.description',
    'tender.items[].deliveryAddress tender.items[].deliveryAddress.streetAddress tender.items[].deliveryAddress.locality tender.items[].deliveryAddress.region',
    'tender.items[].deliveryAddress.postalCode tender.items[].deliveryAddress.countryName',
    'tender.items[].deliveryLocation tender.items[].deliveryLocation.description tender.items[].deliveryLocation.geometry',
    'tender.items[].deliveryLocation.geometry.type tender.items[].deliveryLocation.geometry.coordinates[]',
    'tender.lots[] tender.lots[].id tender.lots[].title tender.lots[].status',
    'tender.amendments[] tender.amendments[].id tender.amendments[].date tender.amendments[].rationale tender.amendments[].description',
    'tender.enquiries[] tender.enquiries[].id tender.enquiries[].date tender.enquiries[].description tender.enquiries[].answer tender.enquiries[].dateAnswered',
    'bids bids.details[] bids.details[].id bids.details[].date bids.details[].status bids.details[].tenderers[] bids.details[].tenderers[].id',
    'bids.details[].tenderers[].name bids.details[].value bids.details[].value.amount bids.details[].value.currency bids.details[].relatedLots[]',
    'awards[].id awards[].title awards[].description awards[].status awards[].date awards[].value awards[].value.amount awards[].value.currency',
    'awards[].suppliers[] awards[].suppliers[].id awards[].suppliers[].name awards[].relatedLots[]',
    'awards[].contractPeriod awards[].contractPeriod.startDate awards[].contractPeriod.endDate',
  ]
    .join(' ')
    .split(' ')
    .flatMap((p) => (p.startsWith('tender.items[]') ? [p, p.replace('tender.items[]', 'awards[].items[]')] : [p]))
    .flatMap((p) => (/^(uri|version|extensions|publishedDate|publisher|releases)/.test(p) ? [p] : [`releases[].${p}`])),
);

/** Every field path of a value, arrays written `[]`: `releases[].tender.items[].id`. */
function pathsOf(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return [`${path}[]`, ...value.flatMap((v) => fieldsOf(v, `${path}[]`))];
  return [path, ...fieldsOf(value, path)];
}
const fieldsOf = (value: unknown, prefix: string): string[] =>
  value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, v]) => pathsOf(v, prefix ? `${prefix}.${key}` : key)) : [];

let t: TTestApp;
let rfps: TDemoRfps;
let provider: TSession;
beforeAll(async () => {
  t = await startTestApp();
  rfps = await seedDemoRfps(systemDb(t.platform.database), t.services, t.world);
  provider = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
  // The demo RFPs are some sixty requests' worth of writes on top of the demo world.
}, 120_000);
afterAll(() => t.close());

const ocds = async (session: TSession, rfpId: string) => t.http<TOcdsReleasePackage>('GET', `/v1/rfp/${rfpId}/ocds`, { token: session.accessToken });
const release = async (rfpId: string) => {
  const res = await ocds(provider, rfpId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('the RFP as an OCDS 1.1 release package', () => {
  it('uses only the standard’s field names, and declares the extensions it draws on', async () => {
    for (const id of [rfps.draftId, rfps.openId, rfps.closedId, rfps.awardedId]) {
      const pkg = await release(id);
      const unknown = [...new Set(fieldsOf(pkg, ''))].filter((p) => !STANDARD_PATHS.has(p));
      expect(unknown, `fields outside the standard in ${id}`).toEqual([]);
      expect(pkg.version).toBe('1.1');
      expect(pkg.extensions.map((e) => /open-contracting-extensions\/(ocds_\w+)\//.exec(e)?.[1])).toEqual([
        'ocds_bid_extension',
        'ocds_lots_extension',
        'ocds_enquiry_extension',
        'ocds_location_extension',
        'ocds_memberOf_extension',
      ]);
    }
  });

  it('describes a closed, opened RFP: parties with roles, tender periods, an item per line with its place, a lot per property, the bids', async () => {
    const pkg = await release(rfps.closedId);
    const rfp = (await t.http<TRfp>('GET', `/v1/rfp/${rfps.closedId}`, { token: provider.accessToken })).body;
    const lines = (await t.http<TRfpLinePage>('GET', `/v1/rfp/${rfps.closedId}/lines?limit=500`, { token: provider.accessToken })).body.data;
    const [r] = pkg.releases;
    expect(r.ocid).toBe(`${OCDS_PREFIX}-${rfps.closedId}`);
    expect(r.ocid).toMatch(/^ocds-[a-z0-9]{6}-/);
    expect([r.tag, r.initiationType, r.tender.status, r.tender.statusDetails]).toEqual([['tenderUpdate'], 'tender', 'active', 'Closed']);
    expect(r.buyer).toEqual({ id: t.world.clientA.clientId, name: rfp.clientName });
    const roles = (role: string) => r.parties.filter((p) => p.roles.includes(role as never));
    expect(roles('buyer').map((p) => p.id)).toEqual([t.world.clientA.clientId]);
    expect(roles('procuringEntity').map((p) => p.id)).toEqual([t.world.providerTenantId]);
    expect(r.tender.procuringEntity?.id).toBe(t.world.providerTenantId);
    expect(roles('tenderer')).toHaveLength(5);
    // An outlet is its own tenderer and a member of its vendor.
    expect(r.parties.find((p) => p.id === t.world.franchise.vendorId)?.memberOf).toEqual([{ id: t.world.vendor.vendorId, name: 'GreenLeaf Grounds' }]);
    expect(r.tender).toMatchObject({
      id: rfp.number,
      title: rfp.title,
      procurementMethod: 'selective',
      mainProcurementCategory: 'services',
      tenderPeriod: { startDate: rfp.publishedAt, endDate: rfp.bidsDueAt },
      enquiryPeriod: { startDate: rfp.publishedAt, endDate: rfp.questionsDueAt },
      contractPeriod: { startDate: `${rfp.serviceStartOn}T00:00:00.000Z` },
      numberOfTenderers: 5,
    });
    expect(r.tender.items).toHaveLength(36);
    expect(r.tender.lots).toHaveLength(12);
    for (const line of lines) {
      const item = r.tender.items.find((i) => i.id === line.id);
      expect(item?.relatedLot).toBe(line.propertyId);
      expect(item?.deliveryAddress).toMatchObject({ streetAddress: line.addressLine1, locality: line.cityName, region: line.stateCode, postalCode: line.zip });
      expect(item?.deliveryLocation?.geometry).toEqual({ type: 'Point', coordinates: [line.longitude, line.latitude] });
    }
    const terms = await queryRows<{ bidId: string; term: string }>(
      systemDb(t.platform.database),
      sql`select bl.bid_id as "bidId", sum(bl.term_amount)::text as term from bid_lines bl join bids b on b.id = bl.bid_id
          where bl.rfp_id = ${rfps.closedId} and bl.submission_number = b.current_submission group by bl.bid_id`,
    );
    expect(r.bids?.details).toHaveLength(5);
    for (const bid of r.bids?.details ?? []) {
      expect(bid.status).toBe('valid');
      expect(bid.value).toEqual({ amount: Number(terms.find((x) => x.bidId === bid.id)?.term), currency: 'USD' });
      expect(bid.relatedLots?.every((lot) => r.tender.lots.some((l) => l.id === lot))).toBe(true);
    }
  });

  it('shows no bid and no amount of an RFP whose bids are sealed, and names no bidder', async () => {
    const greenleaf = await t.signIn(DEMO_ACCOUNTS.vendorAdmin);
    const bid = (await t.http<TBid>('GET', `/v1/rfp/${rfps.openId}/bid`, { token: greenleaf.accessToken })).body;
    expect(bid.status).toBe('SUBMITTED');
    const pkg = await release(rfps.openId);
    const [r] = pkg.releases;
    expect(r.bids).toBeUndefined();
    expect([r.tender.tenderers, r.tender.numberOfTenderers, r.parties.map((p) => p.roles).flat()]).toEqual([[], 1, ['buyer', 'procuringEntity']]);
    const text = JSON.stringify(pkg);
    for (const line of bid.lines) for (const amount of [line.price, line.annualAmount, line.termAmount]) expect(text).not.toContain(String(amount));
    expect(text).not.toContain(t.world.vendor.vendorId);
  });

  it('lists addenda as amendments and published answers as enquiries without the asker; a draft is planning', async () => {
    const db = systemDb(t.platform.database);
    const [rfp] = await queryRows<{ tenant_id: string; bids_due_at: Date }>(db, sql`select tenant_id, bids_due_at from rfps where id = ${rfps.openId}`);
    await db.execute(
      sql`insert into rfp_addenda (tenant_id, rfp_id, number, summary, bids_due_at_before, bids_due_at_after)
          values (${rfp.tenant_id}, ${rfps.openId}, 1, 'Site map for Cherry Creek added', ${rfp.bids_due_at}, ${rfp.bids_due_at})`,
    );
    await db.execute(
      sql`insert into rfp_answers (tenant_id, rfp_id, question_text, answer_text)
          values (${rfp.tenant_id}, ${rfps.openId}, 'Is edging included?', 'Yes, at every visit.')`,
    );
    const [r] = (await release(rfps.openId)).releases;
    expect(r.tag).toEqual(['tenderAmendment']);
    expect(r.tender.amendments).toEqual([expect.objectContaining({ id: '1', rationale: 'Site map for Cherry Creek added' })]);
    expect(r.tender.enquiries).toEqual([expect.objectContaining({ description: 'Is edging included?', answer: 'Yes, at every visit.' })]);
    expect(Object.keys(r.tender.enquiries[0])).not.toContain('author');
    expect(r.tender.hasEnquiries).toBe(true);

    const [draft] = (await release(rfps.draftId)).releases;
    expect([draft.tag, draft.tender.status]).toEqual([['planning'], 'planning']);
  });

  it('lists each awarded line as an award: active, its term value, the supplier, the line as item and the property as lot; no contract', async () => {
    const [r] = (await release(rfps.awardedId)).releases;
    const awards = (await t.http<TAwardList>('GET', `/v1/rfp/${rfps.awardedId}/awards`, { token: provider.accessToken })).body.data;
    const rfp = (await t.http<TRfp>('GET', `/v1/rfp/${rfps.awardedId}`, { token: provider.accessToken })).body;
    expect([r.tag, r.tender.status, r.tender.statusDetails]).toEqual([['award'], 'complete', 'Awarded']);
    expect(awards).toHaveLength(4);
    const rows = await queryRows<{ id: string; rfpLineId: string; vendorId: string; awardedAt: Date }>(
      systemDb(t.platform.database),
      sql`select id, rfp_line_id as "rfpLineId", vendor_id as "vendorId", awarded_at as "awardedAt" from rfp_awards where rfp_id = ${rfps.awardedId}`,
    );
    expect(r.awards).toHaveLength(4);
    for (const award of awards) {
      const row = rows.find((x) => x.rfpLineId === award.rfpLineId);
      const ocdsAward = r.awards.find((a) => a.id === row?.id);
      const item = r.tender.items.find((i) => i.id === award.rfpLineId);
      expect(ocdsAward).toEqual({
        id: row?.id,
        title: `${award.serviceName} at ${award.propertyName}`,
        description: 'Lowest compliant price at each community.',
        status: 'active',
        date: new Date(row?.awardedAt ?? 0).toISOString(),
        value: { amount: award.termAmount, currency: 'USD' },
        suppliers: [{ id: row?.vendorId, name: award.vendorName }],
        items: [item],
        contractPeriod: r.tender.contractPeriod,
        relatedLots: [item?.relatedLot],
      });
      expect(r.parties.find((p) => p.id === row?.vendorId)?.roles).toEqual(['tenderer', 'supplier']);
    }
    expect(r.tender.contractPeriod?.startDate).toBe(`${rfp.serviceStartOn}T00:00:00.000Z`);
    const suppliers = new Set(rows.map((x) => x.vendorId));
    for (const party of r.parties.filter((p) => p.roles.includes('tenderer') && !suppliers.has(p.id))) expect(party.roles).toEqual(['tenderer']);
    expect(Object.keys(r)).not.toContain('contracts');
  });

  it('is the buyer’s: an invited vendor and another client’s people get 404', async () => {
    const [vendor, harborview] = [await t.signIn(DEMO_ACCOUNTS.vendorAdmin), await t.signIn(t.world.hospitalityAdmin.email)];
    expect((await ocds(vendor, rfps.openId)).status).toBe(404);
    expect((await ocds(harborview, rfps.closedId)).status).toBe(404);
  });

  it('gives each lot its own status: active while bidding or awarding, complete once every line is awarded, unsuccessful when re-issued unawarded', async () => {
    const lotsOf = async (rfpId: string) => Object.fromEntries((await release(rfpId)).releases[0].tender.lots.map((l) => [l.id, l.status]));
    const properties = [...new Set((await release(rfps.closedId)).releases[0].tender.lots.map((l) => l.id))];
    const every = (status: string, ids = properties) => Object.fromEntries(ids.map((id) => [id, status]));
    // Closed, opened, nothing awarded: every lot is still being decided.
    expect(await lotsOf(rfps.closedId)).toEqual(every('active'));
    expect(new Set(Object.values(await lotsOf(rfps.draftId)))).toEqual(new Set(['planning']));
    expect(new Set(Object.values(await lotsOf(rfps.openId)))).toEqual(new Set(['active']));
    expect(new Set(Object.values(await lotsOf(rfps.awardedId)))).toEqual(new Set(['complete']));

    // One property awarded: its lot is complete, the tender and the other lots stay active.
    const [awarded, ...rest] = properties;
    const buyer = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const award = await t.http('POST', `/v1/rfp/${rfps.closedId}/awards`, {
      token: buyer.accessToken,
      body: { scenario: 'PER_PROPERTY', propertyId: awarded },
    });
    expect(award.status, JSON.stringify(award.body)).toBe(200);
    const partly = (await release(rfps.closedId)).releases[0];
    expect([partly.tag, partly.tender.status, partly.tender.statusDetails]).toEqual([['award'], 'active', 'Partly awarded']);
    expect(await lotsOf(rfps.closedId)).toEqual({ ...every('active', rest), [awarded]: 'complete' });

    // The unawarded lines re-issued as a new tender: this one ends for them without an award.
    expect((await t.http('POST', `/v1/rfp/${rfps.closedId}/reissue`, { token: buyer.accessToken })).status).toBe(201);
    expect(await lotsOf(rfps.closedId)).toEqual({ ...every('unsuccessful', rest), [awarded]: 'complete' });
  });
});
