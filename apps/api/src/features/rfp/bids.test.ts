import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, annualAmount, termAmount, type TBid, type TRfpInvitationPage } from '@procura/shared';
import { rfps as rfpTable, services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { buildVendorShaped, eligibilityGeography, type TEligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * A vendor's bid over HTTP (issue 18 item 3): the draft, its amounts as the server computes them,
 * submissions as versions, withdrawal, intent, the deadline, and who may bid at all.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
let geo: TEligibilityGeography;
let mowing: string;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  [{ id: mowing }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  geo = await eligibilityGeography(t);
  rfps = rfpBuilders(t, factories(t), geo, { mowing });
});
afterAll(() => t.close());

/** One RFP of two lines published to two vendors. */
async function world(fields: Record<string, unknown> = {}) {
  const a = await rfps.buildBidder();
  const b = await rfps.buildBidder();
  const published = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId], fields);
  return { ...published, a, b };
}

const line = (rfpLineId: string, price: number, extra: Record<string, unknown> = {}) => ({
  rfpLineId,
  price,
  unit: 'PER_VISIT',
  quantityPerYear: 26,
  ...extra,
});

describe('a bid', () => {
  it('keeps a draft whose yearly and term amounts the server computes as packages/shared does', async () => {
    const w = await world();
    const [l1, l2] = w.lines;
    const saved = await rfps.ok<TBid>(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, {
      lines: [line(l1.id, 85.5), line(l2.id, 1250, { unit: 'PER_MONTH', quantityPerYear: 7, exclusions: 'Leaf removal' })],
    });
    expect(saved).toMatchObject({ status: 'DRAFT', currentSubmission: 0, needsConfirmation: false, abilities: { edit: true, submit: true, withdraw: false } });
    const expected = [
      {
        annual: annualAmount({ price: 85.5, unit: 'PER_VISIT', quantityPerYear: 26 }, 24),
        term: termAmount({ price: 85.5, unit: 'PER_VISIT', quantityPerYear: 26 }, 24),
      },
      {
        annual: annualAmount({ price: 1250, unit: 'PER_MONTH', quantityPerYear: 7 }, 24),
        term: termAmount({ price: 1250, unit: 'PER_MONTH', quantityPerYear: 7 }, 24),
      },
    ];
    expect(saved.lines.map((l) => ({ annual: l.annualAmount, term: l.termAmount }))).toEqual(expected);
    expect(saved.totals).toEqual({ annual: 2223 + 8750, term: 4446 + 17500, lines: 2 });
    expect(saved.lines[1].exclusions).toBe('Leaf removal');
    // Saving again replaces the draft: a line left out is taken out.
    expect((await rfps.ok<TBid>(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines: [line(l2.id, 99)] })).lines.map((l) => l.rfpLineId)).toEqual([l2.id]);
    // The other vendor's bid is its own: it starts empty.
    expect((await rfps.ok<TBid>(w.b.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`)).status).toBe('NONE');
  });

  it('names the line and field of every refused entry, and saves nothing of it', async () => {
    const w = await world();
    const other = await world();
    const bad = async (lines: unknown[], field: string) => {
      const res = await rfps.call(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines });
      expect(res.status, JSON.stringify(lines)).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    };
    await bad([line(w.lines[0].id, 10), line(other.lines[0].id, 10)], 'lines.1.rfpLineId');
    await bad([line(w.lines[0].id, 10), line(w.lines[0].id, 12)], 'lines.1.rfpLineId');
    await bad([line(w.lines[0].id, 10, { quantityPerYear: null })], 'lines.0.quantityPerYear');
    await bad([line(w.lines[0].id, -5)], 'lines.0.price');
    await bad([line(w.lines[0].id, 10.001)], 'lines.0.price');
    await bad([line(w.lines[0].id, 10, { unit: 'PER_FORTNIGHT' })], 'lines.0.unit');
    expect((await rfps.ok<TBid>(w.a.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`)).lines).toEqual([]);
  });

  it('is submitted as numbered versions, the earlier superseded and kept; eight submits at once make eight versions', async () => {
    const w = await world();
    await rfps.ok(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines: [line(w.lines[0].id, 80)] });
    const first = await rfps.ok<TBid>(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, { bundlePrice: null });
    expect(first).toMatchObject({ status: 'SUBMITTED', currentSubmission: 1, intent: 'INTENDING', abilities: { withdraw: true } });
    await rfps.ok(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines: [line(w.lines[0].id, 75), line(w.lines[1].id, 90)] });
    const at = await Promise.all(
      Array.from({ length: 8 }, () => rfps.call<TBid>(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, { bundlePrice: 3900, note: 'Both sites' })),
    );
    expect(at.map((r) => r.status)).toEqual(Array(8).fill(200));
    // The same vendor's bid on another RFP counts in neither version's lines nor total.
    const other = await rfps.buildPublishedRfp(provider, [w.a.vendorId]);
    await rfps.ok(w.a.admin, 'PUT', `/v1/rfp/${other.rfp.id}/bid`, { lines: [line(other.lines[0].id, 999), line(other.lines[1].id, 999)] });
    await rfps.ok(w.a.admin, 'POST', `/v1/rfp/${other.rfp.id}/bid/submit`, {});
    const versions = await rfps.ok<{ number: number; lines: number; annual: number; supersededAt: string | null; bundlePrice: number | null }[]>(
      w.a.admin,
      'GET',
      `/v1/rfp/${w.rfp.id}/bid/versions`,
    );
    expect(versions.map((v) => v.number)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(versions.filter((v) => v.supersededAt === null).map((v) => v.number)).toEqual([9]);
    expect(versions.at(-1)).toMatchObject({ lines: 1, annual: 80 * 26, bundlePrice: null });
    expect(versions[0]).toMatchObject({ lines: 2, annual: (75 + 90) * 26, bundlePrice: 3900 });
    // The buyer sees that it was submitted and when, never its amounts (the bid itself is the vendor's).
    const invitations = await rfps.ok<TRfpInvitationPage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/invitations`);
    expect(invitations.data.find((i) => i.vendorId === w.a.vendorId)).toMatchObject({ state: 'SUBMITTED' });
    expect((await rfps.call(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`)).status).toBe(403);
    expect((await rfps.call(provider, 'GET', `/v1/rfp/${w.rfp.id}/bid/versions`)).status).toBe(403);
  });

  it('prices every line when the RFP asks for all, and is withdrawn and submitted again until the due time', async () => {
    const w = await world({ requireAllLines: true });
    await rfps.ok(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines: [line(w.lines[0].id, 80)] });
    const partial = await rfps.call(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, {});
    expect(partial.status).toBe(400);
    expect(partial.body.fieldErrors?.lines?.[0]).toBe('This RFP asks for a price on every line: 1 of 2 have none.');
    await rfps.ok(w.a.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines: [line(w.lines[0].id, 80), line(w.lines[1].id, 81)] });
    await rfps.ok(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, {});
    expect((await rfps.ok<TBid>(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/withdraw`)).status).toBe('WITHDRAWN');
    expect((await rfps.call(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/withdraw`)).status).toBe(409);
    expect((await rfps.ok<TBid>(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, {})).currentSubmission).toBe(2);

    await systemDb(t.platform.database)
      .update(rfpTable)
      .set({ bidsDueAt: new Date(Date.now() - 1_000) })
      .where(eq(rfpTable.id, w.rfp.id));
    for (const [method, path, body] of [
      ['PUT', '', { lines: [line(w.lines[0].id, 1)] }],
      ['POST', '/submit', {}],
      ['POST', '/withdraw', undefined],
    ] as const) {
      const late = await rfps.call(w.a.admin, method, `/v1/rfp/${w.rfp.id}/bid${path}`, body);
      expect(late.status, path).toBe(409);
      expect(late.body.message).toBe('Bids for this RFP are closed: its due time has passed or it is no longer open.');
    }
    const after = await rfps.ok<TBid>(w.a.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`);
    expect(after).toMatchObject({ status: 'SUBMITTED', currentSubmission: 2, abilities: { edit: false, submit: false, withdraw: false } });
  });

  it('says whether the vendor will bid; a decline says why, and the buyer reads where each stands', async () => {
    const w = await world();
    await rfps.ok(w.a.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/view`);
    const noReason = await rfps.call(w.b.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/intent`, { intent: 'DECLINED' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.declineReason).toBeDefined();
    await rfps.ok(w.b.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/intent`, { intent: 'DECLINED', declineReason: 'No crew free in April.' });
    const states = (await rfps.ok<TRfpInvitationPage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/invitations`)).data;
    expect(Object.fromEntries(states.map((i) => [i.vendorId, i.state]))).toEqual({ [w.a.vendorId]: 'VIEWED', [w.b.vendorId]: 'DECLINED' });
  });

  it('is the invited workspace’s own: a branch invited bids as itself, its parent cannot bid for it, a stranger finds nothing', async () => {
    const build = factories(t);
    const parent = await rfps.buildBidder();
    const branch = await build.buildBranch(parent);
    await buildVendorShaped(t, branch, { offers: [mowing], areas: [{ stateId: geo.tx, countyId: null }], insuredUntil: addDays(rfps.startOn, 200) });
    const branchUser = await (await build.buildUser({ userType: 'vendor_branch', tenantId: branch.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const stranger = await rfps.buildBidder();
    const w = await rfps.buildPublishedRfp(provider, [branch.vendorId], {});
    const draft = { lines: [line(w.lines[0].id, 70)] };
    expect((await rfps.call<TBid>(branchUser, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, draft)).status).toBe(200);
    // The parent reads the RFP its branch was sent, but the invitation is the branch's.
    expect((await rfps.call(parent.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, draft)).status).toBe(404);
    expect((await rfps.call(stranger.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, draft)).status).toBe(404);
    expect((await rfps.call(stranger.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`)).status).toBe(404);
  });
});
