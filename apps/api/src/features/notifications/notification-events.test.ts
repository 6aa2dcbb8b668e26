import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIso, type TBid, type TContractPage, type TNotificationKind, type TNotificationPage, type TUserListItem } from '@procura/shared';
import { and, eq } from 'drizzle-orm';
import { authCodes, bids, contracts, notifications as notificationRows, propertyUserAccess, services, users, userTenants } from '../../db/schema/index.js';
import { hashSecret } from '../../platform/tokens.js';
import { systemRoleId } from '../../db/seed/catalog.js';
import { systemDb } from '../../platform/system-db.js';
import { eligibilityGeography } from '../../../test/builders/eligible-vendor.js';
import { rfpBuilders } from '../../../test/builders/rfp.js';
import { unique, vendorCalls } from '../../../test/builders/vendors.js';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { runRfpCloseSweep } from '../rfp/rfp-close.jobs.js';
import { runRfpMailSweep } from '../rfp/rfp-mail.jobs.js';
import { runContractRenewals } from '../contract-management/contract-renewals.jobs.js';
import { runComplianceJob } from '../vendor-compliance/vendor-compliance.jobs.js';
import { insertContract } from '../../../test/builders/coverage-contracts.js';
import { runNotificationDelivery } from './notifications-delivery.js';

/*
 * The events each feature publishes (docs/notifications.md "Events"), made over HTTP or by their
 * jobs, then delivered: who is told, and who is not — the one who made the change, another
 * tenant's people, a colleague without access to the record, and a vendor not invited. Bids are
 * sealed: nothing the buyer is told names a bidder.
 */

// Each walks a record through several changes and deliveries: minutes on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

let t: TTestApp;
let provider: TSession;
let coordinator: TSession;
let rfps: ReturnType<typeof rfpBuilders>;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  coordinator = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
  const [{ id: mowing }] = await systemDb(t.platform.database).select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  build = factories(t);
  rfps = rfpBuilders(t, build, await eligibilityGeography(t), { mowing });
}, 180_000);
afterAll(() => t.close());

const db = () => systemDb(t.platform.database);
const mail = () => ({ mailer: t.platform.mailer, publicUrl: t.platform.config.PUBLIC_URL, brand: t.platform.config.APP_BRAND });
const deliver = () => runNotificationDelivery(db(), { ...mail(), subjects: t.services.notifications.subjects });
const clockAt = (at: Date) => ({ now: () => at });

/** The person's notifications of `kind` that open `link`. */
async function told(s: TSession, kind: TNotificationKind, link: string) {
  const page = await rfps.ok<TNotificationPage>(s, 'GET', `/v1/notifications?kind=${kind}&limit=100`);
  return page.data.filter((n) => n.link === link);
}
/** Asserts who has exactly one notification of `kind` opening `link`, and who has none. */
async function expectTold(kind: TNotificationKind, link: string, yes: TSession[], no: TSession[]) {
  for (const [i, s] of yes.entries()) expect((await told(s, kind, link)).length, `${kind} to recipient ${i}`).toBe(1);
  for (const [i, s] of no.entries()) expect((await told(s, kind, link)).length, `${kind} to non-recipient ${i}`).toBe(0);
}

/** An RFP of a fresh client to two invited vendors; a third eligible vendor, another client and a colleague without roles look on. */
async function rfpWorld(fields: Record<string, unknown> = {}) {
  const a = await rfps.buildBidder();
  const b = await rfps.buildBidder();
  const uninvited = await rfps.buildBidder();
  const w = await rfps.buildPublishedRfp(provider, [a.vendorId, b.vendorId], fields);
  const otherClient = await build.buildClient();
  const stranger = await (await build.buildUser({ userType: 'client', tenantId: otherClient.tenantId, roleNames: ['Client Admin'] })).signIn();
  const noAccess = await (await build.buildUser({ userType: 'client', tenantId: w.client.tenantId, roleNames: [] })).signIn();
  const link = `/rfp/${w.rfp.id}`;
  const lines = w.lines.map((l) => ({ rfpLineId: l.id, price: 100, unit: 'PER_VISIT', quantityPerYear: 26 }));
  const submit = async (bidder: typeof a) => {
    await rfps.ok(bidder.admin, 'PUT', `/v1/rfp/${w.rfp.id}/bid`, { lines });
    await rfps.ok(bidder.admin, 'POST', `/v1/rfp/${w.rfp.id}/bid/submit`, {});
  };
  return { ...w, a, b, uninvited, stranger, noAccess, link, submit };
}

