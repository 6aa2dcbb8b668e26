import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAwardList, TAwardResult, TContract } from '@procura/shared';
import { startAnalysedWorld, type TAnalysedWorld } from '../../../test/builders/analysed-world.js';
import { contracts, contractVersions, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { rfpAwards } from '../../db/schema/bid-analysis.js';
import { systemDb } from '../../platform/system-db.js';
import { termEndOn } from './contract-term.js';

/*
 * Awards draft contracts (docs/contracts.md "Contracts from awards") on the analysis fixture
 * (test/builders/bid-analysis.ts: L1 Lakeside × mowing, L2 Birch × mowing, L3 Lakeside × snow,
 * L4 Birch × snow; a 24-month term). D wins Lakeside per property, its draft is activated, then
 * B and D win one Birch line each in two awards at once.
 */

let t: TAnalysedWorld['t'];
let rfps: TAnalysedWorld['rfps'];
let w: TAnalysedWorld['w'];
beforeAll(async () => {
  ({ t, rfps, w } = await startAnalysedWorld());
}, 120_000);
afterAll(() => t.close());

const db = () => systemDb(t.platform.database);
const url = () => `/v1/rfp/${w.rfp.id}/awards`;

async function contractRows() {
  return db().select().from(contracts).where(eq(contracts.sourceRfpId, w.rfp.id)).orderBy(asc(contracts.number));
}

async function linesOf(contractId: string) {
  return db()
    .select({
      propertyId: propertyContractServices.propertyId,
      serviceId: propertyContractServices.serviceId,
      price: propertyContractServices.price,
      unit: propertyContractServices.unit,
      quantityPerYear: propertyContractServices.quantityPerYear,
      annualCost: propertyContractServices.annualCost,
      rfpAwardId: propertyContractServices.rfpAwardId,
    })
    .from(propertyContractServices)
    .where(eq(propertyContractServices.contractId, contractId))
    .orderBy(asc(propertyContractServices.price));
}

async function awardIdOf(rfpLineId: string): Promise<string> {
  const [row] = await db().select({ id: rfpAwards.id }).from(rfpAwards).where(eq(rfpAwards.rfpLineId, rfpLineId));
  return row.id;
}

async function bidOf(vendor: 'A' | 'B' | 'C' | 'D' | 'E'): Promise<string> {
  const list = await rfps.ok<{ vendors: { bidId: string; vendorName: string }[] }>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/analysis`);
  return list.vendors.find((v) => v.vendorName === w.bidders[vendor].name)?.bidId ?? '';
}

describe('contracts drafted from awards', () => {
  it('an award drafts one contract for the winning vendor: a property contract, a line per awarded line as bid, the RFP’s title and term', async () => {
    const start = w.rfp.serviceStartOn;
    if (!start) throw new Error('the fixture RFP has a service start');
    const first = await rfps.ok<TAwardResult>(w.admin, 'POST', url(), { scenario: 'PER_PROPERTY', propertyId: w.lines.L1.propertyId });
    expect(first.contracts).toEqual([
      { id: expect.any(String), number: 'CON-0001', status: 'DRAFT', vendorName: w.bidders.D.name, lineCount: 2, drafted: 'CREATED' },
    ]);

    const [contract] = await contractRows();
    expect(contract).toMatchObject({
      id: first.contracts[0].id,
      clientId: w.client.clientId,
      vendorId: w.bidders.D.vendorId,
      partyTenantIds: [w.bidders.D.tenantId],
      title: w.rfp.title,
      status: 'DRAFT',
      origin: 'AWARD',
      startOn: start,
      endOn: termEndOn(start, 24),
      // D's term amounts: L1 40 × 50 hours × 2 years, L3 1,000 × 2 years.
      totalValue: 6000,
      version: 1,
    });
    const props = await db().select({ propertyId: propertyContracts.propertyId }).from(propertyContracts).where(eq(propertyContracts.contractId, contract.id));
    expect(props).toEqual([{ propertyId: w.lines.L1.propertyId }]);
    // The bid lines as submitted, the annual cost as the analysis normalised it.
    expect(await linesOf(contract.id)).toEqual([
      {
        propertyId: w.lines.L1.propertyId,
        serviceId: w.lines.L1.serviceId,
        price: 40,
        unit: 'PER_HOUR',
        quantityPerYear: 50,
        annualCost: 2000,
        rfpAwardId: await awardIdOf(w.lines.L1.id),
      },
      {
        propertyId: w.lines.L3.propertyId,
        serviceId: w.lines.L3.serviceId,
        price: 1000,
        unit: 'PER_YEAR',
        quantityPerYear: null,
        annualCost: 1000,
        rfpAwardId: await awardIdOf(w.lines.L3.id),
      },
    ]);
    const versions = await db().select({ kind: contractVersions.kind }).from(contractVersions).where(eq(contractVersions.contractId, contract.id));
    expect(versions).toEqual([{ kind: 'CREATED' }]);
  });

  it('a replayed award, eight at once, drafts nothing more', async () => {
    const again = await Promise.all(
      Array.from({ length: 8 }, () => rfps.call<TAwardResult>(w.admin, 'POST', url(), { scenario: 'PER_PROPERTY', propertyId: w.lines.L1.propertyId })),
    );
    expect(again.map((r) => [r.status, r.body.awarded, r.body.contracts.map((c) => [c.number, c.lineCount, c.drafted])])).toEqual(
      Array(8).fill([200, 0, [['CON-0001', 2, null]]]),
    );
    const rows = await contractRows();
    expect(rows.map((c) => [c.number, c.version])).toEqual([['CON-0001', 1]]);
  });

  it('the draft has what activation needs (dates from the RFP, lines): the buyer activates it, the vendor reads it in force', async () => {
    const [contract] = await contractRows();
    // Two activations at once: one version, however many ask.
    const twice = await Promise.all([1, 2].map(() => rfps.call<TContract>(w.admin, 'POST', `/v1/contracts/${contract.id}/activate`)));
    expect(twice.map((r) => [r.status, r.body.status])).toEqual([
      [200, 'ACTIVE'],
      [200, 'ACTIVE'],
    ]);
    const seen = await rfps.ok<TContract>(w.bidders.D.admin, 'GET', `/v1/contracts/${contract.id}`);
    expect([seen.number, seen.status, seen.origin, seen.sourceRfpId]).toEqual(['CON-0001', 'ACTIVE', 'AWARD', w.rfp.id]);
    expect((await rfps.call(w.bidders.A.admin, 'GET', `/v1/contracts/${contract.id}`)).status).toBe(404);
    const versions = await db()
      .select({ kind: contractVersions.kind })
      .from(contractVersions)
      .where(eq(contractVersions.contractId, contract.id))
      .orderBy(asc(contractVersions.version));
    expect(versions).toEqual([{ kind: 'CREATED' }, { kind: 'ACTIVATED' }]);
  });

  it('two awards at once: a new vendor gets its own draft, the vendor with a contract in force gets the line added to it as a version', async () => {
    const [b, d] = [await bidOf('B'), await bidOf('D')];
    const [toB, toD] = await Promise.all([
      rfps.call<TAwardResult>(w.admin, 'POST', url(), { lines: [{ rfpLineId: w.lines.L2.id, bidId: b }] }),
      rfps.call<TAwardResult>(w.admin, 'POST', url(), { lines: [{ rfpLineId: w.lines.L4.id, bidId: d }] }),
    ]);
    expect([toB.status, toD.status]).toEqual([200, 200]);
    expect(toB.body.contracts.find((c) => c.vendorName === w.bidders.B.name)?.drafted).toBe('CREATED');
    expect(toD.body.contracts.find((c) => c.vendorName === w.bidders.D.name)).toMatchObject({
      number: 'CON-0001',
      status: 'ACTIVE',
      lineCount: 3,
      drafted: 'ADDED',
    });

    const rows = await contractRows();
    expect(rows.map((c) => [c.number, c.vendorId, c.version, c.totalValue])).toEqual([
      // D: 6,000 and L4's 1,250 × 2 years; created, activated, lines added.
      ['CON-0001', w.bidders.D.vendorId, 3, 8500],
      // B: L2 at 1,450 a season, two seasons a year, over 2 years.
      ['CON-0002', w.bidders.B.vendorId, 1, 5800],
    ]);
    const dProps = await db().select({ propertyId: propertyContracts.propertyId }).from(propertyContracts).where(eq(propertyContracts.contractId, rows[0].id));
    expect(dProps.map((p) => p.propertyId).sort()).toEqual([w.lines.L1.propertyId, w.lines.L4.propertyId].sort());
    const [added] = await db()
      .select({ kind: contractVersions.kind, reason: contractVersions.reason })
      .from(contractVersions)
      .where(eq(contractVersions.contractId, rows[0].id))
      .orderBy(asc(contractVersions.version))
      .offset(2);
    expect(added).toEqual({ kind: 'AMENDED', reason: `Lines awarded from ${w.rfp.number}.` });
    expect(await linesOf(rows[1].id)).toEqual([
      {
        propertyId: w.lines.L2.propertyId,
        serviceId: w.lines.L2.serviceId,
        price: 1450,
        unit: 'PER_SEASON',
        quantityPerYear: 2,
        annualCost: 2900,
        rfpAwardId: await awardIdOf(w.lines.L2.id),
      },
    ]);
  });

  it('each vendor reads its own contract of the award, and a vendor that won nothing none', async () => {
    const d = await rfps.ok<TAwardList>(w.bidders.D.admin, 'GET', url());
    expect(d.contracts.map((c) => [c.number, c.vendorName, c.lineCount])).toEqual([['CON-0001', w.bidders.D.name, 3]]);
    const a = await rfps.ok<TAwardList>(w.bidders.A.admin, 'GET', url());
    expect(a.contracts).toEqual([]);
    const buyer = await rfps.ok<TAwardList>(w.admin, 'GET', url());
    expect(buyer.contracts.map((c) => [c.number, c.drafted])).toEqual([
      ['CON-0001', null],
      ['CON-0002', null],
    ]);
  });
});
