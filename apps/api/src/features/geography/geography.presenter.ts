import type { TZipCode } from '@procura/shared';
import type { TZipCodeRow } from './geography.repo.js';

export function presentZipCode(row: TZipCodeRow): TZipCode {
  return {
    zip: row.zip,
    country: { id: row.countryId, name: row.countryName },
    state: { id: row.stateId, code: row.stateCode, name: row.stateName },
    county: row.countyId !== null && row.countyName !== null ? { id: row.countyId, name: row.countyName } : null,
    city: row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    cityName: row.postOfficeName,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
