import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAwardList, TAwardPropertyPage, TAwardResult } from '@procura/shared';
import { startAnalysedWorld, type TAnalysedWorld } from '../../../test/builders/analysed-world.js';
import { DEMO_ACCOUNTS } from '../../../test/harness.js';

/* Awards over HTTP (issue 18 item 6) on the analysis fixture: by scenario for one property, by hand, idempotent. */

let t: TAnalysedWorld['t'];
let rfps: TAnalysedWorld['rfps'];
let w: TAnalysedWorld['w'];
beforeAll(async () => {
  ({ t, rfps, w } = await startAnalysedWorld());
}, 120_000);
afterAll(() => t.close());

describe('awards', () => {
  it('offers every property of the RFP to award, searched and paged on the server, to the buyer only', async () => {
    const url = `/v1/rfp/${w.rfp.id}/awards/properties`;
    const lakeside = w.lines.L1;
    const other = [w.lines.L2, w.lines.L3, w.lines.L4].find((l) => l.propertyId !== lakeside.propertyId);
    if (!other) throw new Error('the fixture has two properties');
    const all = await rfps.ok<TAwardPropertyPage>(w.admin, 'GET', url);
    expect(all.total).toBe(2);
    expect(all.data.map((p) => [p.id, p.name, p.lineCount, p.awardedLines]).sort()).toEqual(
      [
        [lakeside.propertyId, lakeside.propertyName, 2, 0],
        [other.propertyId, other.propertyName, 2, 0],
      ].sort(),
    );
    // One a page: the second page holds the other property, whatever page of lines the report shows.
    const first = await rfps.ok<TAwardPropertyPage>(w.admin, 'GET', `${url}?limit=1`);
    const second = await rfps.ok<TAwardPropertyPage>(w.admin, 'GET', `${url}?limit=1&page=2`);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.data, ...second.data].map((p) => p.id).sort()).toEqual([lakeside.propertyId, other.propertyId].sort());
    const found = await rfps.ok<TAwardPropertyPage>(w.admin, 'GET', `${url}?search=${encodeURIComponent(lakeside.propertyName.slice(0, 5).toUpperCase())}`);
    expect(found.data.map((p) => p.id)).toEqual([lakeside.propertyId]);
    expect((await rfps.call(w.admin, 'GET', `${url}?limit=0`)).status).toBe(400);
    expect((await rfps.call(w.bidders.D.admin, 'GET', url)).status).toBe(403);
    expect((await rfps.call(await t.signIn(DEMO_ACCOUNTS.clientAdmin), 'GET', url)).status).toBe(404);
  });

  it('awards a property by scenario once however often it is asked, then the rest by hand; the winner sees Awarded, the others Lost', async () => {
    const url = `/v1/rfp/${w.rfp.id}/awards`;
    const lakeside = { scenario: 'PER_PROPERTY', propertyId: w.lines.L1.propertyId, note: 'Lakeside to one crew' };
    const first = await rfps.ok<TAwardResult>(w.admin, 'POST', url, lakeside);
    // Per property, Lakeside goes to D (2000 + 1000).
    expect(first).toMatchObject({ awarded: 2, kept: 0, rfpStatus: 'PARTIALLY_AWARDED' });
    expect(first.data.map((a) => [a.rfpLineId, a.vendorName, a.annualAmount, a.termAmount, a.scenario])).toEqual([
      [w.lines.L1.id, w.bidders.D.name, 2000, 4000, 'PER_PROPERTY'],
      [w.lines.L3.id, w.bidders.D.name, 1000, 2000, 'PER_PROPERTY'],
    ]);
    // A repeat, even eight at once, awards nothing more.
    const again = await Promise.all(Array.from({ length: 8 }, () => rfps.call<TAwardResult>(w.admin, 'POST', url, lakeside)));
    expect(again.map((r) => [r.status, r.body.awarded, r.body.kept])).toEqual(Array(8).fill([200, 0, 2]));
    const taken = await rfps.call(w.admin, 'POST', url, { lines: [{ rfpLineId: w.lines.L1.id, bidId: await bidOf('C') }] });
    expect(taken.status).toBe(409);
    const d = await rfps.ok<TAwardList>(w.bidders.D.admin, 'GET', url);
    expect(d.outcomes).toEqual([
      { rfpLineId: w.lines.L1.id, outcome: 'AWARDED' },
      { rfpLineId: w.lines.L3.id, outcome: 'AWARDED' },
    ]);
    expect(d.data).toHaveLength(2);
    const a = await rfps.ok<TAwardList>(w.bidders.A.admin, 'GET', url);
    expect(a).toMatchObject({
      data: [],
      outcomes: [
        { rfpLineId: w.lines.L1.id, outcome: 'LOST' },
        { rfpLineId: w.lines.L3.id, outcome: 'LOST' },
      ],
    });
    const rest = await rfps.ok<TAwardResult>(w.admin, 'POST', url, {
      lines: [
        { rfpLineId: w.lines.L2.id, bidId: await bidOf('B') },
        { rfpLineId: w.lines.L4.id, bidId: await bidOf('E') },
      ],
    });
    expect(rest).toMatchObject({ awarded: 2, rfpStatus: 'AWARDED' });
    expect(rest.data).toHaveLength(4);
  });
});

async function bidOf(vendor: 'A' | 'B' | 'C' | 'D' | 'E'): Promise<string> {
  const list = await rfps.ok<{ vendors: { bidId: string; vendorName: string }[] }>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/analysis`);
  return list.vendors.find((v) => v.vendorName === w.bidders[vendor].name)?.bidId ?? '';
}
