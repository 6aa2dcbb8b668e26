import { sql } from 'drizzle-orm';
import type { TVendorApprovalResult, THistoryPage } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorsTest, vendorCalls, unique } from '../../../test/builders/vendors.js';
import type { factories } from '../../../test/factories.js';
import type { TSession, TTestApp } from '../../../test/harness.js';
import { queryRows } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';

/* A vendor through its approval steps, and who is invited when it is approved. */

let t: TTestApp, provider: TSession, coordinator: TSession, build: ReturnType<typeof factories>;
beforeAll(async () => void ({ t, provider, coordinator, build } = await startVendorsTest()));
afterAll(() => t.close());
const { createVendor, getVendor, post } = vendorCalls(() => t);

describe('approval', () => {
  it('goes DRAFT → PENDING → NOT_APPROVED with a reason the vendor reads → PENDING → APPROVED, invites the admin, every step in the history', async () => {
    const email = `admin-${crypto.randomUUID().slice(0, 8)}@vendor.example.com`;
    const created = await createVendor(provider, { name: unique('Approval Co'), email });
    const id = created.body.id;
    expect(created.body.approvalStatus).toBe('DRAFT');

    expect((await post(provider, `/v1/vendors/${id}/submit`)).body.approvalStatus).toBe('PENDING_FOR_APPROVAL');
    expect((await post(provider, `/v1/vendors/${id}/submit`)).status).toBe(409);
    const noReason = await post(provider, `/v1/vendors/${id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.reason).toBeDefined();
    const rejected = await post(provider, `/v1/vendors/${id}/reject`, { reason: 'The certificate of insurance is missing.' });
    expect(rejected.body).toMatchObject({ approvalStatus: 'NOT_APPROVED', approvalReason: 'The certificate of insurance is missing.' });

    // The vendor's own admin reads the reason and sends it back.
    const admin = await build.buildUser({ userType: 'vendor', tenantId: created.body.tenantId, roleNames: ['Vendor Admin'] });
    const adminSession = await admin.signIn();
    expect((await getVendor(adminSession, id)).body).toMatchObject({
      approvalReason: 'The certificate of insurance is missing.',
      abilities: { submit: true, decide: false },
    });
    expect((await post(adminSession, `/v1/vendors/${id}/approve`)).status).toBe(403);
    expect((await post(adminSession, `/v1/vendors/${id}/submit`)).body).toMatchObject({ approvalStatus: 'PENDING_FOR_APPROVAL', approvalReason: null });

    const approved = await post<TVendorApprovalResult>(provider, `/v1/vendors/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.vendor).toMatchObject({ approvalStatus: 'APPROVED' });
    // The admin made above signed in already: the existing Primary contact is active.
    expect(approved.body.invitation).toMatchObject({ outcome: 'ALREADY_ACTIVE', email: admin.email });
    expect((await post(provider, `/v1/vendors/${id}/approve`)).status).toBe(409);
    expect((await post(provider, `/v1/vendors/${id}/reject`, { reason: 'Too late' })).status).toBe(409);

    const history = await t.http<THistoryPage>('GET', `/v1/vendors/${id}/history`, { token: provider.accessToken });
    expect(history.body.data.map((e) => e.action)).toEqual(['approve', 'submit', 'reject', 'submit', 'create']);
    const [row] = await queryRows<{ is_approved: boolean; decided_by: string }>(
      systemDb(t.platform.database),
      sql`select is_approved, decided_by from vendors where id = ${id}`,
    );
    expect(row.is_approved).toBe(true);
  });

  it("invites a new Vendor Admin made from the vendor's e-mail when it has no people yet", async () => {
    const email = `owner-${crypto.randomUUID().slice(0, 8)}@fresh.example.com`;
    const created = await createVendor(provider, { name: unique('Fresh Vendor'), email });
    const approved = await post<TVendorApprovalResult>(provider, `/v1/vendors/${created.body.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.invitation).toMatchObject({ outcome: 'INVITED', email });
    const mail = await t.mailbox.next(email);
    expect(mail.text).toContain('/auth/verify?token=');
    const contacts = await t.http<{ data: { email: string; contactType: string; roleName: string | null; status: string }[] }>(
      'GET',
      `/v1/vendor-contacts?vendorId=${created.body.id}`,
      { token: provider.accessToken },
    );
    expect(contacts.body.data).toEqual([expect.objectContaining({ email, contactType: 'Primary', roleName: 'Vendor Admin', status: 'PENDING' })]);
  });

  it('says why nobody was invited when the vendor has no e-mail and no people', async () => {
    const created = await createVendor(provider, { name: unique('Quiet Vendor') });
    const approved = await post<TVendorApprovalResult>(coordinator, `/v1/vendors/${created.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.invitation.outcome).toBe('NO_CONTACT');
  });
});
