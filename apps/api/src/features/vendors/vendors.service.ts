import {
  can,
  TENANT_TYPE_OF_VENDOR_TYPE,
  type TUploadFileCategory,
  type TVendorApprovalResult,
  type TVendorBasic,
  type TVendorBasicQuery,
  type TVendorComplianceState,
  type TVendorDetail,
  type TVendorForm,
  type THistoryPage,
  type TVendorListQuery,
  type TVendorOutletListQuery,
  type TVendorOutletType,
  type TVendorPage,
  type TVendorStatus,
  type TVendorType,
  type TVendorWorkspace,
  type TUpdateVendor,
  type TVendorInvitationOutcome,
  type ZCreateVendorOutletSchema,
  type ZCreateVendorSchema,
} from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { recordAudit } from '../../platform/audit.js';
// The tax id index answers for vendors the caller cannot see (a client's) and for a concurrent insert that won.
import { isUniqueViolation, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { badRequest, conflict, fieldError, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TSessionsService } from '../auth/sessions.service.js';
import type { TUsersService } from '../users/users.service.js';
import { auditHistory } from '../../platform/audit.js';
import { organizationReads } from '../../platform/organization-reads.js';
import {
  isProvider,
  presentVendorDetail,
  presentVendorListItem,
  presentWorkspace,
  vendorAbilities,
  vendorSnapshot,
} from './vendors.presenter.js';
import { type TVendorDetailRow, type TVendorValues, vendorsRepo } from './vendors.repo.js';

const TAX_ID_TAKEN = 'A vendor with this tax id already exists.';
export const VENDOR_FILES_OWNER = 'vendors';

/** What vendors need of the storage feature (its service satisfies this at the composition root). */
export interface TVendorFiles {
  confirmFile(
    tx: TScopedTx,
    actor: TActor,
    input: { key: string; categories: readonly TUploadFileCategory[]; ownerTable: string; ownerId: string; tenantId?: string; field: string },
  ): Promise<void>;
  viewUrl(key: string): Promise<string>;
}

export interface TVendorsDeps {
  db: TRequestDb;
  files: TVendorFiles;
  sessions: Pick<TSessionsService, 'endAll'>;
  users: Pick<TUsersService, 'list' | 'create'>;
  invitations: { invite(user: { id: string; email: string; firstName: string }, invitedBy: string): Promise<unknown> };
}

type TCreateVendor = z.infer<typeof ZCreateVendorSchema>;
type TCreateOutlet = z.infer<typeof ZCreateVendorOutletSchema>;
type TAreas = NonNullable<TVendorForm['areas']>;

/** A refusal that names the field the caller may not change. */
const notYours = (field: string, message: string) => new HttpError(403, message, { [field]: [message] });


/**
 * Vendors (issue #9 items 1, 3, 4). The provider adds vendors, approves them and sets their
 * status; a vendor's own people with the right keep its profile, services and areas current;
 * a client reads the vendors onboarded for it.
 */
export function createVendorsService({ db, files, sessions, users, invitations }: TVendorsDeps) {
  async function visible(tx: TScopedTx, id: string): Promise<TVendorDetailRow> {
    const row = await vendorsRepo.get(tx, id);
    if (!row) throw notFound('Vendor');
    return row;
  }

  async function present(actor: TActor, tx: TScopedTx, row: TVendorDetailRow): Promise<() => Promise<TVendorDetail>> {
    const areas = await vendorsRepo.areas(tx, row.id);
    // URLs are signed outside the transaction.
    return async () => presentVendorDetail(actor, row, areas, row.logoKey ? await files.viewUrl(row.logoKey) : null);
  }

  /** One vendor read and presented in the caller's transaction. */
  async function detail(actor: TActor, fn: (tx: TScopedTx) => Promise<string>): Promise<TVendorDetail> {
    const build = await withActor(db, actor, async (tx) => present(actor, tx, await visible(tx, await fn(tx))));
    return build();
  }

  /** The routes ask vendor_management (or branch, franchise rights) too; the service says which action. */
  function requireVendorManagement(actor: TActor, action: 'View' | 'Edit'): void {
    if (!can(actor.permissions, 'vendor_management', action)) throw forbidden(action === 'View' ? 'You may not see vendors.' : 'You may not change vendors.');
  }

  /** Reading: vendor_management View; a client's people then see the vendors onboarded for it or serving it (the scope). */
  function requireReader(actor: TActor): void {
    requireVendorManagement(actor, 'View');
  }

  /** The vendor as the actor may change it: visible (else 404) and its own or the provider's (else 403). */
  async function editable(tx: TScopedTx, actor: TActor, id: string): Promise<TVendorDetailRow> {
    const row = await visible(tx, id);
    if (!vendorAbilities(actor, row).edit || !(await vendorsRepo.writable(tx, id))) throw forbidden('You may not change this vendor.');
    return row;
  }

  async function checkGeography(tx: TScopedTx, address: { countryId?: number | null; stateId?: number | null; cityId?: number | null }): Promise<void> {
    const errors = await organizationReads.geographyErrors(tx, address);
    const [first] = Object.values(errors);
    if (first) throw badRequest(first[0], errors);
  }

  async function checkServices(tx: TScopedTx, serviceIds: readonly string[] | undefined): Promise<string[] | undefined> {
    if (!serviceIds) return undefined;
    const unique = [...new Set(serviceIds)];
    const found = await vendorsRepo.existingServiceIds(tx, unique);
    if (unique.some((id) => !found.has(id))) throw fieldError('serviceIds', 'One of the services does not exist.');
    return unique;
  }

  /** States and counties that exist and belong together; counties of a state served whole are dropped. */
  async function checkAreas(tx: TScopedTx, areas: TAreas | undefined): Promise<{ stateId: number; countyId: number | null }[] | undefined> {
    if (!areas) return undefined;
    const known = await vendorsRepo.geography(
      tx,
      [...new Set(areas.map((a) => a.stateId))],
      [...new Set(areas.flatMap((a) => (a.countyId === null ? [] : [a.countyId])))],
    );
    for (const area of areas) {
      if (!known.states.has(area.stateId)) throw fieldError('areas', 'One of the states does not exist.');
      if (area.countyId !== null) {
        const stateOfCounty = known.counties.get(area.countyId);
        if (stateOfCounty === undefined) throw fieldError('areas', 'One of the counties does not exist.');
        if (stateOfCounty !== area.stateId) throw fieldError('areas', 'One of the counties is not in the state chosen with it.');
      }
    }
    const wholeStates = new Set(areas.filter((a) => a.countyId === null).map((a) => a.stateId));
    const seen = new Set<string>();
    return areas
      .filter((a) => a.countyId === null || !wholeStates.has(a.stateId))
      .filter((a) => {
        const key = `${a.stateId}:${a.countyId ?? ''}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((a) => ({ stateId: a.stateId, countyId: a.countyId }));
  }

  async function checkTaxId(tx: TScopedTx, taxId: string | null | undefined, vendorType: TVendorType, exceptId?: string): Promise<void> {
    if (taxId && vendorType === 'VENDOR' && (await vendorsRepo.isTaxIdTaken(tx, taxId, exceptId))) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
  }

  async function confirmLogo(tx: TScopedTx, actor: TActor, vendor: { id: string; tenantId: string }, logoKey: string | null | undefined, current?: string | null) {
    if (logoKey && logoKey !== current) {
      await files.confirmFile(tx, actor, { key: logoKey, categories: ['vendor_logo'], ownerTable: VENDOR_FILES_OWNER, ownerId: vendor.id, tenantId: vendor.tenantId, field: 'logoKey' });
    }
  }

  async function audit(tx: TScopedTx, actor: TActor, id: string, action: string, before: unknown, after: unknown) {
    await recordAudit(tx, actor, { entity: 'vendor', entityId: id, action, before, after });
  }

  async function snapshot(tx: TScopedTx, row: TVendorDetailRow) {
    return vendorSnapshot(row, await vendorsRepo.areas(tx, row.id));
  }

  const profileValues = (input: TUpdateVendor): TVendorValues => ({
    name: input.name,
    dba: input.dba,
    taxId: input.taxId,
    businessStructure: input.businessStructure,
    ownershipTags: input.ownershipTags ? [...new Set(input.ownershipTags)] : undefined,
    leadSource: input.leadSource,
    email: input.email,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    countryId: input.countryId,
    stateId: input.stateId,
    cityId: input.cityId,
    zip: input.zip,
    phoneCode: input.phoneCode,
    phoneNumber: input.phoneNumber,
    website: input.website,
    yearsInBusiness: input.yearsInBusiness,
    employeeCount: input.employeeCount,
    notes: input.notes,
  });

  /** Inserts the vendor (or branch) with its services, areas and logo, and records it. */
  async function insertVendor(
    tx: TScopedTx,
    actor: TActor,
    input: TUpdateVendor & { name: string },
    extra: TVendorValues & { vendorType: TVendorType; parent?: { id: string; tenantId: string }; forClientTenantId?: string },
  ): Promise<string> {
    await checkGeography(tx, input);
    const serviceIds = await checkServices(tx, input.serviceIds);
    const areas = await checkAreas(tx, input.areas);
    await checkTaxId(tx, input.taxId, extra.vendorType);
    let created: { id: string; tenantId: string };
    try {
      created = await vendorsRepo.insert(tx, { ...profileValues(input), ...extra, name: input.name });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
      throw error;
    }
    // The row exists before its logo is bound to it; the key is written once confirmed.
    await confirmLogo(tx, actor, created, input.logoKey);
    if (input.logoKey) await vendorsRepo.update(tx, created.id, created.tenantId, { logoKey: input.logoKey });
    if (serviceIds?.length) await vendorsRepo.setServices(tx, created, serviceIds);
    if (areas?.length) await vendorsRepo.setAreas(tx, created, areas);
    const after = await visible(tx, created.id);
    await audit(tx, actor, created.id, 'create', null, await snapshot(tx, after));
    return created.id;
  }

  /** Approval invites the vendor's admin: its Primary contact, or a new one made from its e-mail. */
  async function inviteAdmin(actor: TActor, vendor: TVendorDetailRow): Promise<TVendorApprovalResult['invitation']> {
    const outcome = (o: TVendorInvitationOutcome, email: string | null, message: string | null) => ({ outcome: o, email, message });
    const people = await users.list(actor, { page: 1, limit: 100, tenantIds: [vendor.tenantId], sort: 'createdAt', sortDirection: 'asc' });
    const primaries = people.data.filter((p) => p.contactType === 'Primary' && p.authorized && p.status !== 'INACTIVE');
    const admin = primaries.find((p) => p.roles.some((r) => r.name === 'Vendor Admin')) ?? primaries[0];
    if (admin?.status === 'ACTIVE') return outcome('ALREADY_ACTIVE', admin.email, null);
    if (admin) {
      await invitations.invite(admin, actor.name);
      return outcome('INVITED', admin.email, null);
    }
    if (people.data.length > 0) return outcome('NO_CONTACT', null, 'The vendor has people but no Primary contact who may sign in: add one under its contacts.');
    if (!vendor.email) return outcome('NO_CONTACT', null, 'The vendor has no e-mail address and no contacts: add its admin contact to invite them.');
    const roleId = await withActor(db, actor, (tx) => vendorsRepo.vendorAdminRoleId(tx));
    try {
      const created = await users.create(actor, {
        firstName: 'Administrator',
        lastName: vendor.name.slice(0, 100),
        email: vendor.email,
        phoneCode: vendor.phoneCode,
        phoneNumber: vendor.phoneNumber,
        tenantId: vendor.tenantId,
        roleIds: roleId ? [roleId] : [],
        contactType: 'Primary',
        authorized: true,
      });
      return outcome('INVITED', created.email, null);
    } catch (error) {
      // The approval stands: inviting is a consequence the provider can finish by hand.
      if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 409 || error.statusCode === 400)) {
        return outcome('NOT_ALLOWED', vendor.email, `Nobody was invited: ${error.message}`);
      }
      throw error;
    }
  }

  return {
    async list(actor: TActor, query: TVendorListQuery): Promise<TVendorPage> {
      requireReader(actor);
      const { rows, total } = await withActor(db, actor, (tx) => vendorsRepo.list(tx, query));
      const data = await Promise.all(rows.map(async (row) => presentVendorListItem(row, row.logoKey ? await files.viewUrl(row.logoKey) : null)));
      return { data, total, page: query.page, limit: query.limit };
    },

    async basic(actor: TActor, query: TVendorBasicQuery): Promise<TVendorBasic[]> {
      const rows = await withActor(db, actor, (tx) => vendorsRepo.basic(tx, query));
      return rows.map((r) => ({ id: r.id, name: r.name, vendorType: r.vendorType as TVendorType, complianceState: r.complianceState as TVendorComplianceState }));
    },

    async selected(actor: TActor, ids: readonly string[]): Promise<TVendorBasic[]> {
      const rows = await withActor(db, actor, (tx) => vendorsRepo.selected(tx, [...new Set(ids)]));
      return rows.map((r) => ({ id: r.id, name: r.name, vendorType: r.vendorType as TVendorType, complianceState: r.complianceState as TVendorComplianceState }));
    },

    get: (actor: TActor, id: string): Promise<TVendorDetail> => {
      requireReader(actor);
      return detail(actor, async () => id);
    },

    /** For the storage feature: may the actor read the files of this vendor? */
    canRead: (actor: TActor, id: string): Promise<boolean> => withActor(db, actor, (tx) => vendorsRepo.exists(tx, id)),

    async create(actor: TActor, input: TCreateVendor): Promise<TVendorDetail> {
      const { onboardedByClientId, ...profile } = input;
      return detail(actor, async (tx) => {
        if (isProvider(actor)) {
          let partyTenantIds: string[] = [];
          if (onboardedByClientId) {
            const client = await vendorsRepo.client(tx, onboardedByClientId);
            if (!client) throw fieldError('onboardedByClientId', 'That client does not exist.');
            partyTenantIds = [client.tenantId];
          }
          // Provider-made vendors start as drafts: approving one is what invites its admin.
          return insertVendor(tx, actor, profile, {
            vendorType: 'VENDOR',
            onboardingSource: onboardedByClientId ? 'CLIENT_ONBOARDED' : 'CONNEXUS',
            onboardedByClientId: onboardedByClientId ?? null,
            partyTenantIds,
          });
        }
        if (actor.workspace.type === 'client') {
          // A client onboards a vendor for itself: it becomes a party of the row (how it reads
          // the vendor afterwards, and nobody else but the provider does), and since the client
          // cannot submit or change a vendor it does not own, the vendor goes straight to the
          // provider's approval queue rather than waiting as a draft nobody else sees.
          const client = await vendorsRepo.clientOfTenant(tx, actor.workspace.tenantId);
          if (!client) throw forbidden('Only the provider or a client adds vendors.');
          if (onboardedByClientId && onboardedByClientId !== client.id) throw fieldError('onboardedByClientId', 'You onboard vendors for your own company only.');
          return insertVendor(tx, actor, profile, {
            vendorType: 'VENDOR',
            forClientTenantId: client.tenantId,
            onboardingSource: 'CLIENT_ONBOARDED',
            onboardedByClientId: client.id,
            partyTenantIds: [client.tenantId],
            approvalStatus: 'PENDING_FOR_APPROVAL',
            submittedAt: new Date(),
          });
        }
        throw forbidden('Only the provider or a client adds vendors.');
      });
    },

    async update(actor: TActor, id: string, input: TUpdateVendor): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        const before = await editable(tx, actor, id);
        const vendorType = before.vendorType as TVendorType;
        if (vendorType !== 'VENDOR' && input.taxId !== undefined && input.taxId !== before.taxId) throw notYours('taxId', 'A branch or franchise uses its vendor’s tax id.');
        if (input.taxId !== undefined && input.taxId !== before.taxId) await checkTaxId(tx, input.taxId, vendorType, id);
        const touchesAddress = input.countryId !== undefined || input.stateId !== undefined || input.cityId !== undefined;
        if (touchesAddress) {
          await checkGeography(tx, {
            countryId: input.countryId !== undefined ? input.countryId : before.countryId,
            stateId: input.stateId !== undefined ? input.stateId : before.stateId,
            cityId: input.cityId !== undefined ? input.cityId : before.cityId,
          });
        }
        const serviceIds = await checkServices(tx, input.serviceIds);
        const areas = await checkAreas(tx, input.areas);
        const beforeSnapshot = await snapshot(tx, before);
        await confirmLogo(tx, actor, before, input.logoKey, before.logoKey);
        try {
          await vendorsRepo.update(tx, id, before.tenantId, { ...profileValues(input), logoKey: input.logoKey });
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(TAX_ID_TAKEN, { taxId: [TAX_ID_TAKEN] });
          throw error;
        }
        if (serviceIds) await vendorsRepo.setServices(tx, before, serviceIds);
        if (areas) await vendorsRepo.setAreas(tx, before, areas);
        await audit(tx, actor, id, 'update', beforeSnapshot, await snapshot(tx, await visible(tx, id)));
        return id;
      });
    },

    /** DRAFT or NOT_APPROVED → PENDING_FOR_APPROVAL, by the vendor's own people or the provider. */
    async submit(actor: TActor, id: string): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        const before = await editable(tx, actor, id);
        if (before.approvalStatus === 'PENDING_FOR_APPROVAL') throw conflict('This vendor is already waiting for approval.');
        if (before.approvalStatus === 'APPROVED') throw conflict('This vendor is already approved.');
        await vendorsRepo.update(tx, id, before.tenantId, { approvalStatus: 'PENDING_FOR_APPROVAL', isApproved: false, submittedAt: new Date(), approvalReason: null });
        await audit(tx, actor, id, 'submit', { approvalStatus: before.approvalStatus, approvalReason: before.approvalReason }, { approvalStatus: 'PENDING_FOR_APPROVAL', approvalReason: null });
        return id;
      });
    },

    async approve(actor: TActor, id: string): Promise<TVendorApprovalResult> {
      const row = await withActor(db, actor, async (tx) => {
        const before = await visible(tx, id);
        if (!isProvider(actor)) throw forbidden('Only the provider approves vendors.');
        requireVendorManagement(actor, 'Edit');
        if (before.approvalStatus === 'APPROVED') throw conflict('This vendor is already approved.');
        await vendorsRepo.update(tx, id, before.tenantId, { approvalStatus: 'APPROVED', isApproved: true, decidedAt: new Date(), decidedBy: actor.userId, approvalReason: null });
        await audit(tx, actor, id, 'approve', { approvalStatus: before.approvalStatus, approvalReason: before.approvalReason }, { approvalStatus: 'APPROVED', approvalReason: null });
        return visible(tx, id);
      });
      // After the decision is committed: the invitation is mailed once, and a refusal leaves the approval standing.
      const invitation = await inviteAdmin(actor, row);
      return { vendor: await this.get(actor, id), invitation };
    },

    async reject(actor: TActor, id: string, reason: string): Promise<TVendorDetail> {
      return detail(actor, async (tx) => {
        const before = await visible(tx, id);
        if (!isProvider(actor)) throw forbidden('Only the provider decides on vendors.');
        requireVendorManagement(actor, 'Edit');
        if (before.approvalStatus === 'NOT_APPROVED') throw conflict('This vendor is already not approved.');
        if (before.approvalStatus === 'APPROVED') throw conflict('This vendor is approved: deactivate it instead.');
        await vendorsRepo.update(tx, id, before.tenantId, { approvalStatus: 'NOT_APPROVED', isApproved: false, decidedAt: new Date(), decidedBy: actor.userId, approvalReason: reason });
        await audit(tx, actor, id, 'reject', { approvalStatus: before.approvalStatus, approvalReason: before.approvalReason }, { approvalStatus: 'NOT_APPROVED', approvalReason: reason });
        return id;
      });
    },

    /**
     * Deactivating a vendor ends the sign-ins of the people who belong to it alone; people who
     * also work elsewhere keep those other workspaces.
     */
    async updateStatus(actor: TActor, id: string, status: TVendorStatus): Promise<TVendorDetail> {
      let endSessionsOf: string[] = [];
      const result = await detail(actor, async (tx) => {
        const before = await visible(tx, id);
        if (!isProvider(actor)) throw forbidden('Only the provider can activate or deactivate a vendor.');
        requireVendorManagement(actor, 'Edit');
        if (before.status === status) throw conflict(status === 'ACTIVE' ? 'This vendor is already active.' : 'This vendor is already inactive.');
        await vendorsRepo.update(tx, id, before.tenantId, { status });
        await audit(tx, actor, id, status === 'ACTIVE' ? 'activate' : 'deactivate', { status: before.status }, { status });
        if (status === 'INACTIVE') endSessionsOf = await organizationReads.soleMemberIds(tx, before.tenantId);
        return id;
      });
      for (const userId of endSessionsOf) await sessions.endAll(userId);
      return result;
    },

    async history(actor: TActor, id: string, page: number, limit: number): Promise<THistoryPage> {
      requireReader(actor);
      return withActor(db, actor, async (tx) => {
        await visible(tx, id);
        return auditHistory(tx, 'vendor', id, page, limit);
      });
    },

    /** Branches and franchises of a vendor the actor sees (a branch's own page: its parent is 404). */
    async outlets(actor: TActor, id: string, query: TVendorOutletListQuery): Promise<TVendorPage> {
      const mayBranches = can(actor.permissions, 'branch_management', 'View');
      const mayFranchises = can(actor.permissions, 'franchise_management', 'View');
      const wanted = (query.type?.length ? query.type : (['VENDOR_BRANCH', 'VENDOR_FRANCHISE'] as const)).filter((t) => (t === 'VENDOR_BRANCH' ? mayBranches : mayFranchises));
      const { rows, total } = await withActor(db, actor, async (tx) => {
        const vendor = await visible(tx, id);
        if (vendor.vendorType !== 'VENDOR') return { rows: [], total: 0 };
        if (wanted.length === 0) throw forbidden('You may not see branches or franchises.');
        return vendorsRepo.outlets(tx, id, { ...query, type: [...wanted] });
      });
      const data = await Promise.all(rows.map(async (row) => presentVendorListItem(row, row.logoKey ? await files.viewUrl(row.logoKey) : null)));
      return { data, total, page: query.page, limit: query.limit };
    },

    /**
     * A branch or franchise: its own tenant under the vendor's, its own vendor row, added by
     * the provider or by the vendor's own people. It shares its parent's approval.
     */
    async createOutlet(actor: TActor, vendorId: string, input: TCreateOutlet): Promise<TVendorDetail> {
      const permission = input.type === 'VENDOR_BRANCH' ? 'branch_management' : 'franchise_management';
      const label = input.type === 'VENDOR_BRANCH' ? 'branches' : 'franchises';
      const { type, ...profile } = input;
      return detail(actor, async (tx) => {
        const vendor = await visible(tx, vendorId);
        if (!can(actor.permissions, permission, 'Create')) throw forbidden(`You may not add ${label}.`);
        if (actor.workspace.type === 'vendor_branch' || actor.workspace.type === 'vendor_franchise') throw forbidden(`A branch or franchise does not add ${label}: its vendor does.`);
        // The vendor's own workspace, or the provider; a branch sees no parent (404 above) and
        // its page seen from the parent is not the parent's (the database checks the same again).
        if (!isProvider(actor) && actor.workspace.tenantId !== vendor.tenantId) throw forbidden(`You may not add ${label} to this vendor.`);
        if (vendor.vendorType !== 'VENDOR') throw fieldError('type', 'Branches and franchises belong to a vendor, not to another branch or franchise.');
        return insertVendor(tx, actor, profile, {
          vendorType: type satisfies TVendorOutletType,
          parent: { id: vendor.id, tenantId: vendor.tenantId },
          approvalStatus: vendor.approvalStatus,
          isApproved: vendor.approvalStatus === 'APPROVED',
          onboardingSource: vendor.onboardingSource,
          onboardedByClientId: vendor.onboardedByClientId,
          partyTenantIds: vendor.partyTenantIds,
        });
      });
    },

    /**
     * The vendor, branch and franchise workspaces the caller belongs to, then the branches and
     * franchises it manages from the active vendor workspace.
     */
    async workspaces(actor: TActor): Promise<TVendorWorkspace[]> {
      const memberOf = actor.tenants.filter((t) => t.type !== 'connexus' && t.type !== 'client').map((t) => t.tenantId);
      const managed = actor.workspace.type === 'vendor' ? actor.workspace.childIds.filter((id) => !memberOf.includes(id)) : [];
      const rows = await withActor(db, actor, (tx) => vendorsRepo.ofTenants(tx, [...memberOf, ...managed]));
      return Promise.all(rows.map(async (row) => presentWorkspace(row, memberOf.includes(row.tenantId), row.logoKey ? await files.viewUrl(row.logoKey) : null)));
    },

    /** The vendor (or branch, franchise) and its tenant, or 404: for vendor contacts. */
    async tenantOf(actor: TActor, vendorId: string): Promise<{ id: string; tenantId: string; vendorType: TVendorType; tenantType: (typeof TENANT_TYPE_OF_VENDOR_TYPE)[TVendorType] }> {
      const row = await withActor(db, actor, (tx) => visible(tx, vendorId));
      const vendorType = row.vendorType as TVendorType;
      return { id: row.id, tenantId: row.tenantId, vendorType, tenantType: TENANT_TYPE_OF_VENDOR_TYPE[vendorType] };
    },

    /** The vendor of a workspace, when the actor can see it: for the vendor contacts of a person. */
    vendorOfTenant: (actor: TActor, tenantId: string) => withActor(db, actor, (tx) => vendorsRepo.byTenant(tx, tenantId)),
  };
}

export type TVendorsService = ReturnType<typeof createVendorsService>;
