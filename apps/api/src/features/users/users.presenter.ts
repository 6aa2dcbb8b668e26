import type { TUserListItem } from '@procura/shared';
import { userAbilities, type TUserActor } from '@procura/shared/policies';
import type { TPersonColumns, TUserListRow } from './users.repo.js';

/** The person's own fields; never a hash, a version or a deletion mark. */
export function presentPerson(row: TPersonColumns) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    // The database's check constraints hold these to the shared enums.
    userType: row.userType as TUserListItem['userType'],
    status: row.status as TUserListItem['status'],
    contactType: row.contactType as TUserListItem['contactType'],
  };
}

/** A person in lists and on their page, with what the reader may do to them. */
export function presentUser(actor: TUserActor, row: TUserListRow): TUserListItem {
  const person = presentPerson(row);
  return {
    ...person,
    authorized: row.authorized,
    createdAt: row.createdAt.toISOString(),
    roles: row.roles as TUserListItem['roles'],
    tenants: row.tenants as TUserListItem['tenants'],
    abilities: userAbilities(actor, { id: row.id, userType: person.userType, status: person.status, authorized: row.authorized }),
  };
}
