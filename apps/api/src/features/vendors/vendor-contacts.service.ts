import {
  type TActionType,
  type TUserListItem,
  type TVendorContact,
  type TVendorContactListQuery,
  type TVendorContactPage,
  type TVendorType,
  type ZCreateVendorContactSchema,
  type ZUpdateVendorContactSchema,
} from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { TUsersService } from '../users/users.service.js';
import { CONTACTS_PERMISSION } from '@procura/shared/policies';
import type { TVendorsService } from './vendors.service.js';
import { can } from '@procura/shared';

export interface TVendorContactsDeps {
  vendors: Pick<TVendorsService, 'tenantOf' | 'vendorOfTenant'>;
  users: Pick<TUsersService, 'list' | 'get' | 'createPerson' | 'update' | 'remove'>;
}

const present = (user: TUserListItem, vendorId: string): TVendorContact => ({
  id: user.id,
  vendorId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneCode: user.phoneCode,
  phoneNumber: user.phoneNumber,
  contactType: user.contactType ?? 'Primary',
  authorized: user.authorized,
  status: user.status,
  roleName: user.roles[0]?.name ?? null,
  createdAt: user.createdAt,
});

const VENDOR_TENANT_TYPES = new Set(['vendor', 'vendor_branch', 'vendor_franchise']);

/** vendor_contacts, branch_contacts or franchise_contacts, by the kind of vendor the contact is of. */
function requireContactsRight(actor: TActor, vendorType: TVendorType, action: TActionType): void {
  if (!can(actor.permissions, CONTACTS_PERMISSION[vendorType], action)) {
    throw forbidden(
      `You may not ${action === 'View' ? 'see' : 'change'} the contacts of this ${vendorType === 'VENDOR' ? 'vendor' : vendorType === 'VENDOR_BRANCH' ? 'branch' : 'franchise'}.`,
    );
  }
}

/**
 * Vendor contacts (issue #9 item 5): the people of a vendor, branch or franchise with a contact
 * type, signed in or on file only. A contact is a person, so every change goes through the users
 * service and its rules (who manages whom) on top of the contacts right of the tenant's type.
 */
export function createVendorContactsService({ vendors, users }: TVendorContactsDeps) {
  /** The person and the vendor they are a contact of, or 404. */
  async function contactOf(actor: TActor, id: string): Promise<{ user: TUserListItem; vendorId: string; vendorType: TVendorType }> {
    const user = await users.get(actor, id);
    for (const tenant of user.tenants.filter((t) => VENDOR_TENANT_TYPES.has(t.type))) {
      const vendor = await vendors.vendorOfTenant(actor, tenant.id);
      if (vendor) return { user, vendorId: vendor.id, vendorType: vendor.vendorType as TVendorType };
    }
    throw notFound('Contact');
  }

  return {
    async list(actor: TActor, query: TVendorContactListQuery): Promise<TVendorContactPage> {
      const vendor = await vendors.tenantOf(actor, query.vendorId);
      requireContactsRight(actor, vendor.vendorType, 'View');
      const { data, total } = await users.list(actor, {
        page: query.page,
        limit: query.limit,
        search: query.search,
        tenantId: vendor.tenantId,
        contactType: query.contactType,
        sort: query.sort,
        sortDirection: query.sortDirection,
      });
      return { data: data.map((user) => present(user, vendor.id)), total, page: query.page, limit: query.limit };
    },

    async create(actor: TActor, input: z.infer<typeof ZCreateVendorContactSchema>): Promise<TVendorContact> {
      const vendor = await vendors.tenantOf(actor, input.vendorId);
      requireContactsRight(actor, vendor.vendorType, 'Create');
      const { vendorId: _, ...person } = input;
      const user = await users.createPerson(actor, { ...person, tenantId: vendor.tenantId, roleIds: [] });
      return present(user, vendor.id);
    },

    async update(actor: TActor, id: string, input: z.infer<typeof ZUpdateVendorContactSchema>): Promise<TVendorContact> {
      const { vendorId, vendorType } = await contactOf(actor, id);
      requireContactsRight(actor, vendorType, 'Edit');
      return present(await users.update(actor, id, input), vendorId);
    },

    async remove(actor: TActor, id: string): Promise<void> {
      const { vendorType } = await contactOf(actor, id);
      requireContactsRight(actor, vendorType, 'Delete');
      await users.remove(actor, [id]);
    },
  };
}

export type TVendorContactsService = ReturnType<typeof createVendorContactsService>;
