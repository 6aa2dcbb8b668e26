import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRfp, TRfpAddendum, TRfpAttachment } from '@procura/shared';
import { services } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { uploadFile } from '../../../test/uploads.js';
import { runRfpMailSweep } from './rfp-mail.jobs.js';

/*
 * RFP mail (issue 18 item 2): the invited vendors hear of the RFP, each addendum, its
 * cancellation with the reason, and — until they submit — the due time 48 h and 24 h ahead, each
 * once, over real SMTP to the test mailbox. The sweep runs on an injected clock.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [mowing] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  rfps = rfpBuilders(t, factories(t), await eligibilityGeography(t), { mowing: mowing.id });
});
afterAll(() => t.close());

const sweep = (at: Date) =>
  runRfpMailSweep(
    systemDb(t.platform.database),
    { mailer: t.platform.mailer, publicUrl: 'http://procura.test', brand: 'Procura' },
    { clock: { now: () => at } },
  );
const KINDS: [string, RegExp][] = [
  ['invited', /You are invited to bid/],
  ['addendum', /An addendum changes/],
  ['48 h', /due within 48 hours/],
  ['24 h', /due within 24 hours/],
  ['cancelled', /is cancelled/],
];
/** What each message to `email` was, in the order received. */
const kindsTo = (email: string) =>
  t.mailbox.messages.filter((m) => m.to.includes(email.toLowerCase())).map((m) => KINDS.find(([, pattern]) => pattern.test(m.text))?.[0] ?? 'other');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const upload = async (session: TSession, category: 'rfp_attachment' | 'rfp_property_attachment', fileName: string) => {
  const uploaded = await uploadFile(t, session.accessToken, { category, fileName, content: PDF });
  if (uploaded.refused) throw new Error(`upload refused: ${JSON.stringify(uploaded.refused.body)}`);
  return uploaded.fileKey;
};
const hoursBefore = (due: string | null, hours: number) => new Date(new Date(due as string).getTime() - hours * 3_600_000);