describe('an RFP told through its life', () => {
  it('invites, answers, amends, closes and awards: each told to its audience alone, no bidder named to the buyer', async () => {
    const w = await rfpWorld();
    await deliver();
    // Published by the client's admin: the invited vendors, not the one left out, nor the publisher; the bell only (the RFP mail is its e-mail).
    await expectTold('rfp_invitation', w.link, [w.a.admin, w.b.admin], [w.uninvited.admin, w.admin, w.stranger, provider]);
    expect(t.mailbox.messages.filter((m) => m.to.includes(w.a.adminEmail.toLowerCase()) && m.text.includes('Invited to bid on'))).toHaveLength(0);

    await rfps.ok(w.admin, 'POST', `${w.link.replace('/rfp', '/v1/rfp')}/answers`, { questionText: 'Is edging included?', answerText: 'Yes.' });
    await deliver();
    await expectTold('rfp_answer_published', w.link, [w.a.admin, w.b.admin], [w.uninvited.admin, w.admin, w.stranger]);

    await rfps.ok(w.admin, 'POST', `/v1/rfp/${w.rfp.id}/addenda`, { summary: 'Clarifies the edging.' });
    await deliver();
    await expectTold('rfp_addendum', w.link, [w.a.admin, w.b.admin], [w.uninvited.admin, w.admin, w.stranger]);

    await w.submit(w.a);
    await w.submit(w.b);
    await rfps.ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/close`);
    await deliver();
    // Closed by the provider: the buyer's people who read the RFP and the invited vendors; not a colleague without access.
    await expectTold('rfp_closed', w.link, [w.admin, w.a.admin, w.b.admin], [provider, w.noAccess, w.stranger, w.uninvited.admin]);
    // Sealed: nothing the buyer was told names a bidder.
    const buyerSaw = (await rfps.ok<TNotificationPage>(w.admin, 'GET', '/v1/notifications?limit=100')).data.filter((n) => n.link === w.link);
    expect(buyerSaw.length).toBeGreaterThanOrEqual(3);
    for (const n of buyerSaw) for (const name of [w.a.name, w.b.name]) expect(`${n.title} ${n.body}`).not.toContain(name);

    await rfps.ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/open-bids`);
    const aBid = await rfps.ok<TBid>(w.a.admin, 'GET', `/v1/rfp/${w.rfp.id}/bid`);
    expect(aBid.status).toBe('SUBMITTED');
    await rfps.ok(provider, 'POST', `/v1/rfp/${w.rfp.id}/awards`, { bidId: await bidOf(w.rfp.id, w.a.tenantId) });
    await deliver();
    // Every line to A: A is awarded, B lost; neither is told the other's outcome, the uninvited vendor nothing.
    await expectTold('bid_awarded', w.link, [w.a.admin], [w.b.admin, w.uninvited.admin, w.admin]);
    await expectTold('bid_lost', w.link, [w.b.admin], [w.a.admin, w.uninvited.admin, w.admin]);

    // The award drafted A's contract: the client's people and the provider's (not its maker); not the losing vendor nor another client.
    const [contract] = await db().select({ id: contracts.id }).from(contracts).where(eq(contracts.sourceRfpId, w.rfp.id));
    expect(contract).toBeDefined();
    const contractLink = `/contracts/${contract.id}`;
    await expectTold('contract_created', contractLink, [w.admin, coordinator], [provider, w.stranger, w.b.admin]);

    await rfps.ok(w.admin, 'POST', `/v1/contracts/${contract.id}/activate`);
    await deliver();
    await expectTold('contract_activated', contractLink, [w.a.admin, provider], [w.admin, w.b.admin, w.stranger]);
  });

  it('tells the vendors not yet submitted of the due time, and everyone of the close at the due time, from the jobs', async () => {
    const w = await rfpWorld({ bidsDueAt: new Date(Date.now() + 30 * 3_600_000).toISOString() });
    await w.submit(w.b);
    const notifications = t.services.notifications;
    await runRfpMailSweep(db(), { ...mail(), notifications });
    await runRfpMailSweep(db(), { ...mail(), notifications });
    await deliver();
    // 48 hours ahead: A has not submitted, B has.
    await expectTold('rfp_due_reminder', `${w.link}/bid`, [w.a.admin], [w.b.admin, w.uninvited.admin, w.admin, w.stranger]);

    await runRfpCloseSweep(db(), { clock: clockAt(new Date(Date.now() + 31 * 3_600_000)), notifications });
    await deliver();
    await expectTold('rfp_closed', w.link, [w.admin, provider, w.a.admin, w.b.admin], [w.noAccess, w.stranger, w.uninvited.admin]);
  });
});

