import type { TCorporateContact, TCorporateContactPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithBuilders, type factories } from '../../../test/factories.js';
import { signInDemo, type TSession, type TTestApp } from '../../../test/harness.js';

let t: TTestApp;
let provider: TSession;
let coordinator: TSession;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
  [provider, coordinator] = await signInDemo(t, 'providerAdmin', 'providerCoordinator');
});
afterAll(() => t.close());

type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };
const email = () => `contact-${crypto.randomUUID().slice(0, 8)}@example.test`;
const add = (session: TSession, body: Record<string, unknown>) =>
  t.http<TCorporateContact & TErrorBody>('POST', '/v1/corporate-contacts', { token: session.accessToken, body });
const list = (session: TSession, clientId: string, query = '') =>
  t.http<TCorporateContactPage>('GET', `/v1/corporate-contacts?clientId=${clientId}${query}`, { token: session.accessToken });

async function clientWithAdmin() {
  const client = await build.buildClient();
  const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'], firstName: 'Ada', lastName: 'Admin' });
  return { ...client, admin, session: await admin.signIn() };
}

describe('corporate contacts', () => {
  it('are added, listed, changed and removed through the people rules', async () => {
    const client = await clientWithAdmin();
    const created = await add(provider, { clientId: client.clientId, firstName: 'Olivia', lastName: 'Owner', email: email(), contactType: 'Secondary' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ clientId: client.clientId, contactType: 'Secondary', authorized: false, status: 'ACTIVE' });

    const page = await list(client.session, client.clientId, '&search=olivia');
    expect(page.body.data.map((c) => c.id)).toEqual([created.body.id]);

    const changed = await t.http<TCorporateContact>('PATCH', `/v1/corporate-contacts/${created.body.id}`, {
      token: client.session.accessToken,
      body: { contactType: 'Onsite Member', phoneCode: '+1', phoneNumber: '3035550123' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ contactType: 'Onsite Member', phoneNumber: '3035550123' });

    expect((await t.http('DELETE', `/v1/corporate-contacts/${created.body.id}`, { token: client.session.accessToken })).status).toBe(204);
    const after = await list(provider, client.clientId);
    expect(after.body.data.map((c) => c.id)).not.toContain(created.body.id);
  });

  it('invites an authorized contact by e-mail', async () => {
    const client = await build.buildClient();
    const address = email();
    const created = await add(provider, { clientId: client.clientId, firstName: 'Ivy', lastName: 'Invited', email: address, authorized: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ authorized: true, status: 'PENDING' });
    expect((await t.mailbox.next(address)).to).toContain(address);
  });

  it("answers 404 for another client's contacts and refuses what the people rules refuse", async () => {
    const mine = await clientWithAdmin();
    const other = await clientWithAdmin();
    expect((await list(mine.session, other.clientId)).status).toBe(404);
    expect((await add(mine.session, { clientId: other.clientId, firstName: 'A', lastName: 'B', email: email() })).status).toBe(404);
    expect(
      (await t.http('PATCH', `/v1/corporate-contacts/${other.admin.id}`, { token: mine.session.accessToken, body: { contactType: 'Primary' } })).status,
    ).toBe(404);
    // The coordinator may add corporate contacts but not people: a contact is a person.
    expect((await add(coordinator, { clientId: mine.clientId, firstName: 'C', lastName: 'D', email: email() })).status).toBe(403);
  });

  it('names the field of bad or conflicting input', async () => {
    const client = await build.buildClient();
    const missing = await add(provider, { clientId: client.clientId, firstName: 'No', lastName: 'Mail' });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors?.email).toBeDefined();
    const address = email();
    expect((await add(provider, { clientId: client.clientId, firstName: 'First', lastName: 'One', email: address })).status).toBe(201);
    const dup = await add(provider, { clientId: client.clientId, firstName: 'Second', lastName: 'One', email: address.toUpperCase() });
    expect(dup.status).toBe(409);
    expect(dup.body.fieldErrors?.email).toBeDefined();
  });
});
