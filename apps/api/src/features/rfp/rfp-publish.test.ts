import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type THistoryPage, type TRfp, type TRfpEligibleVendorPage, type TRfpInvitationPage, type TRfpLinePage, type TRfpPage } from '@procura/shared';
import { rfpScopes, services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography, type TEligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from '../../../test/harness.js';

/*
 * Inviting vendors and publishing (issue 18 items 1 and 2): who may be invited, the provider's
 * written override, and what publishing hands each invited vendor — the RFP, its lines and
 * pinned scopes, its own invitation, never another's, never the buyer's figures.
 */

let t: TTestApp;
let build: ReturnType<typeof factories>;
let provider: TSession;
let geo: TEligibilityGeography;
let mowing: string;
let plowing: string;

beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  geo = await eligibilityGeography(t);
  [mowing, plowing] = (await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(2)).map((s) => s.id);
  rfps = rfpBuilders(t, build, geo, { mowing });
});
afterAll(() => t.close());

let rfps: ReturnType<typeof rfpBuilders>;
const vendor = (shape: { offers?: string[] } = {}) => rfps.buildBidder(shape);
const draftWorld = () => rfps.buildDraftRfp();
const call = <T>(session: TSession, method: string, path: string, body?: unknown) => rfps.call<T>(session, method, path, body);
const ok = <T>(session: TSession, method: string, path: string, body?: unknown) => rfps.ok<T>(session, method, path, body);

describe('inviting vendors to a draft', () => {
  it('lists candidates with how many lines each may take and why not; one out for all is invited by the provider alone, with a reason', async () => {
    const w = await draftWorld();
    const good = await vendor();
    const plowsOnly = await vendor({ offers: [plowing] });
    const page = await ok<TRfpEligibleVendorPage>(provider, 'GET', `/v1/rfp/${w.rfp.id}/eligible-vendors?limit=100`);
    const of = (id: string) => page.data.find((v) => v.vendorId === id);
    expect(page.onDate).toBe(rfps.startOn);
    expect(of(good.vendorId)).toMatchObject({ eligible: true, eligibleLines: 2, lineCount: 2, lineReasons: [], invited: false });
    expect(of(plowsOnly.vendorId)).toBeUndefined();

    const refused = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, { vendorIds: [good.vendorId, plowsOnly.vendorId] });
    // A client sees only vendors onboarded for it: the provider's vendors do not exist for it.
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.vendorIds).toBeDefined();

    const noReason = await call(provider, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, { vendorIds: [good.vendorId, plowsOnly.vendorId] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.overrideReason?.[0]).toContain(plowsOnly.name);
    expect(
      await ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, {
        vendorIds: [good.vendorId, plowsOnly.vendorId],
        overrideReason: 'Incumbent on the adjoining site.',
      }),
    ).toEqual({ invited: 2, kept: 0 });
    expect(await ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, { vendorIds: [good.vendorId] })).toEqual({ invited: 0, kept: 1 });
    const invitations = await ok<TRfpInvitationPage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/invitations`);
    const invitationOf = (id: string) => invitations.data.find((i) => i.vendorId === id);
    expect(invitationOf(good.vendorId)).toMatchObject({ ineligibleLines: 0, reasons: [], overrideReason: null, state: 'INVITED' });
    expect(invitationOf(plowsOnly.vendorId)).toMatchObject({
      ineligibleLines: 2,
      reasons: ['SERVICE_NOT_OFFERED'],
      overrideReason: 'Incumbent on the adjoining site.',
    });
    const history = await ok<THistoryPage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/history`);
    expect(history.data[0].action).toBe('invite');
    expect(JSON.stringify(history.data[0].changes)).toContain('Incumbent on the adjoining site.');
  });
});

