import type { THistoryPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorsTest, vendorCalls, taxId, unique, type TVendorTestGeo } from '../../../test/builders/vendors.js';
import type { factories } from '../../../test/factories.js';
import type { TSession, TTestApp } from '../../../test/harness.js';

/* Creating a vendor, changing its profile and switching it off and on. */

let t: TTestApp, provider: TSession, build: ReturnType<typeof factories>, geo: TVendorTestGeo, serviceIds: string[];
beforeAll(async () => void ({ t, provider, build, geo, serviceIds } = await startVendorsTest()));
afterAll(() => t.close());
const { createVendor, getVendor, patchVendor, listVendors, post } = vendorCalls(() => t);
/** A vendor of this test with one admin who belongs to it alone. */
const vendorWithAdmin = () => build.buildVendorWithAdmin();

describe('POST /v1/vendors', () => {
  it('creates a draft vendor and its workspace with services, areas and the tax id as digits', async () => {
    const name = unique('Lone Star Landscapes');
    const res = await createVendor(provider, {
      name,
      dba: 'LSL',
      taxId: '74-1234567'.replace('1234567', taxId().slice(2)),
      businessStructure: 'LIMITED_LIABILITY_COMPANY',
      ownershipTags: ['VETERAN_OWNED', 'VETERAN_OWNED'],
      leadSource: 'REFERRAL',
      email: 'office@lonestar.example.com',
      website: 'https://lonestar.example.com',
      yearsInBusiness: 12,
      employeeCount: 40,
      serviceIds: serviceIds.slice(0, 2),
      areas: [{ stateId: geo.tx, countyId: geo.travis }, { stateId: geo.tx, countyId: geo.harris }, { stateId: geo.co }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name,
      dba: 'LSL',
      vendorType: 'VENDOR',
      approvalStatus: 'DRAFT',
      status: 'ACTIVE',
      onboardingSource: 'CONNEXUS',
      complianceState: 'MISSING',
      ownershipTags: ['VETERAN_OWNED'],
      taxIdMasked: false,
    });
    expect(res.body.taxId).toMatch(/^\d{9}$/);
    expect(res.body.serviceDetails).toHaveLength(2);
    expect(res.body.areas.map((a) => [a.stateCode, a.countyName !== null])).toEqual([
      ['CO', false],
      ['TX', true],
      ['TX', true],
    ]);
    expect(res.body.areaSummary).toBe('CO · TX (2 counties)');
    expect(res.body.abilities).toMatchObject({ edit: true, viewTaxId: true, submit: true, decide: true, changeStatus: true, createBranch: true });

    const tenants = await t.http<{ id: string; type: string }[]>('GET', `/v1/tenants/search?search=${encodeURIComponent(name)}`, {
      token: provider.accessToken,
    });
    expect(tenants.body).toEqual([expect.objectContaining({ id: res.body.tenantId, type: 'vendor' })]);
  });

  it('refuses a tax id another vendor has, however it is typed, naming the field', async () => {
    const digits = taxId();
    expect((await createVendor(provider, { name: unique('First'), taxId: digits })).status).toBe(201);
    const again = await createVendor(provider, { name: unique('Second'), taxId: `${digits.slice(0, 2)}-${digits.slice(2)}` });
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors?.taxId).toBeDefined();
  });

  it('names the field of bad input, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: unique('X'), taxId: '12-345' }, 'taxId'],
      [{ name: unique('X'), website: 'not a url' }, 'website'],
      [{ name: unique('X'), ownershipTags: ['RICH'] }, 'ownershipTags'],
      [{ name: unique('X'), serviceIds: ['00000000-0000-4000-8000-000000000000'] }, 'serviceIds'],
      [{ name: unique('X'), areas: [{ stateId: geo.co, countyId: geo.travis }] }, 'areas'],
      [{ name: unique('X'), areas: [{ stateId: 2_000_000_000 }] }, 'areas'],
      [{ name: unique('X'), onboardedByClientId: '00000000-0000-4000-8000-000000000000' }, 'onboardedByClientId'],
      [{ name: unique('X'), yearsInBusiness: -3 }, 'yearsInBusiness'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await createVendor(provider, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(
        Object.keys(res.body.fieldErrors ?? {}).some((k) => k.startsWith(field)),
        `${field}: ${JSON.stringify(res.body)}`,
      ).toBe(true);
    }
  });

  it('is refused to vendors, whose people hold vendor_management but do not add vendors', async () => {
    const { session } = await vendorWithAdmin();
    expect((await createVendor(session, { name: unique('Self-made') })).status).toBe(403);
  });
});

