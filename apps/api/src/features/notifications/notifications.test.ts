import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationPage, TNotificationPreferences, TNotificationSummary } from '@procura/shared';
import { notifications, services, users } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import type { TClock } from '../../platform/workflow.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { runNotificationDelivery } from './notifications-delivery.js';
import { runNotificationDigest } from './notifications-digest.js';

/*
 * Notifications over HTTP and through their jobs (docs/notifications.md): a bid submitted tells
 * the buyer once however often delivery runs, the digest gathers a day into one mail, access
 * removed before delivery means nothing is delivered, and each person reads only their own.
 */

let t: TTestApp;
let provider: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [{ id: mowing }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  build = factories(t);
  rfps = rfpBuilders(t, build, await eligibilityGeography(t), { mowing });
}, 180_000);
afterAll(() => t.close());

const db = () => systemDb(t.platform.database);
const deps = () => ({
  mailer: t.platform.mailer,
  publicUrl: t.platform.config.PUBLIC_URL,
  brand: t.platform.config.APP_BRAND,
  subjects: t.services.notifications.subjects,
});
const deliver = () => runNotificationDelivery(db(), deps());
const clockAt = (iso: string): TClock => ({ now: () => new Date(iso) });
const mailsTo = (email: string, about: string) => t.mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.text.includes(about));
const list = (s: TSession, query = '') => rfps.ok<TNotificationPage>(s, 'GET', `/v1/notifications${query}`);

/** An RFP of a fresh client published to two fresh vendors, each of whose admins submits a bid. */
async function submittedWorld() {
  const a = await rfps.buildBidder();
  const b = await rfps.buildBidder();
  const w = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId]);
  const lines = w.lines.map((l) => ({ rfpLineId: l.id, price: 100, unit: 'PER_VISIT', quantityPerYear: 26 }));
  const submit = async (bidder: typeof a) => {
    await rfps.ok(bidder.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines });
    await rfps.ok(bidder.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, {});
  };
  return { ...w, a, b, submit };
}

