import type { TScopedTx } from '../../platform/database.js';
import { fieldError } from '../../platform/errors.js';
import { propertyGeographyRepo } from './property-geography.repo.js';

/** The address fields of a property that refer to the reference geography. */
export interface TGeoFields {
  countryId: number | null;
  stateId: number | null;
  countyId: number | null;
  cityId: number | null;
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What the request gave: a field left out is undefined, a field cleared is null. */
export type TGeoInput = { [K in keyof TGeoFields]?: TGeoFields[K] | undefined };

export interface TResolvedGeo extends TGeoFields {
  cityName: string | null;
}

const pick = <K extends keyof TGeoFields>(input: TGeoInput, inherited: TGeoFields | null, key: K): TGeoFields[K] | null =>
  input[key] !== undefined ? (input[key] as TGeoFields[K]) : (inherited?.[key] ?? null);

/**
 * The property's place, checked and completed: ids the request names must exist and agree
 * (city and county in the state, the state in the country, the ZIP in the state) or it is a
 * 400 naming the field; what the request left out is taken from the ZIP, then the city (state,
 * county, country, city name), and coordinates come from the ZIP's centroid, else the city's,
 * unless given. Values kept from the stored row (`inherited`) that no longer agree with a
 * change are dropped rather than refused.
 */
export async function resolveGeography(tx: TScopedTx, input: TGeoInput, inherited: TGeoFields | null): Promise<TResolvedGeo> {
  const given = (key: keyof TGeoFields) => input[key] !== undefined && input[key] !== null;
  const zip = pick(input, inherited, 'zip');
  const candidates = {
    countryId: pick(input, inherited, 'countryId'),
    stateId: pick(input, inherited, 'stateId'),
    countyId: pick(input, inherited, 'countyId'),
    cityId: pick(input, inherited, 'cityId'),
    zip,
  };
  const found = await propertyGeographyRepo.lookup(tx, candidates);
  if (given('countryId') && !found.country) throw fieldError('countryId', 'That country does not exist.');
  if (given('stateId') && !found.state) throw fieldError('stateId', 'That state does not exist.');
  if (given('countyId') && !found.county) throw fieldError('countyId', 'That county does not exist.');
  if (given('cityId') && !found.city) throw fieldError('cityId', 'That city does not exist.');

  // The state: named, else the named city's, else the named ZIP's, else kept, else derived.
  let state: { id: number; countryId: number } | null = found.state;
  if (!given('stateId')) {
    if (given('cityId') && found.city) state = { id: found.city.stateId, countryId: found.city.countryId };
    else if (given('zip') && found.zip) state = { id: found.zip.stateId, countryId: found.zip.countryId };
    else if (!state && found.city) state = { id: found.city.stateId, countryId: found.city.countryId };
    else if (!state && found.zip) state = { id: found.zip.stateId, countryId: found.zip.countryId };
  }

  let countryId = found.country?.id ?? null;
  if (state && countryId !== null && state.countryId !== countryId) {
    if (given('countryId') && given('stateId')) throw fieldError('stateId', 'That state is not in the chosen country.');
    if (given('countryId')) throw fieldError('countryId', 'The address is not in that country.');
    countryId = state.countryId;
  }
  if (state && countryId === null) countryId = state.countryId;

  let city = found.city;
  if (city && state && city.stateId !== state.id) {
    if (given('cityId')) throw fieldError('cityId', 'That city is not in the chosen state.');
    city = null;
  }
  let countyId = found.county?.id ?? null;
  if (found.county && state && found.county.stateId !== state.id) {
    if (given('countyId')) throw fieldError('countyId', 'That county is not in the chosen state.');
    countyId = null;
  }
  const zipRow = found.zip && (!state || found.zip.stateId === state.id) ? found.zip : null;
  if (found.zip && !zipRow && given('zip')) throw fieldError('zip', 'This ZIP code is in another state.');

  if (countyId === null) countyId = zipRow?.countyId ?? city?.countyId ?? null;
  // The city's name is kept with the row (lists and search need no join): the city's, else the ZIP's.
  const cityId = city?.id ?? (input.cityId === null ? null : (zipRow?.cityId ?? null));
  const cityName = city?.name ?? zipRow?.cityName ?? null;

  // Coordinates: as given; else, when the place changed or none is stored, the ZIP's or city's centre.
  const latGiven = input.latitude !== undefined && input.latitude !== null;
  const lngGiven = input.longitude !== undefined && input.longitude !== null;
  let latitude = pick(input, inherited, 'latitude');
  let longitude = pick(input, inherited, 'longitude');
  if ((latitude === null) !== (longitude === null)) {
    throw fieldError(latitude === null ? 'latitude' : 'longitude', 'Give both latitude and longitude, or neither.');
  }
  const placeChanged = ['zip', 'cityId', 'stateId', 'countyId', 'countryId'].some((k) => input[k as keyof TGeoFields] !== undefined);
  if (!latGiven && !lngGiven && (latitude === null || placeChanged)) {
    const centre = zipRow ?? (city && city.latitude !== null && city.longitude !== null ? city : null);
    if (centre) {
      latitude = centre.latitude;
      longitude = centre.longitude;
    } else if (placeChanged && inherited) {
      // A new place with no known centre: a pin left at the old place would mislead.
      latitude = input.latitude === undefined ? null : latitude;
      longitude = input.longitude === undefined ? null : longitude;
    }
  }
  return { countryId, stateId: state?.id ?? null, countyId, cityId, cityName, zip, latitude, longitude };
}
