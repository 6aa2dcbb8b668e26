import { and, eq, sql } from 'drizzle-orm';
import {
  REGISTRATION_LINK_SENT_MESSAGE,
  REGISTRATION_START_TOO_FAST,
  REGISTRATION_STEPS,
  REGISTRATION_SUBMITTED_MESSAGE,
  REGISTRATION_TOKEN_HEADER,
  REGISTRATION_TOO_FAST,
  type TPublicService,
  type TRegistrationStep,
  type TRegistrationDraft,
  type TStartedRegistration,
  type TVendorApprovalResult,
  type TVendorDetail,
  type TVendorPage,
} from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startTestApp, type TSession, type TTestApp } from '../../../test/harness.js';
import { userTenants, users, vendorRegistrations, vendors, vendorServiceAreas, vendorServices } from '../../db/schema/index.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

let t: TTestApp;
let provider: TSession;
let geo: { countryId: number; tx: number; co: number; austin: number; denver: number };
let serviceIds: string[];

type TErrorBody = { message: string; fieldErrors?: Record<string, string[]> };
const RESUME_LINK = /(https?:\/\/\S+\/public_route\/register\?token=([A-Za-z0-9_-]{43}))/;

beforeAll(async () => {
  t = await startTestApp();
  provider = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
  const [row] = await queryRows<typeof geo>(
    systemDb(t.platform.database),
    sql`select (select id from countries where iso2 = 'US') as "countryId",
               (select id from states where code = 'TX' and country_id = (select id from countries where iso2 = 'US')) as tx,
               (select id from states where code = 'CO' and country_id = (select id from countries where iso2 = 'US')) as co,
               (select c.id from cities c join states s on s.id = c.state_id where s.code = 'TX' and c.name = 'Austin' limit 1) as austin,
               (select c.id from cities c join states s on s.id = c.state_id where s.code = 'CO' and c.name = 'Denver' limit 1) as denver`,
  );
  geo = row;
  const listed = await t.http<TPublicService[]>('GET', '/v1/public/services');
  serviceIds = listed.body.slice(0, 2).map((s) => s.id);
});
afterAll(() => t.close());

const suffix = () => crypto.randomUUID().slice(0, 8);
const taxId = () => String(Math.floor(100_000_000 + Math.random() * 899_999_999));
/** The e-mail a registration starts with: on a domain of its own, as the duplicate check looks at it. */
const registrantEmail = (label = 'owner') => `${label}-${suffix()}@reg-${suffix()}.test`;

/** One company's answers, unique per call (tax id, domain, contact). */
function answers(overrides: { taxId?: string; domain?: string; contactEmail?: string } = {}) {
  const domain = overrides.domain ?? `acme-${suffix()}.test`;
  const digits = overrides.taxId ?? taxId();
  return {
    company: {
      name: `Acme Grounds ${suffix()}`,
      dba: '',
      taxId: `${digits.slice(0, 2)}-${digits.slice(2)}`,
      businessStructure: 'LIMITED_LIABILITY_COMPANY',
      ownershipTags: ['WOMAN_OWNED'],
      yearsInBusiness: 12,
      employeeCount: '40',
      website: `www.${domain}`,
      leadSource: 'REFERRAL',
    },
    address: {
      addressLine1: '100 Congress Ave',
      addressLine2: '',
      stateId: geo.tx,
      cityId: geo.austin,
      zip: '78701',
      phoneCode: '+1',
      phoneNumber: '(512) 555-0100',
    },
    services: { serviceIds, stateIds: [geo.tx, geo.co] },
    documents: { acknowledged: true },
    contact: { firstName: 'Jane', lastName: 'Doe', email: overrides.contactEmail ?? `jane@${domain}`, phoneCode: '+1', phoneNumber: '512 555 0101' },
  };
}
type TAnswers = ReturnType<typeof answers>;