describe('RFP mail', () => {
  it('tells each invited vendor of the RFP and each addendum, and reminds those not submitted 48 h and 24 h ahead, once each', async () => {
    const a = await rfps.buildBidder();
    const b = await rfps.buildBidder();
    const stranger = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId]);
    const path = `/v1/rfp/${open.rfp.id}`;

    expect(await sweep(new Date())).toEqual({ sent: 2, failed: 0 });
    expect(await sweep(new Date())).toEqual({ sent: 0, failed: 0 });
    const invitation = await t.mailbox.next(a.adminEmail);
    expect(invitation.text).toContain(`RFP: ${open.rfp.number} Mowing 2027`);
    expect(invitation.text).toContain(`http://procura.test/rfp/${open.rfp.id}`);
    // Documents are linked from the RFP's page: the message carries none.
    expect(invitation.raw).not.toMatch(/Content-Disposition: attachment/i);
    await t.mailbox.next(b.adminEmail);

    await rfps.ok(open.admin, 'POST', `${path}/addenda`, { summary: 'Site access from 7 am.' });
    await sweep(new Date());
    expect((await t.mailbox.next(b.adminEmail)).text).toContain('Addendum 1: Site access from 7 am.');
    await t.mailbox.next(a.adminEmail);

    // A submits; B does not, and is reminded at 48 h and at 24 h before the due time.
    const { bidsDueAt } = await rfps.ok<TRfp>(open.admin, 'GET', path);
    await rfps.ok(a.admin, 'PUT', `${path}/bid`, { lines: [{ rfpLineId: open.lines[0].id, price: 100, unit: 'PER_MONTH' }] });
    await rfps.ok(a.admin, 'POST', `${path}/bid/submit`, {});
    await sweep(hoursBefore(bidsDueAt, 47));
    await sweep(hoursBefore(bidsDueAt, 47));
    expect((await t.mailbox.next(b.adminEmail)).text).toContain('within 48 hours');
    await sweep(hoursBefore(bidsDueAt, 23));
    await sweep(hoursBefore(bidsDueAt, 22));
    expect((await t.mailbox.next(b.adminEmail)).text).toContain('within 24 hours');

    await sweep(new Date());
    expect(kindsTo(b.adminEmail)).toEqual(['invited', 'addendum', '48 h', '24 h']);
    expect(kindsTo(a.adminEmail)).toEqual(['invited', 'addendum']);
    expect(kindsTo(stranger.adminEmail)).toEqual([]);
  });

  it('tells the invited vendors an RFP is cancelled, with the reason; a cancelled draft mails nobody', async () => {
    const a = await rfps.buildBidder();
    const open = await rfps.buildPublishedRfp(provider, [a.vendorId]);
    await sweep(new Date());
    await t.mailbox.next(a.adminEmail);
    await rfps.ok(open.admin, 'POST', `/v1/rfp/${open.rfp.id}/cancel`, { reason: 'The budget was withdrawn.' });
    const draft = await rfps.buildDraftRfp();
    await rfps.ok(provider, 'POST', `/v1/rfp/${draft.rfp.id}/invitations`, { vendorIds: [a.vendorId] });
    await rfps.ok(draft.admin, 'POST', `/v1/rfp/${draft.rfp.id}/cancel`, { reason: 'Never mind.' });
    await sweep(new Date());
    expect((await t.mailbox.next(a.adminEmail)).text).toContain('Reason: The budget was withdrawn.');
    expect(kindsTo(a.adminEmail)).toEqual(['invited', 'cancelled']);
  });

  it('names the documents an addendum adds and links each to its download page, never attaching them; strangers get neither', async () => {
    const a = await rfps.buildBidder();
    const stranger = await rfps.buildBidder();
    // Due 72 hours after building: by the addendum, the minimum notice moves it by a few seconds.
    const open = await rfps.buildPublishedRfp(provider, [a.vendorId]);
    const path = `/v1/rfp/${open.rfp.id}`;
    await sweep(new Date());
    await t.mailbox.next(a.adminEmail);
    const addendum = await rfps.ok<TRfpAddendum>(open.admin, 'POST', `${path}/addenda`, {
      summary: 'Adds the insurance requirements and a revised site plan.',
      documents: [
        { fileKey: await upload(open.admin, 'rfp_attachment', 'insurance.pdf'), name: 'Insurance requirements' },
        { fileKey: await upload(open.admin, 'rfp_property_attachment', 'plan.pdf'), lineId: open.lines[0].id, name: 'Site plan, revised' },
      ],
    });
    expect(addendum.changes.dueTimeMovedForNotice).toBe(true);
    await sweep(new Date());
    const mail = await t.mailbox.next(a.adminEmail);
    // The vendor lists the same two documents the mail links.
    const [insurance, plan] = await rfps.ok<TRfpAttachment[]>(a.admin, 'GET', `${path}/attachments`);
    expect(mail.text).toContain('Documents added (2), to download from the RFP');
    expect(mail.text).toContain(`- Insurance requirements: http://procura.test/rfp/${open.rfp.id}/documents/${insurance.id}`);
    expect(mail.text).toContain(`- Site plan, revised (${open.lines[0].propertyName}): http://procura.test/rfp/${open.rfp.id}/documents/${plan.id}`);
    expect(mail.text).toContain(`<a href="http://procura.test/rfp/${open.rfp.id}/documents/${insurance.id}">Insurance requirements</a>`);
    // The notice rule moved the due time by seconds: said as such, not as two equal clock times.
    expect(mail.text).toMatch(/Bids due: .+, moved (\d+ seconds?|less than a second) later so that 72 hours remain/);
    expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
    expect(mail.raw).not.toContain('%PDF');
    // An uninvited vendor is mailed nothing, and the links lead it nowhere.
    expect(kindsTo(stranger.adminEmail)).toEqual([]);
    expect((await rfps.call(stranger.admin, 'GET', `${path}/attachments/${insurance.id}/download`)).status).toBe(404);
    expect((await rfps.call(stranger.admin, 'GET', `${path}/attachments`)).status).toBe(404);
  });
});
