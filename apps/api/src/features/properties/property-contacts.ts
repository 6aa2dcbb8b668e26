import type { z } from 'zod';
import type { TContactType, TPropertyContact, ZCreatePropertyContactSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { isUniqueViolation, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { badRequest, conflict, fieldError, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TUsersService } from '../users/users.service.js';
import { assertMayRead, visibleProperty, writableProperty } from './properties.service.js';
import { propertyContactsRepo, type TPropertyContactRow } from './property-contacts.repo.js';
import { auditProperty } from './property-history.js';

const ALREADY = 'This person is already a contact of the property.';

const present = (r: TPropertyContactRow): TPropertyContact => ({ ...r, contactType: r.contactType as TContactType, createdAt: r.createdAt.toISOString() });

/**
 * Property contacts: people of the property's client linked with a contact type. A new contact
 * person is created by the users feature (its rules: e-mail unique, the right to add people);
 * linking needs the property to be writable by the actor.
 */
export function createPropertyContactsService({ db, users: people }: { db: TRequestDb; users: Pick<TUsersService, 'createPerson'> }) {
  async function contact(tx: TScopedTx, actor: TActor, id: string) {
    const row = await propertyContactsRepo.get(tx, id);
    if (!row) throw notFound('Property contact');
    return { row: present(row), property: await writableProperty(tx, actor, row.propertyId) };
  }

  async function link(actor: TActor, propertyId: string, userId: string, contactType: TContactType): Promise<TPropertyContact> {
    try {
      return await withActor(db, actor, async (tx) => {
        const property = await writableProperty(tx, actor, propertyId);
        if (!(await propertyContactsRepo.isPersonOf(tx, userId, property.tenantId))) {
          throw fieldError('userId', 'Choose one of the client’s people.');
        }
        const id = await propertyContactsRepo.insert(tx, { tenantId: property.tenantId, propertyId, userId, contactType });
        const created = present((await propertyContactsRepo.get(tx, id)) as TPropertyContactRow);
        await auditProperty(tx, actor, property, 'contact_add', null, { contact: `${created.firstName} ${created.lastName}`, contactType });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ALREADY, { userId: [ALREADY] });
      throw error;
    }
  }

  return {
    async list(actor: TActor, propertyId: string, page: number, limit: number) {
      assertMayRead(actor, 'property_contacts');
      return withActor(db, actor, async (tx) => {
        await visibleProperty(tx, actor, propertyId);
        const { rows, total } = await propertyContactsRepo.list(tx, propertyId, page, limit);
        return { data: rows.map(present), total, page, limit };
      });
    },

    async create(actor: TActor, input: z.infer<typeof ZCreatePropertyContactSchema>): Promise<TPropertyContact> {
      if (input.userId && input.person)
        throw badRequest('Choose an existing person or add a new one, not both.', { userId: ['Choose an existing person or add a new one, not both.'] });
      if (input.userId) return link(actor, input.propertyId, input.userId, input.contactType);
      if (!input.person) throw fieldError('userId', 'Choose a person or add a new one.');
      const person = input.person;
      // Checked first, so nobody is created for a property the actor may not change.
      const property = await withActor(db, actor, (tx) => writableProperty(tx, actor, input.propertyId));
      let created;
      try {
        created = await people.createPerson(actor, {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phoneCode: person.phoneCode ?? null,
          phoneNumber: person.phoneNumber ?? null,
          tenantId: property.tenantId,
          roleIds: [],
          contactType: input.contactType,
          // A contact on file: not invited to sign in until someone authorizes them.
          authorized: false,
        });
      } catch (error) {
        // The users feature names its own fields; here they sit under `person`.
        if (error instanceof HttpError && error.fieldErrors) {
          throw new HttpError(error.statusCode, error.message, Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [`person.${k}`, v])));
        }
        throw error;
      }
      return link(actor, input.propertyId, created.id, input.contactType);
    },

    async update(actor: TActor, id: string, contactType: TContactType): Promise<TPropertyContact> {
      return withActor(db, actor, async (tx) => {
        const { row, property } = await contact(tx, actor, id);
        await propertyContactsRepo.setContactType(tx, id, contactType);
        await auditProperty(
          tx,
          actor,
          property,
          'contact_update',
          { contact: `${row.firstName} ${row.lastName}`, contactType: row.contactType },
          { contact: `${row.firstName} ${row.lastName}`, contactType },
        );
        return { ...row, contactType };
      });
    },

    async remove(actor: TActor, id: string): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const { row, property } = await contact(tx, actor, id);
        await propertyContactsRepo.remove(tx, id);
        await auditProperty(tx, actor, property, 'contact_remove', { contact: `${row.firstName} ${row.lastName}`, contactType: row.contactType }, null);
      });
    },
  };
}

export type TPropertyContactsService = ReturnType<typeof createPropertyContactsService>;