/** The bid of a vendor workspace on an RFP, as the system reads it (an award names it). */
async function bidOf(rfpId: string, tenantId: string): Promise<string> {
  const [row] = await db()
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.rfpId, rfpId), eq(bids.tenantId, tenantId)));
  return row.id;
}

describe('a contract told under each reader’s scope at delivery', () => {
  it('tells the client’s people who list it and the vendor, not a colleague assigned elsewhere, nor one deactivated before delivery, nor another client', async () => {
    const client = await build.buildClient();
    const admin = await (await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const [covered, elsewhere] = [await build.buildProperty(client), await build.buildProperty(client)];
    const vendor = await rfps.buildBidder();
    const stranger = await (
      await build.buildUser({ userType: 'client', tenantId: (await build.buildClient()).tenantId, roleNames: ['Client Admin'] })
    ).signIn();
    /** A colleague with no role; with `assigned`, they read those properties only. */
    const colleague = async (assigned?: string[]) => {
      const person = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: [] });
      if (assigned) {
        await db()
          .update(userTenants)
          .set({ propertyAccess: 'ASSIGNED' })
          .where(and(eq(userTenants.userId, person.id), eq(userTenants.tenantId, client.tenantId)));
        await db()
          .insert(propertyUserAccess)
          .values(assigned.map((propertyId) => ({ tenantId: client.tenantId, propertyId, userId: person.id })));
      }
      return { id: person.id, session: await person.signIn() };
    };
    const roleless = await colleague();
    const assignedHere = await colleague([covered.id]);
    const assignedElsewhere = await colleague([elsewhere.id]);
    const leaving = await colleague();

    const [{ id: serviceId }] = await db().select({ id: services.id }).from(services).orderBy(services.id).limit(1);
    const made = await rfps.ok<{ id: string }>(provider, 'POST', '/v1/contracts', {
      clientId: client.clientId,
      vendorId: vendor.vendorId,
      title: 'Told by scope',
      startOn: '2027-01-01',
      endOn: '2027-12-31',
      properties: [{ propertyId: covered.id, lines: [{ serviceId, price: 6000, unit: 'LUMP_SUM' }] }],
    });
    const link = `/contracts/${made.id}`;
    // Access removed after the change, before delivery: the check is made at delivery, so nothing.
    await db().update(users).set({ status: 'INACTIVE' }).where(eq(users.id, leaving.id));
    // What each reads now, as the list shows it: the assigned colleague elsewhere does not list it.
    const listed = async (s: TSession) => (await rfps.ok<TContractPage>(s, 'GET', '/v1/contracts?limit=100')).data.some((x) => x.id === made.id);
    expect(await listed(roleless.session)).toBe(true);
    expect(await listed(assignedHere.session)).toBe(true);
    expect(await listed(assignedElsewhere.session)).toBe(false);
    await deliver();
    // A draft the provider made: the client's people who list it, the provider's others and the vendor (it reads its contracts, drafts
    // included: docs/contracts.md); not its maker, the colleague whose properties it does not cover, another client.
    await expectTold(
      'contract_created',
      link,
      [admin, roleless.session, assignedHere.session, coordinator, vendor.admin],
      [provider, assignedElsewhere.session, stranger],
    );
    expect((await db().select().from(notificationRows).where(eq(notificationRows.userId, leaving.id))).length).toBe(0);

    await rfps.ok(admin, 'POST', `/v1/contracts/${made.id}/activate`);
    await deliver();
    await expectTold(
      'contract_activated',
      link,
      [roleless.session, assignedHere.session, provider, vendor.admin],
      [admin, assignedElsewhere.session, stranger],
    );
  });
});

