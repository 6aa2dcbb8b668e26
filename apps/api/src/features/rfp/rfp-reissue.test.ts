import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryPage, TRfp, TRfpInvitationPage, TRfpLinePage, TRfpPage, TRfpReissue } from '@procura/shared';
import { systemDb } from '../../platform/system-db.js';
import { startAnalysedWorld, type TAnalysedWorld } from '../../../test/builders/analysed-world.js';
import { buildAnalysedRfp } from '../../../test/builders/bid-analysis.js';

/* Re-issuing the unawarded lines as a new draft (issue 18 item 6, docs/rfp.md "Re-issuing unawarded lines"). */

let t: TAnalysedWorld['t'];
let provider: TAnalysedWorld['provider'];
let rfps: TAnalysedWorld['rfps'];
let w: TAnalysedWorld['w'];
beforeAll(async () => {
  ({ t, provider, rfps, w } = await startAnalysedWorld());
}, 120_000);
afterAll(() => t.close());

describe('re-issuing unawarded lines', () => {
  it('makes one draft of the unawarded lines with the invitations, however often it is asked, and links the two histories', async () => {
    const url = `/v1/rfp/${w.rfp.id}/reissue`;
    // Closed and opened, nothing awarded yet: a draft RFP is not re-issued, an open one neither.
    const draftOnly = await rfps.buildDraftRfp();
    const early = await rfps.call<{ fieldErrors: Record<string, string[]> }>(draftOnly.admin, 'POST', `/v1/rfp/${draftOnly.rfp.id}/reissue`);
    expect([early.status, Object.keys(early.body.fieldErrors)]).toEqual([409, ['status']]);
    await rfps.ok(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/awards`, { scenario: 'PER_PROPERTY', propertyId: w.lines.L1.propertyId });

    const first = await rfps.call<TRfpReissue>(w.admin, 'POST', url);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const draft = first.body.rfp;
    expect(first.body).toMatchObject({ created: true, sourceRfpId: w.rfp.id, clearedServiceStartOn: null });
    expect(draft).toMatchObject({
      status: 'DRAFT',
      clientId: w.client.clientId,
      title: 'Mowing 2027 (re-issue)',
      termMonths: 24,
      serviceStartOn: rfps.startOn,
      bidsDueAt: null,
      lineCount: 2,
      invitedCount: 5,
    });
    expect(draft.number).not.toBe(w.rfp.number);

    // Eight more at once answer the same draft; the client has one re-issue.
    const again = await Promise.all(Array.from({ length: 8 }, () => rfps.call<TRfpReissue>(w.admin, 'POST', url)));
    expect(again.map((r) => [r.status, r.body.created, r.body.rfp.id])).toEqual(Array(8).fill([200, false, draft.id]));
    const listed = await rfps.ok<TRfpPage>(w.admin, 'GET', `/v1/rfp?search=${encodeURIComponent('re-issue')}&clientIds=${w.client.clientId}`);
    expect(listed.data.map((r) => r.id)).toEqual([draft.id]);

    // Birch Court's two lines were not awarded (Lakeside went to D): they come over with budgets and scopes.
    const lines = (await rfps.ok<TRfpLinePage>(w.admin, 'GET', `/v1/rfp/${draft.id}/lines?limit=100`)).data;
    const { L2, L4 } = w.lines;
    expect(lines.map((l) => [l.propertyId, l.serviceId, l.clientSowId, l.budgetAnnual, l.incumbentAnnual, l.position])).toEqual([
      [L2.propertyId, L2.serviceId, L2.clientSowId, 3500, 3300, 1],
      [L4.propertyId, L4.serviceId, L4.clientSowId, 1400, 1250, 2],
    ]);
    const invited = (await rfps.ok<TRfpInvitationPage>(provider, 'GET', `/v1/rfp/${draft.id}/invitations`)).data;
    expect(invited.map((i) => i.vendorName).sort()).toEqual(
      Object.values(w.bidders)
        .map((b) => b.name)
        .sort(),
    );
    expect(new Set(invited.map((i) => i.state))).toEqual(new Set(['INVITED']));

    // A draft reaches no vendor until it is published.
    expect((await rfps.call(w.bidders.A.admin, 'GET', `/v1/rfp/${draft.id}`)).status).toBe(404);
    await rfps.ok(w.admin, 'PATCH', `/v1/rfp/${draft.id}`, { bidsDueAt: new Date(Date.now() + 96 * 3_600_000).toISOString() });
    await rfps.ok<TRfp>(w.admin, 'POST', `/v1/rfp/${draft.id}/publish`);
    expect((await rfps.ok<TRfp>(w.bidders.A.admin, 'GET', `/v1/rfp/${draft.id}`)).lineCount).toBe(2);

    const sourceHistory = await rfps.ok<THistoryPage>(w.admin, 'GET', `/v1/rfp/${w.rfp.id}/history?limit=100`);
    expect(sourceHistory.data.find((h) => h.action === 'reissue')?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'reissuedAs', after: draft.number })]),
    );
    const draftHistory = await rfps.ok<THistoryPage>(w.admin, 'GET', `/v1/rfp/${draft.id}/history?limit=100`);
    expect(draftHistory.data.find((h) => h.action === 'create')?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'reissueOf', after: w.rfp.number })]),
    );

    // Refused: an invited vendor (the RFP is not its to write), and once every line is awarded, an RFP with nothing left.
    expect((await rfps.call(w.bidders.A.admin, 'POST', url)).status).toBe(404);
    const whole = await buildAnalysedRfp(rfps, provider, { mowing: w.lines.L1.serviceId, snow: w.lines.L3.serviceId });
    await rfps.ok(whole.admin, 'POST', `/v1/rfp/${whole.rfp.id}/awards`, { scenario: 'LOWEST_PER_LINE' });
    const nothing = await rfps.call<{ fieldErrors: Record<string, string[]> }>(whole.admin, 'POST', `/v1/rfp/${whole.rfp.id}/reissue`);
    expect([nothing.status, Object.keys(nothing.body.fieldErrors)]).toEqual([409, ['lines']]);
  });

  it('clears a service start that has passed and says so, so the buyer sets a new one before publishing', async () => {
    const past = await buildAnalysedRfp(rfps, provider, { mowing: w.lines.L1.serviceId, snow: w.lines.L3.serviceId });
    await rfps.ok(past.admin, 'POST', `/v1/rfp/${past.rfp.id}/awards`, { scenario: 'PER_PROPERTY', propertyId: past.lines.L1.propertyId });
    // The contract was to start yesterday: the source's date has passed by the time its lines are re-issued.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await systemDb(t.platform.database).execute(sql`update rfps set service_start_on = ${yesterday} where id = ${past.rfp.id}`);
    const made = await rfps.call<TRfpReissue>(past.admin, 'POST', `/v1/rfp/${past.rfp.id}/reissue`);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ created: true, clearedServiceStartOn: yesterday, rfp: { serviceStartOn: null, status: 'DRAFT' } });
    // A repeat answers the same draft and says the same.
    const again = await rfps.call<TRfpReissue>(past.admin, 'POST', `/v1/rfp/${past.rfp.id}/reissue`);
    expect(again.body).toMatchObject({ created: false, clearedServiceStartOn: yesterday, rfp: { id: made.body.rfp.id, serviceStartOn: null } });
    const history = await rfps.ok<THistoryPage>(past.admin, 'GET', `/v1/rfp/${made.body.rfp.id}/history?limit=100`);
    expect(history.data.find((h) => h.action === 'create')?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'serviceStartCleared', after: yesterday })]),
    );
    // Publishing asks for a new start date first.
    await rfps.ok(past.admin, 'PATCH', `/v1/rfp/${made.body.rfp.id}`, { bidsDueAt: new Date(Date.now() + 96 * 3_600_000).toISOString() });
    const refused = await rfps.call<{ message: string }>(past.admin, 'POST', `/v1/rfp/${made.body.rfp.id}/publish`);
    expect([refused.status, refused.body.message]).toEqual([409, 'Set the service start date before publishing.']);
  });
});
