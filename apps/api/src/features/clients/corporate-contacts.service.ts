import {
  CONTACT_TYPES,
  type ZCreateCorporateContactSchema,
  type ZUpdateCorporateContactSchema,
  type TCorporateContact,
  type TCorporateContactListQuery,
  type TCorporateContactPage,
  type TUserListItem,
} from '@procura/shared';
import type { z } from 'zod';
import type { TActor } from '../../platform/actor.js';
import { notFound } from '../../platform/errors.js';
import type { TUsersService } from '../users/users.service.js';
import type { TClientsService } from './clients.service.js';

export interface TCorporateContactsDeps {
  clients: Pick<TClientsService, 'tenantOf' | 'clientOfTenant'>;
  users: Pick<TUsersService, 'list' | 'get' | 'createPerson' | 'update' | 'remove'>;
}

const present = (user: TUserListItem, clientId: string): TCorporateContact => ({
  id: user.id,
  clientId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneCode: user.phoneCode,
  phoneNumber: user.phoneNumber,
  contactType: user.contactType ?? 'Primary',
  authorized: user.authorized,
  status: user.status,
  createdAt: user.createdAt,
});

/**
 * Corporate contacts: the people of a client, with a contact type, signed in or on file only
 * (docs/product.md "Contacts"). A contact is a person, so every change goes through the
 * users service and its rules (who manages whom) on top of the corporate_contacts right.
 */
export function createCorporateContactsService({ clients, users }: TCorporateContactsDeps) {
  /** The person and the client they are a contact of, or 404. */
  async function contactOf(actor: TActor, id: string): Promise<{ user: TUserListItem; clientId: string }> {
    const user = await users.get(actor, id);
    for (const tenant of user.tenants.filter((t) => t.type === 'client')) {
      const client = await clients.clientOfTenant(actor, tenant.id);
      if (client) return { user, clientId: client.id };
    }
    throw notFound('Contact');
  }

  return {
    async list(actor: TActor, query: TCorporateContactListQuery): Promise<TCorporateContactPage> {
      const client = await clients.tenantOf(actor, query.clientId);
      const { data, total } = await users.list(actor, {
        page: query.page,
        limit: query.limit,
        search: query.search,
        tenantId: client.tenantId,
        contactType: [...CONTACT_TYPES],
        sort: 'name',
        sortDirection: 'asc',
      });
      return { data: data.map((user) => present(user, client.id)), total, page: query.page, limit: query.limit };
    },

    async create(actor: TActor, input: z.infer<typeof ZCreateCorporateContactSchema>): Promise<TCorporateContact> {
      const client = await clients.tenantOf(actor, input.clientId);
      const { clientId: _, ...person } = input;
      const user = await users.createPerson(actor, { ...person, tenantId: client.tenantId, roleIds: [] });
      return present(user, client.id);
    },

    async update(actor: TActor, id: string, input: z.infer<typeof ZUpdateCorporateContactSchema>): Promise<TCorporateContact> {
      const { clientId } = await contactOf(actor, id);
      return present(await users.update(actor, id, input), clientId);
    },

    async remove(actor: TActor, id: string): Promise<void> {
      await contactOf(actor, id);
      await users.remove(actor, [id]);
    },
  };
}

export type TCorporateContactsService = ReturnType<typeof createCorporateContactsService>;