describe('a vendor’s approval', () => {
  const { createVendor, post } = vendorCalls(() => t);

  it('tells the provider of a submission and the vendor of the decision', async () => {
    const created = await createVendor(provider, { name: unique('Told Co'), email: `owner-${crypto.randomUUID().slice(0, 8)}@told.example.com` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const link = `/vendor/${id}`;
    const admin = await (await build.buildUser({ userType: 'vendor', tenantId: created.body.tenantId, roleNames: ['Vendor Admin'] })).signIn();
    const otherVendor = await rfps.buildBidder();
    const clientAdmin = await t.signIn(DEMO_ACCOUNTS.clientAdmin);

    await post(provider, `/v1/vendors/${id}/submit`);
    await deliver();
    await expectTold('vendor_submitted', link, [coordinator], [provider, admin, otherVendor.admin, clientAdmin]);

    await post(provider, `/v1/vendors/${id}/reject`, { reason: 'The certificate of insurance is missing.' });
    await deliver();
    await expectTold('vendor_rejected', link, [admin], [provider, coordinator, otherVendor.admin]);

    expect((await post(admin, `/v1/vendors/${id}/submit`)).status).toBe(200);
    await deliver();
    expect((await told(provider, 'vendor_submitted', link)).length).toBe(1);
    expect((await told(coordinator, 'vendor_submitted', link)).length).toBe(2);

    expect((await post(provider, `/v1/vendors/${id}/approve`)).status).toBe(200);
    await deliver();
    await expectTold('vendor_approved', link, [admin], [provider, coordinator, otherVendor.admin]);
  });
});

describe('an invitation accepted', () => {
  it('tells the one who invited, no one else', async () => {
    const w = await rfps.buildDraftRfp();
    const colleague = await (await build.buildUser({ userType: 'client', tenantId: w.client.tenantId, roleNames: ['Client Admin'] })).signIn();
    const email = `invitee-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const made = await rfps.ok<TUserListItem>(w.admin, 'POST', '/v1/users', {
      firstName: 'Robin',
      lastName: 'Hale',
      phoneCode: '+1',
      phoneNumber: '720 555 0100',
      contactType: 'Primary',
      email,
      tenantId: w.client.tenantId,
      roleIds: [await systemRoleId(db(), 'Client Property Manager')],
    });
    const token = decodeURIComponent(/\/auth\/verify\?token=([\w%-]+)/.exec((await t.mailbox.next(email)).text)?.[1] ?? '');
    const accepted = await t.http('POST', '/v1/users/create-password', { body: { token, password: 'Str0ng!Passphrase-42' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await deliver();
    await expectTold('invitation_accepted', '/contact-management', [w.admin], [colleague, provider]);
    const [n] = await told(w.admin, 'invitation_accepted', '/contact-management');
    expect(n.body).toContain(made.email);
  });
});

describe('an invitation accepted: its sender is the one recorded on the link', () => {
  const { createVendor, post } = vendorCalls(() => t);

  it('tells whoever sent the link that was used, not whoever made the person', async () => {
    // The provider's admin makes the vendor and its Primary contact (mailing a first link); the coordinator approves it, which mails a new one.
    const created = await createVendor(provider, { name: unique('Sender Co'), email: `owner-${crypto.randomUUID().slice(0, 8)}@sender.example.com` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const email = `contact-${crypto.randomUUID().slice(0, 8)}@sender.example.com`;
    await rfps.ok(provider, 'POST', '/v1/users', {
      firstName: 'Casey',
      lastName: 'Contact',
      phoneCode: '+1',
      phoneNumber: '720 555 0101',
      contactType: 'Primary',
      email,
      tenantId: created.body.tenantId,
      roleIds: [await systemRoleId(db(), 'Vendor Admin')],
    });
    const linkIn = async () => decodeURIComponent(/\/auth\/verify\?token=([\w%-]+)/.exec((await t.mailbox.next(email)).text)?.[1] ?? '');
    const first = await linkIn();
    expect((await post(provider, `/v1/vendors/${created.body.id}/submit`)).status).toBe(200);
    const approved = await post(coordinator, `/v1/vendors/${created.body.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const token = await linkIn();
    expect(token).not.toBe(first);
    const sender = async (link: string) =>
      (
        await db()
          .select({ by: authCodes.issuedByUserId })
          .from(authCodes)
          .where(eq(authCodes.codeHash, hashSecret(link)))
      )[0]?.by;
    expect(await sender(first)).toBe(t.world.userIds.providerAdmin);
    expect(await sender(token)).toBe(t.world.userIds.providerCoordinator);
    const accepted = await t.http('POST', '/v1/users/create-password', { body: { token, password: 'Str0ng!Passphrase-42' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await deliver();
    await expectTold('invitation_accepted', '/contact-management', [coordinator], [provider]);
  });
});

describe('the daily runs', () => {
  it('tell the client and the provider of a contract’s end and notice deadline, once however often they run', async () => {
    const w = await rfps.buildDraftRfp();
    const stranger = await (
      await build.buildUser({ userType: 'client', tenantId: (await build.buildClient()).tenantId, roleNames: ['Client Admin'] })
    ).signIn();
    const vendor = await rfps.buildBidder();
    const [{ id: serviceId }] = await db().select({ id: services.id }).from(services).limit(1);
    const day = '2031-03-01';
    const lines = [{ propertyId: w.props[0].id, serviceId }];
    const client = { ...w.client, name: 'Told client' };
    const ending = await insertContract(db(), { client, vendor, startOn: '2030-06-01', endOn: addDays(day, 45), lines });
    const renewing = await insertContract(db(), { client, vendor, startOn: '2030-06-01', endOn: addDays(day, 60), autoRenews: true, noticeDays: 30, lines });
    const notifications = t.services.notifications;
    const run = () => runContractRenewals(db(), { ...mail(), notifications }, { clock: clockAt(new Date(`${day}T05:30:00Z`)) });
    await run();
    await run();
    await deliver();
    // 45 days out: inside two thresholds at once, told once; the vendor is not told (nor mailed) of its client's renewals.
    await expectTold('contract_renewal_deadline', `/contracts/${ending.contractId}`, [w.admin, provider], [stranger, vendor.admin]);
    await expectTold('contract_notice_deadline', `/contracts/${renewing.contractId}`, [w.admin, provider], [stranger, vendor.admin]);
  });

  it('tell a vendor of its certificate expiring, then expired; not another vendor, nor the provider', async () => {
    const vendor = await rfps.buildBidder();
    const other = await rfps.buildBidder();
    const expiresOn = addDays(rfps.startOn, 200);
    const link = `/vendor/${vendor.vendorId}/compliance`;
    const notifications = t.services.notifications;
    const runOn = (day: string) => runComplianceJob(db(), { ...mail(), notifications }, { clock: clockAt(new Date(`${day}T05:15:00Z`)) });
    expect(expiresOn > todayIso()).toBe(true);
    await runOn(addDays(expiresOn, -10));
    await runOn(addDays(expiresOn, -10));
    await deliver();
    await expectTold('certificate_expiring', link, [vendor.admin], [other.admin, provider]);
    await runOn(addDays(expiresOn, 1));
    await deliver();
    await expectTold('certificate_expired', link, [vendor.admin], [other.admin, provider]);
  });
});