describe('publishing', () => {
  it('waits until the draft has what vendors need, and says what is missing', async () => {
    const w = await draftWorld();
    const noVendor = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/publish`);
    expect(noVendor.status).toBe(409);
    expect(noVendor.body.message).toBe('Invite at least one vendor before publishing.');
    const good = await vendor();
    await ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, { vendorIds: [good.vendorId] });
    await ok(w.admin, 'PATCH', `/v1/rfp/${w.rfp.id}`, { bidsDueAt: new Date(Date.now() + 3_600_000).toISOString() });
    const soon = await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/publish`);
    expect(soon.status).toBe(409);
    expect(soon.body.message).toBe('Give vendors at least 24 hours: move the bid due time later.');
    expect((await ok<TRfp>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}`)).publishBlocker).toBe(soon.body.message);
  });

  it('hands each invited vendor the RFP, its lines and pinned scope, and its own invitation only; nobody else sees it', async () => {
    const w = await draftWorld();
    await ok(w.admin, 'PATCH', `/v1/rfp/${w.rfp.id}/lines/${w.lines[0].id}`, { budgetAnnual: 12_000 });
    const a = await vendor();
    const b = await vendor();
    const stranger = await vendor();
    await ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, { vendorIds: [a.vendorId, b.vendorId] });
    // Before publishing, an invited vendor sees nothing of the draft.
    expect((await call(a.admin, 'GET', `/v1/rfp/${w.rfp.id}`)).status).toBe(404);

    const published = await ok<TRfp>(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/publish`);
    expect(published).toMatchObject({ status: 'PUBLISHED', publishBlocker: null });
    expect(published.publishedAt).not.toBeNull();
    expect(published.abilities).toMatchObject({ publish: false, edit: true, cancel: true, close: false, bid: false });

    const seen = await ok<TRfp>(a.admin, 'GET', `/v1/rfp/${w.rfp.id}`);
    expect(seen).toMatchObject({ title: 'Mowing 2027', clientName: w.client.name, invitedCount: 1, status: 'PUBLISHED' });
    expect(seen.abilities).toMatchObject({ bid: true, edit: false, publish: false, cancel: false });
    const lines = await ok<TRfpLinePage>(a.admin, 'GET', `/v1/rfp/${w.rfp.id}/lines`);
    expect(lines.data.map((l) => l.propertyName).sort()).toEqual(['Birch Court', 'Lakeside Plaza']);
    expect(lines.data.every((l) => l.budgetAnnual === null && l.incumbentAnnual === null && l.clientSowName === null)).toBe(true);
    const invitations = await ok<TRfpInvitationPage>(a.admin, 'GET', `/v1/rfp/${w.rfp.id}/invitations`);
    expect(invitations.data.map((i) => i.vendorId)).toEqual([a.vendorId]);
    expect((await ok<TRfpPage>(a.admin, 'GET', '/v1/rfp')).data.map((r) => r.id)).toEqual([w.rfp.id]);
    // Its history is the buyer's record.
    expect((await call(a.admin, 'GET', `/v1/rfp/${w.rfp.id}/history`)).status).toBe(404);

    expect((await call(stranger.admin, 'GET', `/v1/rfp/${w.rfp.id}`)).status).toBe(404);
    expect((await call(stranger.admin, 'GET', `/v1/rfp/${w.rfp.id}/lines`)).status).toBe(404);
    expect((await ok<TRfpPage>(stranger.admin, 'GET', '/v1/rfp')).total).toBe(0);

    // The buyer still reads its own figures; a published RFP takes no new lines.
    const buyerLines = await ok<TRfpLinePage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/lines`);
    expect(buyerLines.data.map((l) => l.budgetAnnual)).toContain(12_000);
    expect((await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/lines`, { propertyIds: [w.props[0].id], serviceIds: [plowing] })).status).toBe(409);
    expect((await call(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/publish`)).status).toBe(409);
  });

  it('pins the scope of work as it was when published', async () => {
    const w = await draftWorld();
    const a = await vendor();
    await ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/invitations`, { vendorIds: [a.vendorId] });
    await ok(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/publish`);
    await ok(w.admin, 'PATCH', `/v1/client-scope-of-work/${w.sow.id}`, {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Mow twice a week.' }] }] },
    });
    const pinned = await systemDb(t.platform.database).select().from(rfpScopes).where(eq(rfpScopes.rfpId, w.rfp.id));
    expect(pinned.map((s) => ({ sowId: s.sowId, version: s.sowVersion, text: s.contentText.trim() }))).toEqual([
      { sowId: w.sow.id, version: 1, text: 'Mow weekly from April to October.' },
    ]);
    expect(pinned[0].partyTenantIds).toEqual([a.tenantId]);
  });
});
