import {
  can,
  type TClientAbilities,
  type TClientDetail,
  type TClientListItem,
  type TClientStatus,
  type TClientType,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TClientDetailRow, TClientListRow } from './clients.repo.js';

export const isProvider = (actor: TActor) => actor.kind === 'provider';

/**
 * What the actor may do with this client (docs/architecture.md "Policies and abilities": the screen shows these, the server
 * checks them anyway). The client's own people with the right edit its profile and branding;
 * status and parent company are the provider's.
 */
export function clientAbilities(actor: TActor, tenantId: string): TClientAbilities {
  const mayEdit = can(actor.permissions, 'client_management', 'Edit');
  const ownOrProvider = isProvider(actor) || actor.workspace.tenantId === tenantId;
  const contacts = (action: 'Create' | 'Edit' | 'Delete') =>
    can(actor.permissions, 'corporate_contacts', action) && can(actor.permissions, 'client_user_management', action);
  return {
    edit: mayEdit && ownOrProvider,
    changeStatus: mayEdit && isProvider(actor),
    changeParentCompany: mayEdit && isProvider(actor),
    viewContacts: can(actor.permissions, 'corporate_contacts', 'View'),
    addContacts: contacts('Create'),
    editContacts: contacts('Edit'),
    removeContacts: contacts('Delete'),
  };
}

export function presentClientListItem(row: TClientListRow, logoUrl: string | null): TClientListItem {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    // The database's check constraints hold these to the shared enums.
    clientType: row.clientType as TClientType,
    status: row.status as TClientStatus,
    parentCompany: row.parentCompanyId && row.parentCompanyName ? { id: row.parentCompanyId, name: row.parentCompanyName } : null,
    logoUrl,
    cityName: row.cityName,
    stateName: row.stateName,
    stateCode: row.stateCode,
    propertyCount: row.propertyCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentClientDetail(
  row: TClientDetailRow,
  urls: { logoUrl: string | null; headerImageUrl: string | null },
  abilities: TClientAbilities,
): TClientDetail {
  return {
    ...presentClientListItem(row, urls.logoUrl),
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    country: row.countryId !== null && row.countryName !== null ? { id: row.countryId, name: row.countryName } : null,
    state: row.stateId !== null && row.stateName !== null ? { id: row.stateId, name: row.stateName, code: row.stateCode ?? '' } : null,
    city: row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    zip: row.zip,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    website: row.website,
    notes: row.notes,
    logoKey: row.logoKey,
    headerImageKey: row.headerImageKey,
    headerImageUrl: urls.headerImageUrl,
    updatedAt: row.updatedAt.toISOString(),
    abilities,
  };
}

/** The fields of a client its history records: what a person edits, never URLs or counts. */
export function clientSnapshot(row: TClientDetailRow) {
  return {
    name: row.name,
    clientType: row.clientType,
    status: row.status,
    parentCompany: row.parentCompanyName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    country: row.countryName,
    state: row.stateName,
    city: row.cityName,
    zip: row.zip,
    phoneCode: row.phoneCode,
    phoneNumber: row.phoneNumber,
    website: row.website,
    notes: row.notes,
    logoKey: row.logoKey,
    headerImageKey: row.headerImageKey,
  };
}
export type TClientSnapshot = ReturnType<typeof clientSnapshot>;

