import type { TPropertyDetail, TPropertyListItem } from '@procura/shared';
import { propertyAbilities, type TPolicyActor } from '@procura/shared/policies';
import type { TPropertyDetailRow, TPropertyRow } from './properties.repo.js';

/** A property as lists show it, with what the reader may do to it (policies/properties.ts). */
export function presentProperty(actor: TPolicyActor, row: TPropertyRow): TPropertyListItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    clientId: row.clientId,
    clientName: row.clientName,
    // The database's check constraints hold these to the shared enums.
    propertyType: row.propertyType as TPropertyListItem['propertyType'],
    status: row.status as TPropertyListItem['status'],
    addressLine1: row.addressLine1,
    cityName: row.cityName,
    stateCode: row.stateCode,
    stateName: row.stateName,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    sizeValue: row.sizeValue,
    sizeUnit: row.sizeUnit as TPropertyListItem['sizeUnit'],
    serviceCount: Number(row.serviceCount),
    createdAt: row.createdAt.toISOString(),
    abilities: propertyAbilities(actor),
  };
}

export function presentPropertyDetail(actor: TPolicyActor, row: TPropertyDetailRow): TPropertyDetail {
  return {
    ...presentProperty(actor, row),
    addressLine2: row.addressLine2,
    country: row.countryId !== null && row.countryName !== null ? { id: row.countryId, name: row.countryName } : null,
    state: row.stateId !== null && row.stateName !== null ? { id: row.stateId, name: row.stateName, code: row.stateCode ?? '' } : null,
    county: row.countyId !== null && row.countyName !== null ? { id: row.countyId, name: row.countyName } : null,
    city: row.cityId !== null && row.cityRowName !== null ? { id: row.cityId, name: row.cityRowName } : null,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields an audit entry keeps of a property (what the history compares). */
export function auditedProperty(row: TPropertyDetailRow) {
  return {
    name: row.name,
    code: row.code,
    clientName: row.clientName,
    propertyType: row.propertyType,
    status: row.status,
    sizeValue: row.sizeValue,
    sizeUnit: row.sizeUnit,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    cityName: row.cityName,
    stateName: row.stateName,
    countyName: row.countyName,
    countryName: row.countryName,
    zip: row.zip,
    latitude: row.latitude,
    longitude: row.longitude,
    notes: row.notes,
  };
}
