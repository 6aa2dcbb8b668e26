import { type TClientDetail, type TClientListItem, type TClientStatus, type TClientType } from '@procura/shared';
import { clientAbilities, type TPolicyActor } from '@procura/shared/policies';
import type { TClientDetailRow, TClientListRow } from './clients.repo.js';

/** A client as lists show it, with what the reader may do to it (policies/clients.ts). */
export function presentClientListItem(actor: TPolicyActor, row: TClientListRow, logoUrl: string | null): TClientListItem {
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
    abilities: clientAbilities(actor, row),
  };
}

export function presentClientDetail(
  actor: TPolicyActor,
  row: TClientDetailRow,
  urls: { logoUrl: string | null; headerImageUrl: string | null },
): TClientDetail {
  return {
    ...presentClientListItem(actor, row, urls.logoUrl),
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
    contractsRequireSignedDocument: row.contractsRequireSignedDocument,
    logoKey: row.logoKey,
    headerImageKey: row.headerImageKey,
    headerImageUrl: urls.headerImageUrl,
    updatedAt: row.updatedAt.toISOString(),
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
    contractsRequireSignedDocument: row.contractsRequireSignedDocument,
    logoKey: row.logoKey,
    headerImageKey: row.headerImageKey,
  };
}
export type TClientSnapshot = ReturnType<typeof clientSnapshot>;