const start = (email: string, extra: Record<string, unknown> = {}) =>
  t.http<TStartedRegistration & TErrorBody>('POST', '/v1/vendors/draft', { body: { email, formStartedAt: Date.now() - 5000, ...extra } });
const save = (token: string, step: string, data: unknown) =>
  t.http<TRegistrationDraft & TErrorBody>('PUT', '/v1/vendors/draft', { body: { step, token, data } });
const resume = (token: string) => t.http<TRegistrationDraft & TErrorBody>('GET', `/v1/vendors/draft?token=${token}`);
const submit = (token: string, extra: Record<string, unknown> = {}) =>
  t.http<{ message: string } & TErrorBody>('POST', '/v1/vendors/draft/submit', { body: { token, ...extra } });

/** Time passes: the registration started long enough ago (or expired). */
async function backdate(registrationId: string, values: { startedAt?: Date; expiresAt?: Date }) {
  await systemDb(t.platform.database).update(vendorRegistrations).set(values).where(eq(vendorRegistrations.id, registrationId));
}

async function saveAll(token: string, data: TAnswers, steps: readonly TRegistrationStep[] = REGISTRATION_STEPS) {
  for (const step of steps) {
    const res = await save(token, step, data[step]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const registrationsOf = (email: string) =>
  systemDb(t.platform.database)
    .select()
    .from(vendorRegistrations)
    .where(eq(sql`lower(${vendorRegistrations.email})`, email));

/** A registration started for `email`: its token comes only in the e-mailed link (issue 16 finding 5). */
async function begin(email: string) {
  const started = await start(email);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const mail = await t.mailbox.next(email);
  const [, link, token] = RESUME_LINK.exec(mail.text) ?? [];
  const [row] = await registrationsOf(email.toLowerCase());
  return { link, token, registrationId: row.id };
}

/** Started, every step saved, and old enough to submit. */
async function readyRegistration(data = answers(), email = registrantEmail()) {
  const started = await begin(email);
  await saveAll(started.token, data);
  await backdate(started.registrationId, { startedAt: new Date(Date.now() - 60_000) });
  return { email, token: started.token, registrationId: started.registrationId, data };
}

describe('self-registration: happy path', () => {
  it('starts, mails a resume link, resumes from it, saves each step, submits a pending SELF vendor and tells the provider', async () => {
    const email = registrantEmail();
    // The answer says where the link went, and nothing that lets the caller go on without it.
    const answer = await start(email.toUpperCase());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ email, message: REGISTRATION_LINK_SENT_MESSAGE });
    const [, link, mailedToken] = RESUME_LINK.exec((await t.mailbox.next(email)).text) ?? [];
    expect(mailedToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toContain('http://localhost:5173/public_route/register?token=');
    const [{ id: registrationId }] = await registrationsOf(email);
    const started = { token: mailedToken, registrationId };
    const opened = await resume(started.token);
    expect(opened.body).toMatchObject({ email, step: 'company', data: {}, countryId: geo.countryId });
    expect(new Date(opened.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);

    // Only the hash is kept.
    const [stored] = await registrationsOf(email);
    expect(stored.tokenHash).not.toContain(started.token);

    const data = answers();
    expect((await save(started.token, 'company', data.company)).body.step).toBe('address');
    expect((await save(started.token, 'address', data.address)).body.step).toBe('services');

    // Leave, then come back through the e-mailed link.
    const token = started.token;
    const resumed = await resume(token);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('cache-control')).toBe('no-store');
    expect(resumed.body.step).toBe('services');
    expect(resumed.body.data.company).toMatchObject({
      name: data.company.name,
      taxId: data.company.taxId.replace('-', ''),
      dba: null,
      employeeCount: 40,
      website: `https://${data.company.website}`,
    });
    expect(resumed.body.data.address).toMatchObject({ stateId: geo.tx, cityId: geo.austin });

    // The token also works from the header.
    const byHeader = await t.http<TRegistrationDraft>('PUT', '/v1/vendors/draft', {
      headers: { [REGISTRATION_TOKEN_HEADER]: token },
      body: { step: 'services', data: data.services },
    });
    expect(byHeader.status).toBe(200);
    await saveAll(token, data, ['documents', 'contact']);
    expect((await resume(token)).body.step).toBe('review');

    await backdate(started.registrationId, { startedAt: new Date(Date.now() - 60_000) });
    const submitted = await submit(token);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body.message).toBe(REGISTRATION_SUBMITTED_MESSAGE);

    const db = systemDb(t.platform.database);
    const [vendor] = await db.select().from(vendors).where(eq(vendors.name, data.company.name));
    expect(vendor).toMatchObject({
      approvalStatus: 'PENDING_FOR_APPROVAL',
      onboardingSource: 'SELF',
      isApproved: false,
      taxId: data.company.taxId.replace('-', ''),
      email,
      stateId: geo.tx,
      cityId: geo.austin,
      countryId: geo.countryId,
      ownershipTags: ['WOMAN_OWNED'],
    });
    expect(vendor.submittedAt).not.toBeNull();
    expect((await db.select().from(vendorServices).where(eq(vendorServices.vendorId, vendor.id))).map((r) => r.serviceId).sort()).toEqual(
      [...serviceIds].sort(),
    );
    expect((await db.select().from(vendorServiceAreas).where(eq(vendorServiceAreas.vendorId, vendor.id))).map((r) => r.stateId).sort()).toEqual(
      [geo.tx, geo.co].sort(),
    );
    const [contact] = await db
      .select({ status: users.status, contactType: users.contactType, authorized: users.authorized, tenantId: userTenants.tenantId })
      .from(users)
      .innerJoin(userTenants, eq(userTenants.userId, users.id))
      .where(eq(users.email, data.contact.email));
    expect(contact).toEqual({ status: 'PENDING', contactType: 'Primary', authorized: true, tenantId: vendor.tenantId });
    const [registration] = await registrationsOf(email);
    expect(registration.submittedAt).not.toBeNull();
    expect(registration.vendorId).toBe(vendor.id);

    // The provider's people who decide on vendors are told; the registrant gets a receipt.
    const notice = await t.mailbox.next(DEMO_ACCOUNTS.providerAdmin);
    expect(notice.text).toContain(data.company.name);
    expect((await t.mailbox.next(email)).text).toContain('within 2 business days');

    // The provider sees it pending, marked self-registered.
    const pending = await t.http<TVendorPage>('GET', `/v1/vendors?approvalStatus=PENDING_FOR_APPROVAL&search=${encodeURIComponent(data.company.name)}`, {
      token: provider.accessToken,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.data.map((v) => [v.name, v.onboardingSource])).toEqual([[data.company.name, 'SELF']]);
    const history = await t.http<{ data: { action: string }[] }>('GET', `/v1/vendors/${vendor.id}/history`, { token: provider.accessToken });
    expect(history.body.data.map((h) => h.action)).toContain('register');

    // Approval invites the registered contact (the vendors feature's invitation flow).
    const approved = await t.http<TVendorApprovalResult>('POST', `/v1/vendors/${vendor.id}/approve`, { token: provider.accessToken, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.invitation).toMatchObject({ outcome: 'INVITED', email: data.contact.email });
    expect((await t.mailbox.next(data.contact.email)).text).toMatch(/\/auth\/verify\?token=/);
  });

  it('lists the active services with their categories without signing in', async () => {
    const res = await t.http<TPublicService[]>('GET', '/v1/public/services');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(Object.keys(res.body[0]).sort()).toEqual(['category', 'id', 'name']);
    expect(res.headers.get('cache-control')).toContain('public');
  });
});

describe('self-registration: abuse', () => {
  it('answers a filled honeypot like a start, but keeps nothing and mails nothing', async () => {
    const email = registrantEmail('bot');
    const res = await start(email, { faxNumber: '555-0100' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email, message: REGISTRATION_LINK_SENT_MESSAGE });
    expect(await registrationsOf(email)).toEqual([]);
    await expect(t.mailbox.next(email, 500)).rejects.toThrow(/No mail/);
  });

  it('answers a filled honeypot on submit like a submission, and creates nothing', async () => {
    const { token, data } = await readyRegistration();
    const res = await submit(token, { faxNumber: 'x' });
    expect(res.status).toBe(201);
    expect(await systemDb(t.platform.database).select().from(vendors).where(eq(vendors.name, data.company.name))).toEqual([]);
    expect((await resume(token)).status).toBe(200);
  });

  it('refuses an e-mail sent the instant the form appeared', async () => {
    const res = await t.http<TErrorBody>('POST', '/v1/vendors/draft', { body: { email: registrantEmail('fast'), formStartedAt: Date.now() } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REGISTRATION_START_TOO_FAST);
  });

  it('refuses a submission within the minimum fill time of the start', async () => {
    const started = await begin(registrantEmail('quick'));
    await saveAll(started.token, answers());
    const res = await submit(started.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REGISTRATION_TOO_FAST);
    await backdate(started.registrationId, { startedAt: new Date(Date.now() - 21_000) });
    expect((await submit(started.token)).status).toBe(201);
  });

  it('refuses a replayed link after submission: resume, save and submit are 410', async () => {
    const { token, data } = await readyRegistration();
    expect((await submit(token)).status).toBe(201);
    for (const res of [await resume(token), await save(token, 'company', data.company), await submit(token)]) {
      expect(res.status).toBe(410);
      expect(res.body.message).toMatch(/already been submitted/);
    }
  });

  it('refuses an expired link with a plain message', async () => {
    const started = await begin(registrantEmail('late'));
    await backdate(started.registrationId, { expiresAt: new Date(Date.now() - 1000) });
    for (const res of [await resume(started.token), await save(started.token, 'documents', { acknowledged: true }), await submit(started.token)]) {
      expect(res.status).toBe(410);
      expect(res.body.message).toMatch(/expired/);
    }
  });

  it('answers an unknown or malformed token 404 or 400', async () => {
    expect((await resume('B'.repeat(43))).status).toBe(404);
    const malformed = await resume('not-a-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors).toHaveProperty('token');
    const badHeader = await t.http<TErrorBody>('GET', '/v1/vendors/draft', { headers: { [REGISTRATION_TOKEN_HEADER]: 'short' } });
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.fieldErrors).toHaveProperty('token');
    const none = await t.http<TErrorBody>('GET', '/v1/vendors/draft');
    expect(none.status).toBe(400);
  });

  it('limits each route per address', async () => {
    const limited = await startTestApp({ config: { AUTH_RATE_LIMIT_PER_MINUTE: 2, RATE_LIMIT_PER_MINUTE: 3 } });
    try {
      const body = { email: registrantEmail('limit'), formStartedAt: 0 };
      const starts = [];
      for (let i = 0; i < 3; i++) starts.push((await limited.http('POST', '/v1/vendors/draft', { body })).status);
      expect(starts).toEqual([201, 201, 429]);
      const lists = [];
      for (let i = 0; i < 4; i++) lists.push((await limited.http('GET', '/v1/public/services')).status);
      expect(lists).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

/** The vendor a registration made (none when its submission made none). */
const vendorNamed = (name: string) => systemDb(t.platform.database).select().from(vendors).where(eq(vendors.name, name));
const decide = (vendorId: string, decision: 'approve' | 'reject') =>
  t.http<TErrorBody>('POST', `/v1/vendors/${vendorId}/${decision}`, {
    token: provider.accessToken,
    body: decision === 'reject' ? { reason: 'Not this company.' } : {},
  });

// Issue 16 findings 4 and 5 (docs/security.md): nothing a caller sends learns whether a tax id,
// an e-mail or a domain is known, and what is not approved holds nothing against anyone.
describe('self-registration: duplicates', () => {
  it('says nothing when a step names a tax id, an account e-mail or a domain already known', async () => {
    const known = await readyRegistration();
    expect((await submit(known.token)).status).toBe(201);
    const [vendor] = await vendorNamed(known.data.company.name);
    expect((await decide(vendor.id, 'approve')).status).toBe(200);

    const probe = await begin(registrantEmail('probe'));
    const same = answers({ taxId: known.data.company.taxId.replace('-', ''), domain: known.data.contact.email.split('@')[1] });
    expect((await save(probe.token, 'company', same.company)).status).toBe(200);
    expect((await save(probe.token, 'contact', { ...same.contact, email: DEMO_ACCOUNTS.clientAdmin })).status).toBe(200);
    expect((await save(probe.token, 'contact', same.contact)).status).toBe(200);
  });

  it('tells a contact who already has an account by e-mail; the submission answers like every other and makes no second person', async () => {
    const data = answers({ contactEmail: DEMO_ACCOUNTS.clientAdmin });
    const { token } = await readyRegistration(data);
    const res = await submit(token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REGISTRATION_SUBMITTED_MESSAGE);
    const told = await t.mailbox.next(DEMO_ACCOUNTS.clientAdmin);
    expect(told.text).toContain(data.company.name);
    expect(told.text).toMatch(/already have an account/);
    const db = systemDb(t.platform.database);
    expect(
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, DEMO_ACCOUNTS.clientAdmin)),
    ).toHaveLength(1);
    const [vendor] = await vendorNamed(data.company.name);
    expect(vendor.approvalStatus).toBe('PENDING_FOR_APPROVAL');
    expect(await db.select().from(userTenants).where(eq(userTenants.tenantId, vendor.tenantId))).toEqual([]);
  });

  it('tells a registrant on the domain of a registered vendor by e-mail, and makes no second vendor; a free-mail address is nobody’s domain', async () => {
    const first = await readyRegistration();
    expect((await submit(first.token)).status).toBe(201);
    const [vendor] = await vendorNamed(first.data.company.name);
    expect((await decide(vendor.id, 'approve')).status).toBe(200);
    const domain = first.data.contact.email.split('@')[1];

    const colleague = `sales-${suffix()}@${domain}`;
    const second = await readyRegistration(answers(), colleague);
    const res = await submit(second.token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REGISTRATION_SUBMITTED_MESSAGE);
    expect((await t.mailbox.next(colleague)).text).toContain(domain);
    expect(await vendorNamed(second.data.company.name)).toEqual([]);
    expect((await resume(second.token)).status).toBe(410);

    const a = await readyRegistration(answers(), `a.${suffix()}@gmail.com`);
    const b = await readyRegistration(answers(), `b.${suffix()}@gmail.com`);
    expect((await submit(a.token)).status).toBe(201);
    expect((await submit(b.token)).status).toBe(201);
    expect(await vendorNamed(b.data.company.name)).toHaveLength(1);
  });

  it('lets neither a pending nor a declined self-registration hold a tax id or a domain; approval decides', async () => {
    const digits = taxId();
    const domain = `real-${suffix()}.test`;
    // Someone registers a company's tax id and domain without being it.
    const squatter = await readyRegistration(answers({ taxId: digits, domain }));
    expect((await submit(squatter.token)).status).toBe(201);
    // The company itself, from an address on its own domain, is still let in.
    const owner = await readyRegistration(answers({ taxId: digits, domain }), `owner@${domain}`);
    expect((await submit(owner.token)).status).toBe(201);
    const [squatterVendor] = await vendorNamed(squatter.data.company.name);
    const [ownerVendor] = await vendorNamed(owner.data.company.name);
    expect(ownerVendor).toMatchObject({ approvalStatus: 'PENDING_FOR_APPROVAL', taxId: digits });

    // The provider declines the one and approves the other; the declined one can no longer be approved.
    expect((await decide(squatterVendor.id, 'reject')).status).toBe(200);
    expect((await decide(ownerVendor.id, 'approve')).status).toBe(200);
    const again = await decide(squatterVendor.id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toHaveProperty('taxId');

    // Nor does a pending registration stop the provider adding the company itself.
    const other = taxId();
    const pending = await readyRegistration(answers({ taxId: other }));
    expect((await submit(pending.token)).status).toBe(201);
    const added = await t.http<TErrorBody>('POST', '/v1/vendors', { token: provider.accessToken, body: { name: `Real Co ${suffix()}`, taxId: other } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  });
});

describe('self-registration: validation', () => {
  it('names the fields of a step that fail its schema, and refuses unknown keys', async () => {
    const body = await begin(registrantEmail('valid'));
    const bad = await save(body.token, 'company', { ...answers().company, name: ' ', taxId: '12-34', businessStructure: 'PIRATE' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(expect.arrayContaining(['data.name', 'data.taxId', 'data.businessStructure']));

    const extra = await save(body.token, 'documents', { acknowledged: true, isAdmin: true });
    expect(extra.status).toBe(400);

    const wrongStep = await save(body.token, 'documents', { acknowledged: false });
    expect(wrongStep.status).toBe(400);
    expect(wrongStep.body.fieldErrors).toHaveProperty(['data.acknowledged']);

    const noServices = await save(body.token, 'services', { serviceIds: [], stateIds: [] });
    expect(Object.keys(noServices.body.fieldErrors ?? {})).toEqual(expect.arrayContaining(['data.serviceIds', 'data.stateIds']));
  });

  it('checks the address and services against reference data', async () => {
    const body = await begin(registrantEmail('ref'));
    const data = answers();
    const cityElsewhere = await save(body.token, 'address', { ...data.address, cityId: geo.denver });
    expect(cityElsewhere.status).toBe(400);
    expect(cityElsewhere.body.fieldErrors).toHaveProperty(['data.cityId']);
    const noSuchService = await save(body.token, 'services', { ...data.services, serviceIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(noSuchService.status).toBe(400);
    expect(noSuchService.body.fieldErrors).toHaveProperty(['data.serviceIds']);
    const noSuchState = await save(body.token, 'services', { ...data.services, stateIds: [2_000_000_000] });
    expect(noSuchState.body.fieldErrors).toHaveProperty(['data.stateIds']);
  });

  it('refuses to submit an incomplete registration, naming the missing steps', async () => {
    const started = await begin(registrantEmail('partial'));
    const data = answers();
    await saveAll(started.token, data, ['company', 'address']);
    await backdate(started.registrationId, { startedAt: new Date(Date.now() - 60_000) });
    const res = await submit(started.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/services and areas/i);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(expect.arrayContaining(['services', 'documents', 'contact']));
    const count = await systemDb(t.platform.database)
      .select()
      .from(vendors)
      .where(and(eq(vendors.name, data.company.name)));
    expect(count).toEqual([]);
  });

  it('keeps the provider-facing vendor detail consistent with what was registered', async () => {
    const { token, data } = await readyRegistration();
    expect((await submit(token)).status).toBe(201);
    const [vendor] = await systemDb(t.platform.database).select({ id: vendors.id }).from(vendors).where(eq(vendors.name, data.company.name));
    const detail = await t.http<TVendorDetail>('GET', `/v1/vendors/${vendor.id}`, { token: provider.accessToken });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      approvalStatus: 'PENDING_FOR_APPROVAL',
      onboardingSource: 'SELF',
      website: `https://${data.company.website}`,
      yearsInBusiness: 12,
    });
    expect(detail.body.serviceDetails.map((s) => s.id).sort()).toEqual([...serviceIds].sort());
  });
});