describe('PATCH /v1/vendors/:id', () => {
  it("lets the vendor's own admin keep its profile, services and areas current, and records the change", async () => {
    const v = await vendorWithAdmin();
    const res = await patchVendor(v.session, v.vendorId, { dba: 'New DBA', serviceIds: [serviceIds[0]], areas: [{ stateId: geo.co, countyId: geo.denver }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dba: 'New DBA', areaSummary: 'CO (1 county)' });
    expect(res.body.serviceDetails.map((s) => s.id)).toEqual([serviceIds[0]]);
    const history = await t.http<THistoryPage>('GET', `/v1/vendors/${v.vendorId}/history`, { token: provider.accessToken });
    expect(history.body.data[0]).toMatchObject({ action: 'update' });
    expect(history.body.data[0].changes.map((c) => c.field)).toEqual(expect.arrayContaining(['dba', 'services', 'areas']));
  });

  it("answers 404 for another vendor's row and 403 to a reader without the right to edit", async () => {
    const a = await vendorWithAdmin();
    const b = await vendorWithAdmin();
    expect((await patchVendor(a.session, b.vendorId, { dba: 'Sneaky' })).status).toBe(404);
    const estimator = await build.buildUser({ userType: 'vendor', tenantId: a.tenantId, roleNames: ['Vendor Estimator'] });
    expect((await patchVendor(await estimator.signIn(), a.vendorId, { dba: 'Sneaky' })).status).toBe(403);
  });

  it('shows the tax id masked to whoever may not edit vendors', async () => {
    const digits = taxId();
    const created = await createVendor(provider, { name: unique('Masked'), taxId: digits });
    const estimator = await build.buildUser({ userType: 'vendor', tenantId: created.body.tenantId, roleNames: ['Vendor Estimator'] });
    const seen = await getVendor(await estimator.signIn(), created.body.id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ taxId: `•••••${digits.slice(-4)}`, taxIdMasked: true });
    expect(seen.body.abilities).toMatchObject({ edit: false, viewTaxId: false, decide: false });
  });
});

describe('POST /v1/vendors/:id/update-status', () => {
  it('deactivates the vendor and ends the sign-ins of its people, then activates it again', async () => {
    const v = await vendorWithAdmin();
    expect((await getVendor(v.session, v.vendorId)).status).toBe(200);
    const off = await post(provider, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' });
    expect(off.body.status).toBe('INACTIVE');
    expect((await getVendor(v.session, v.vendorId)).status).toBe(401);
    expect((await post(provider, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' })).status).toBe(409);
    expect((await listVendors(provider, `?status=INACTIVE&search=${encodeURIComponent(v.name)}`)).body.data.map((x) => x.id)).toEqual([v.vendorId]);
    expect((await post(provider, `/v1/vendors/${v.vendorId}/update-status`, { status: 'ACTIVE' })).body.status).toBe('ACTIVE');
    expect((await post(v.session, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' })).status).toBe(401);
  });

  it("is the provider's alone", async () => {
    const v = await vendorWithAdmin();
    expect((await post(v.session, `/v1/vendors/${v.vendorId}/update-status`, { status: 'INACTIVE' })).status).toBe(403);
  });
});
