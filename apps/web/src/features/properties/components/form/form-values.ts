import type { TCreatePropertyInput, TPropertyDetail } from '@procura/shared';
import type { TGeoOption } from '../../../pickers';

/** What the form holds: the create input, with every field present so inputs stay controlled. */
export type TPropertyFormValues = TCreatePropertyInput;

export interface TGeoChoice {
  country: TGeoOption | null;
  state: TGeoOption | null;
  county: TGeoOption | null;
  city: TGeoOption | null;
}

export const EMPTY_GEO: TGeoChoice = { country: null, state: null, county: null, city: null };

export function emptyValues(clientId: string): TPropertyFormValues {
  return {
    clientId,
    name: '',
    code: '',
    propertyType: 'OFFICE',
    sizeValue: '',
    sizeUnit: 'SQ_FT',
    addressLine1: '',
    addressLine2: '',
    countryId: null,
    stateId: null,
    countyId: null,
    cityId: null,
    zip: '',
    latitude: '',
    longitude: '',
    status: 'ACTIVE',
    notes: '',
  };
}

export function valuesOf(property: TPropertyDetail): TPropertyFormValues {
  return {
    clientId: property.clientId,
    name: property.name,
    code: property.code,
    propertyType: property.propertyType,
    sizeValue: property.sizeValue ?? '',
    sizeUnit: property.sizeUnit,
    addressLine1: property.addressLine1 ?? '',
    addressLine2: property.addressLine2 ?? '',
    countryId: property.country?.id ?? null,
    stateId: property.state?.id ?? null,
    countyId: property.county?.id ?? null,
    cityId: property.city?.id ?? null,
    zip: property.zip ?? '',
    latitude: property.latitude ?? '',
    longitude: property.longitude ?? '',
    status: property.status,
    notes: property.notes ?? '',
  };
}

export const geoOf = (property: TPropertyDetail): TGeoChoice => ({
  country: property.country,
  state: property.state,
  county: property.county,
  city: property.city,
});

/** The schema's inputs accept strings and numbers alike; the map and the pickers want numbers. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}
