import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, type TUserType } from '@procura/shared';
import { queryRows, type TExecutor } from '../../platform/database.js';
import { createClient, createParentCompany, createUser, createVendor, createVendorOutlet } from './factories.js';

export { DEMO_ACCOUNTS };

export interface TDemoWorld {
  providerTenantId: string;
  clientA: { tenantId: string; clientId: string };
  clientB: { tenantId: string; clientId: string };
  vendor: { tenantId: string; vendorId: string };
  branch: { tenantId: string; vendorId: string };
  franchise: { tenantId: string; vendorId: string };
  vendor2: { tenantId: string; vendorId: string };
  userIds: Record<keyof typeof DEMO_ACCOUNTS, string>;
}

/** The demo world of issue #2 §9; a no-op when it is already there. */
export async function seedDemo(db: TExecutor, providerTenantId: string, password: string): Promise<TDemoWorld | null> {
  const existing = await queryRows(db, sql`select 1 from users where email = ${DEMO_ACCOUNTS.providerAdmin}`);
  if (existing.length > 0) return null;
  return buildDemoWorld(db, providerTenantId, password);
}

export async function buildDemoWorld(db: TExecutor, providerTenantId: string, password: string, emailPrefix = ''): Promise<TDemoWorld> {
  const email = (address: string) => `${emailPrefix}${address}`;
  const parent = await createParentCompany(db, `${emailPrefix}Northwind Holdings`);
  const a = await createClient(db, { name: `${emailPrefix}Northwind Residential`, parentCompanyId: parent.id });
  const b = await createClient(db, { name: `${emailPrefix}Northwind Commercial`, parentCompanyId: parent.id });
  const v = await createVendor(db, { name: `${emailPrefix}GreenLeaf Grounds` });
  const br = await createVendorOutlet(db, { tenantId: v.tenant.id, vendorId: v.vendor.id }, { name: `${emailPrefix}GreenLeaf Grounds – Denver`, kind: 'branch' });
  const fr = await createVendorOutlet(db, { tenantId: v.tenant.id, vendorId: v.vendor.id }, { name: `${emailPrefix}GreenLeaf Grounds – Austin`, kind: 'franchise' });
  const v2 = await createVendor(db, { name: `${emailPrefix}BrightClean Janitorial` });

  const person = (address: string, firstName: string, lastName: string, userType: TUserType, tenantId: string, roleNames: string[], extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(db, { email: email(address), firstName, lastName, userType, tenantId, roleNames, password, phoneCode: '+1', phoneNumber: '3035550100', ...extra });

  const providerAdmin = await person(DEMO_ACCOUNTS.providerAdmin, 'Avery', 'Stone', 'connexus', providerTenantId, ['Provider Admin']);
  const providerCoordinator = await person(DEMO_ACCOUNTS.providerCoordinator, 'Jordan', 'Reyes', 'connexus', providerTenantId, ['Provider Coordinator']);
  const clientAdmin = await person(DEMO_ACCOUNTS.clientAdmin, 'Morgan', 'Lee', 'client', a.tenant.id, ['Client Admin'], { extraTenantIds: [b.tenant.id] });
  const clientPm = await person(DEMO_ACCOUNTS.clientPm, 'Casey', 'Nguyen', 'client', a.tenant.id, ['Client Property Manager'], { contactType: 'Secondary' });
  const vendorAdmin = await person(DEMO_ACCOUNTS.vendorAdmin, 'Riley', 'Park', 'vendor', v.tenant.id, ['Vendor Admin']);
  const branchUser = await person(DEMO_ACCOUNTS.branchUser, 'Taylor', 'Brooks', 'vendor_branch', br.tenant.id, ['Vendor Admin']);
  const franchiseUser = await person(DEMO_ACCOUNTS.franchiseUser, 'Quinn', 'Diaz', 'vendor_franchise', fr.tenant.id, ['Vendor Estimator']);

  // People on file who have not signed in (yet), so lists look like a working company's.
  await person('facilities@example.com', 'Sam', 'Patel', 'client', a.tenant.id, ['Client Property Manager'], { password: null, status: 'PENDING' });
  await person('onsite.lead@example.com', 'Drew', 'Kim', 'client', b.tenant.id, [], { password: null, status: 'ACTIVE', authorized: false, contactType: 'Onsite Member' });
  await person('estimator@example.com', 'Jamie', 'Fox', 'vendor', v.tenant.id, ['Vendor Estimator'], { status: 'INACTIVE' });
  await person('ops@brightclean.example.com', 'Alex', 'Morgan', 'vendor', v2.tenant.id, ['Vendor Admin']);

  return {
    providerTenantId,
    clientA: { tenantId: a.tenant.id, clientId: a.client.id },
    clientB: { tenantId: b.tenant.id, clientId: b.client.id },
    vendor: { tenantId: v.tenant.id, vendorId: v.vendor.id },
    branch: { tenantId: br.tenant.id, vendorId: br.vendor.id },
    franchise: { tenantId: fr.tenant.id, vendorId: fr.vendor.id },
    vendor2: { tenantId: v2.tenant.id, vendorId: v2.vendor.id },
    userIds: {
      providerAdmin: providerAdmin.id,
      providerCoordinator: providerCoordinator.id,
      clientAdmin: clientAdmin.id,
      clientPm: clientPm.id,
      vendorAdmin: vendorAdmin.id,
      branchUser: branchUser.id,
      franchiseUser: franchiseUser.id,
    },
  };
}
