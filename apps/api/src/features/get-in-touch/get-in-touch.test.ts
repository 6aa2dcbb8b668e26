import { eq, sql } from 'drizzle-orm';
import {
  GET_IN_TOUCH_FORM_EXPIRED,
  GET_IN_TOUCH_HONEYPOT_FIELD,
  GET_IN_TOUCH_THANKS,
  GET_IN_TOUCH_TOO_MANY,
  type TContactRequest,
  type TContactRequestPage,
  type THistoryPage,
} from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../../test/factories.js';
import { DEMO_ACCOUNTS, startTestApp, TEST_SIGNING_KEY_SECRET, type TSession, type TTestApp } from '../../../test/harness.js';
import { contactRequests } from '../../db/schema/index.js';
import { systemDb } from '../../platform/system-db.js';
import { createFormTokens } from './form-token.js';

let t: TTestApp;
let provider: TSession;
const INBOX = `sales-${crypto.randomUUID().slice(0, 8)}@provider-touch.test`;
const tokens = createFormTokens(TEST_SIGNING_KEY_SECRET);
type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const saved = await t.http('PUT', '/v1/contact-request-settings', { token: provider.accessToken, body: { inboxEmail: INBOX } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(() => t.close());

const suffix = () => crypto.randomUUID().slice(0, 8);
/** A form loaded `ageMs` ago: the token is the server's own signature of that time. */
const formLoaded = (ageMs = 10_000) => tokens.issue(Date.now() - ageMs);
function request(overrides: Record<string, unknown> = {}) {
  const id = suffix();
  return {
    name: `Pat Visitor ${id}`,
    company: `Visitor Holdings ${id}`,
    email: `pat-${id}@visitor-${id}.test`,
    phone: '+1 (512) 555-0199',
    need: 'Landscaping and snow removal for our retail sites.',
    propertiesCount: 12,
    formToken: formLoaded(),
    ...overrides,
  };
}
const send = (body: unknown) => t.http<{ message: string } & TErrorBody>('POST', '/v1/public/get-in-touch', { body });
const list = (query = '') => t.http<TContactRequestPage>('GET', `/v1/contact-requests${query}`, { token: provider.accessToken });
const storedFor = (email: string) =>
  systemDb(t.platform.database)
    .select()
    .from(contactRequests)
    .where(eq(sql`lower(${contactRequests.email})`, email));

describe('get in touch: the public form', () => {
  it('keeps the request, mails it to the provider’s inbox and acknowledges it to the sender', async () => {
    const body = request();
    const res = await send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(GET_IN_TOUCH_THANKS);

    const inboxMail = await t.mailbox.next(INBOX);
    expect(inboxMail.text).toContain(body.company);
    expect(inboxMail.text).toContain(body.email);
    expect(inboxMail.text).toContain('Properties: 12');
    const ack = await t.mailbox.next(body.email);
    expect(ack.text).toContain(`Hello ${body.name}`);
    expect(ack.text).toContain(body.need);

    const listed = await list(`?search=${encodeURIComponent(body.company)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.data[0]).toMatchObject({ name: body.name, company: body.company, email: body.email, propertiesCount: 12, status: 'NEW' });
  });

  it('answers a filled honeypot and a form sent too soon after it loaded as a success, and keeps and mails nothing', async () => {
    const bot = request({ [GET_IN_TOUCH_HONEYPOT_FIELD]: 'http://spam.test' });
    const fresh = await t.http<{ formToken: string }>('GET', '/v1/public/get-in-touch/form-token');
    expect(fresh.status).toBe(200);
    const hasty = request({ formToken: fresh.body.formToken });
    for (const body of [bot, hasty]) {
      const res = await send(body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(GET_IN_TOUCH_THANKS);
    }
    // A person's request sent after them arrives; the bots' never do.
    const person = request();
    expect((await send(person)).status).toBe(201);
    await t.mailbox.next(person.email);
    expect(await storedFor(bot.email)).toHaveLength(0);
    expect(await storedFor(hasty.email)).toHaveLength(0);
    expect(t.mailbox.messages.some((m) => m.to.includes(bot.email) || m.to.includes(hasty.email))).toBe(false);
  });

  it('refuses a forged or stale form token by its field', async () => {
    const [signed] = [formLoaded()];
    const forged = signed.replace(/^v1\.\d+/, `v1.${Date.now() - 60_000}`);
    for (const formToken of [forged, 'nonsense', tokens.issue(Date.now() - 25 * 3_600_000)]) {
      const res = await send(request({ formToken }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.formToken).toEqual([GET_IN_TOUCH_FORM_EXPIRED]);
    }
  });

  it('refuses bad input with 400 naming each field', async () => {
    const res = await send(request({ name: ' ', email: 'not-an-address', phone: 'call me', propertiesCount: 0, need: 'x'.repeat(2001) }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {}).sort()).toEqual(['email', 'name', 'need', 'phone', 'propertiesCount']);
    const missing = await send({ formToken: formLoaded() });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.company).toEqual(['Enter your company.']);
  });

  // A second app of its own with a limit of 2: its start-up is most of this test's time.
  it('limits requests per client address with a 429 that says what to do', { timeout: 120_000 }, async () => {
    const limited = await startTestApp({ config: { GET_IN_TOUCH_PER_HOUR: 2 } });
    try {
      const post = (body: unknown) => limited.http<TErrorBody>('POST', '/v1/public/get-in-touch', { body });
      expect((await post(request())).status).toBe(201);
      expect((await post(request())).status).toBe(201);
      const third = await post(request());
      expect(third.status).toBe(429);
      expect(third.body.message).toBe(GET_IN_TOUCH_TOO_MANY);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('get in touch: the provider’s list', () => {
  it('pages, sorts, searches and filters by status on the server', async () => {
    const tag = suffix();
    for (const [i, count] of [5, 50, 500].entries()) {
      expect((await send(request({ company: `Sorted ${tag} ${i}`, propertiesCount: count }))).status).toBe(201);
    }
    const byCount = await list(`?search=Sorted%20${tag}&sort=propertiesCount&sortDirection=desc&limit=2`);
    expect(byCount.body.total).toBe(3);
    expect(byCount.body.data.map((r) => r.propertiesCount)).toEqual([500, 50]);
    const second = await list(`?search=Sorted%20${tag}&sort=propertiesCount&sortDirection=desc&limit=2&page=2`);
    expect(second.body.data.map((r) => r.propertiesCount)).toEqual([5]);

    const target = byCount.body.data[0];
    const moved = await t.http<TContactRequest>('PATCH', `/v1/contact-requests/${target.id}`, { token: provider.accessToken, body: { status: 'CONTACTED' } });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('CONTACTED');
    const contacted = await list(`?search=Sorted%20${tag}&status=CONTACTED`);
    expect(contacted.body.data.map((r) => r.id)).toEqual([target.id]);
    const bad = await list('?status=LOST');
    expect(bad.status).toBe(400);
  });

  it('records the client a request became, refusing a client that does not exist', async () => {
    const body = request();
    await send(body);
    const [row] = await storedFor(body.email);
    const { clientId } = await factories(t).buildClient();
    const nowhere = await t.http<TErrorBody>('PATCH', `/v1/contact-requests/${row.id}`, {
      token: provider.accessToken,
      body: { status: 'CONVERTED', clientId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.fieldErrors?.clientId).toBeDefined();
    const converted = await t.http<TContactRequest>('PATCH', `/v1/contact-requests/${row.id}`, {
      token: provider.accessToken,
      body: { status: 'CONVERTED', clientId },
    });
    expect(converted.status).toBe(200);
    expect(converted.body).toMatchObject({ status: 'CONVERTED', clientId });
  });

  it('invites the sender to register as a vendor through the registration link', async () => {
    const body = request();
    await send(body);
    await t.mailbox.next(body.email);
    const [row] = await storedFor(body.email);
    const invited = await t.http<TContactRequest>('POST', `/v1/contact-requests/${row.id}/vendor-invitation`, { token: provider.accessToken });
    expect(invited.status).toBe(200);
    expect(invited.body.status).toBe('CONVERTED');
    expect(invited.body.vendorInvitedAt).not.toBeNull();
    const mail = await t.mailbox.next(body.email);
    expect(mail.text).toMatch(/\/public_route\/register\?token=[A-Za-z0-9_-]{43}/);
  });

  it('shows each status move in the request’s History: who, when, from where, before → after; others get 404', async () => {
    const body = request();
    await send(body);
    const [row] = await storedFor(body.email);
    const coordinator = await t.signIn(DEMO_ACCOUNTS.providerCoordinator);
    const move = async (s: TSession, status: string) =>
      expect((await t.http('PATCH', `/v1/contact-requests/${row.id}`, { token: s.accessToken, body: { status } })).status).toBe(200);
    await move(provider, 'CONTACTED');
    const { clientId } = await factories(t).buildClient();
    const converted = await t.http('PATCH', `/v1/contact-requests/${row.id}`, { token: coordinator.accessToken, body: { status: 'CONVERTED', clientId } });
    expect(converted.status).toBe(200);

    const history = await t.http<THistoryPage>('GET', `/v1/contact-requests/${row.id}/history`, { token: provider.accessToken });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.total).toBe(3);
    const [toConverted, toContacted, arrived] = history.body.data;
    expect(arrived).toMatchObject({ action: 'create', actorName: null, workspaceName: null });
    expect(toContacted).toMatchObject({ action: 'update', actorName: 'Avery Stone', workspaceName: expect.any(String) });
    expect(toContacted.changes).toEqual([{ field: 'status', before: 'NEW', after: 'CONTACTED' }]);
    expect(toConverted).toMatchObject({ action: 'update', actorName: 'Jordan Reyes' });
    expect(toConverted.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'CONTACTED', after: 'CONVERTED' },
        { field: 'clientId', before: null, after: clientId },
      ]),
    );
    expect(Date.parse(toConverted.createdAt)).toBeGreaterThanOrEqual(Date.parse(toContacted.createdAt));

    // A vendor invitation is its own entry.
    const other = request();
    await send(other);
    const [second] = await storedFor(other.email);
    expect((await t.http('POST', `/v1/contact-requests/${second.id}/vendor-invitation`, { token: provider.accessToken })).status).toBe(200);
    const invited = await t.http<THistoryPage>('GET', `/v1/contact-requests/${second.id}/history`, { token: coordinator.accessToken });
    expect(invited.body.data[0]).toMatchObject({ action: 'vendor_invited' });
    expect(invited.body.data[0].changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'NEW', after: 'CONVERTED' }]));

    // Only the provider's: anyone else finds no such request; a bad id is 400 naming it.
    const client = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    expect((await t.http('GET', `/v1/contact-requests/${row.id}/history`, { token: client.accessToken })).status).toBe(404);
    const bad = await t.http<TErrorBody>('GET', '/v1/contact-requests/not-an-id/history', { token: provider.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.id).toBeDefined();
  });

  it('keeps the inbox setting to the provider and validates it', async () => {
    const read = await t.http<{ inboxEmail: string | null }>('GET', '/v1/contact-request-settings', { token: provider.accessToken });
    expect(read.body.inboxEmail).toBe(INBOX);
    const bad = await t.http<TErrorBody>('PUT', '/v1/contact-request-settings', { token: provider.accessToken, body: { inboxEmail: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.inboxEmail).toBeDefined();
    const client = await t.signIn(DEMO_ACCOUNTS.clientAdmin);
    expect((await t.http('GET', '/v1/contact-requests', { token: client.accessToken })).status).toBe(403);
  });
});