describe('a bid submitted', () => {
  it('reaches the buyer once, in the bell and by one e-mail, however often and however many deliveries run', async () => {
    const w = await submittedWorld();
    const clientAdminEmail = (await rfps.ok<{ email: string }>(w.admin, 'GET', '/v1/users/profile')).email;
    await w.submit(w.a);
    // A run, a retried run and a restarted process's runs at once: one notification, one mail each.
    await deliver();
    await Promise.all([deliver(), deliver()]);
    await deliver();
    const page = await list(w.admin);
    const mine = page.data.filter((n) => n.link === `/rfp/${w.rfp.id}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'bid_submitted', readAt: null, title: `Bid submitted on ${w.rfp.number}` });
    await expect.poll(() => mailsTo(clientAdminEmail, 'submitted a bid on').length).toBe(1);
    expect(mailsTo(clientAdminEmail, w.rfp.title)).toHaveLength(1);
    // The provider is told too; the vendor who submitted is not.
    expect((await list(provider)).data.some((n) => n.link === `/rfp/${w.rfp.id}`)).toBe(true);
    expect((await list(w.a.admin, '?kind=bid_submitted')).data.some((n) => n.link === `/rfp/${w.rfp.id}`)).toBe(false);
    // Nor is the other invited vendor, who may see the RFP but is not its buyer (it was told of its invitation alone).
    expect((await list(w.b.admin, '?kind=bid_submitted')).data.some((n) => n.link === `/rfp/${w.rfp.id}`)).toBe(false);
  });

  it('reaches no one whose access was removed before delivery', async () => {
    const w = await submittedWorld();
    const colleague = await build.buildUser({ userType: 'client', tenantId: w.client.tenantId, roleNames: ['Client Admin'] });
    await w.submit(w.a);
    await db().update(users).set({ status: 'INACTIVE' }).where(eq(users.id, colleague.id));
    await deliver();
    await db().update(users).set({ status: 'ACTIVE' }).where(eq(users.id, colleague.id));
    const fresh = await colleague.signIn();
    expect((await list(fresh)).data.some((n) => n.link === `/rfp/${w.rfp.id}`)).toBe(false);
    expect(mailsTo(colleague.email, w.rfp.title)).toHaveLength(0);
    expect((await list(w.admin)).data.some((n) => n.link === `/rfp/${w.rfp.id}`)).toBe(true);
  });
});

describe('the digest', () => {
  it('gathers a day of one person’s notifications into one e-mail, once', async () => {
    const w = await submittedWorld();
    const email = (await rfps.ok<{ email: string }>(w.admin, 'GET', '/v1/users/profile')).email;
    const saved = await rfps.ok<TNotificationPreferences>(w.admin, 'PUT', '/v1/notifications/preferences', {
      data: [{ kind: 'bid_submitted', email: 'digest' }],
    });
    expect(saved.data.find((p) => p.kind === 'bid_submitted')?.email).toBe('digest');
    expect(saved.data.find((p) => p.kind === 'job_finished')?.email).toBe('immediate');
    await w.submit(w.a);
    await w.submit(w.b);
    await deliver();
    expect((await list(w.admin, '?unread=true')).data.filter((n) => n.link === `/rfp/${w.rfp.id}`)).toHaveLength(2);
    expect(mailsTo(email, w.rfp.title)).toHaveLength(0);
    const tomorrow = clockAt(new Date(Date.now() + 86_400_000).toISOString());
    const [first, second] = await Promise.all([
      runNotificationDigest(db(), deps(), { clock: tomorrow }),
      runNotificationDigest(db(), deps(), { clock: tomorrow }),
    ]);
    expect(first.notifications + second.notifications).toBeGreaterThanOrEqual(2);
    await expect.poll(() => mailsTo(email, 'since your last digest').length).toBe(1);
    const [digest] = mailsTo(email, 'since your last digest');
    expect(digest.text.split(w.rfp.number).length - 1).toBeGreaterThanOrEqual(2);
    await runNotificationDigest(db(), deps(), { clock: tomorrow });
    expect(mailsTo(email, 'since your last digest')).toHaveLength(1);
  });

  it('is re-checked as it goes out: withheld from someone whose access went since delivery; a failed send goes once on the next run', async () => {
    const w = await submittedWorld();
    const staying = await build.buildUser({ userType: 'client', tenantId: w.client.tenantId, roleNames: ['Client Admin'] });
    const leaving = await build.buildUser({ userType: 'client', tenantId: w.client.tenantId, roleNames: ['Client Admin'] });
    for (const person of [staying, leaving])
      await rfps.ok(await person.signIn(), 'PUT', '/v1/notifications/preferences', { data: [{ kind: 'bid_submitted', email: 'digest' }] });
    await w.submit(w.a);
    await w.submit(w.b);
    await deliver();
    // Both were told in the bell at delivery; then one loses access before the digest.
    const told = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.userId, [staying.id, leaving.id]));
    expect(told).toHaveLength(4);
    await db().update(users).set({ status: 'INACTIVE' }).where(eq(users.id, leaving.id));

    const tomorrow = clockAt(new Date(Date.now() + 86_400_000).toISOString());
    const down = { ...deps(), mailer: { send: () => Promise.reject(new Error('SMTP server down')) } };
    const failed = await runNotificationDigest(db(), down, { clock: tomorrow });
    expect(failed.mailsFailed).toBeGreaterThanOrEqual(1);
    expect(failed.withheld).toBeGreaterThanOrEqual(2);
    expect(mailsTo(staying.email, 'since your last digest')).toHaveLength(0);
    // The retry sends the day's two events in one mail; runs after it send nothing more.
    await runNotificationDigest(db(), deps(), { clock: tomorrow });
    await Promise.all([runNotificationDigest(db(), deps(), { clock: tomorrow }), runNotificationDigest(db(), deps(), { clock: tomorrow })]);
    await expect.poll(() => mailsTo(staying.email, 'since your last digest').length).toBe(1);
    const [digest] = mailsTo(staying.email, 'since your last digest');
    expect(digest.text.split(w.rfp.number).length - 1).toBeGreaterThanOrEqual(2);
    expect(mailsTo(leaving.email, 'since your last digest')).toHaveLength(0);
  });

  it('refuses an unknown kind or mode, naming the field', async () => {
    const res = await rfps.call(provider, 'PUT', '/v1/notifications/preferences', { data: [{ kind: 'bid_submitted', email: 'hourly' }] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {}).join()).toContain('data');
  });
});

describe('reading notifications', () => {
  it('marks one read, then all; another person’s is not found; the bell answers 304 while nothing changed', async () => {
    const w = await submittedWorld();
    await w.submit(w.a);
    await w.submit(w.b);
    await deliver();
    const before = await rfps.ok<TNotificationSummary>(w.admin, 'GET', '/v1/notifications/summary');
    expect(before.unread).toBeGreaterThanOrEqual(2);
    const first = await t.http('GET', '/v1/notifications/summary', { token: w.admin.accessToken });
    const etag = first.headers.get('etag') ?? '';
    const again = await t.http('GET', '/v1/notifications/summary', { token: w.admin.accessToken, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const [one] = (await list(w.admin, '?unread=true')).data;
    const read = await rfps.ok<{ readAt: string | null }>(w.admin, 'POST', `/v1/notifications/${one.id}/read`);
    expect(read.readAt).not.toBeNull();
    expect((await rfps.ok<TNotificationSummary>(w.admin, 'GET', '/v1/notifications/summary')).unread).toBe(before.unread - 1);
    const changed = await t.http('GET', '/v1/notifications/summary', { token: w.admin.accessToken, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);

    // Someone else's: not found, and left unread.
    const theirs = (await list(provider, '?unread=true')).data[0];
    expect((await rfps.call(w.admin, 'POST', `/v1/notifications/${theirs.id}/read`)).status).toBe(404);
    expect((await list(provider, '?unread=true')).data.some((n) => n.id === theirs.id)).toBe(true);

    const all = await rfps.ok<{ updated: number }>(w.admin, 'POST', '/v1/notifications/read-all');
    expect(all.updated).toBe(before.unread - 1);
    expect((await rfps.ok<TNotificationSummary>(w.admin, 'GET', '/v1/notifications/summary')).unread).toBe(0);
    expect((await list(w.admin, '?search=' + encodeURIComponent(w.rfp.number))).total).toBe(2);
  });
});
