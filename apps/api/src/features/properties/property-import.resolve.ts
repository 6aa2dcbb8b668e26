import {
  PROPERTY_SIZE_UNIT_LABELS,
  PROPERTY_SIZE_UNITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type TCreatePropertyInput,
} from '@procura/shared';
import { countyKey, keyOf, lower, normalizeZip, type TLookups } from './property-import.lookups.js';
import type { TPropertyImportRow } from './property-import.parse.js';
import type { TImportClient, TImportPlace, TImportState } from './property-import.repo.js';

/* The import's resolve step: a row's names become ids, or the reasons they cannot. */

/** An enum value from its code or its label, any case; blank takes the default. */
function enumValue<T extends string>(
  raw: string,
  values: readonly T[],
  labels: Partial<Record<T, string>>,
  extra: Record<string, T> = {},
): T | null | undefined {
  const key = lower(raw);
  if (key === '') return undefined;
  const found = values.find((v) => v.toLowerCase() === key || labels[v]?.toLowerCase() === key || v.toLowerCase().replaceAll('_', ' ') === key);
  return found ?? extra[key] ?? null;
}
const SIZE_UNIT_ALIASES: Record<string, (typeof PROPERTY_SIZE_UNITS)[number]> = {
  sqft: 'SQ_FT',
  'sq. ft.': 'SQ_FT',
  'square feet': 'SQ_FT',
  acre: 'ACRES',
  ac: 'ACRES',
};
const STATUS_LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

export interface TResolved {
  tenantId: string;
  cityName: string | null;
  input: TCreatePropertyInput;
}

export /** The row's names as ids, or null with the reasons in `problems`. */
function resolveRow({ values: v }: TPropertyImportRow, l: TLookups, problems: string[]): TResolved | null {
  let client: TImportClient | undefined;
  if (l.chosen) {
    client = l.chosen;
    if (v.Client && lower(v.Client) !== lower(client.name) && v.Client !== client.id)
      problems.push(`Client ‘${v.Client}’ is not ${client.name}, the client this file is imported into.`);
  } else if (!v.Client) problems.push('Client: Enter the client.');
  else {
    client = l.clientsByName.get(lower(v.Client));
    if (!client) problems.push(`Client ‘${v.Client}’ is not a client you may add properties to.`);
  }

  const country = l.countryByKey.get(lower(v.Country || 'US'));
  if (!country) problems.push(`Country ‘${v.Country}’ is not a country.`);

  const zipText = v.ZIP ? normalizeZip(v.ZIP) : '';
  const zip = zipText ? l.zips.get(zipText.slice(0, 5)) : undefined;

  let state: TImportState | undefined;
  if (v.State) {
    state = country ? l.stateByKey.get(`${country.id}|${lower(v.State)}`) : undefined;
    if (country && !state) problems.push(`State ‘${v.State}’ is not a state of ${country.name}.`);
  } else if (zip) state = l.statesById.get(zip.stateId);
  if (state && zip && zip.stateId !== state.id)
    problems.push(`ZIP ‘${zipText}’ is in ${l.statesById.get(zip.stateId)?.code ?? 'another state'}, not ${state.code}.`);

  let cityId: number | null = null;
  let cityName: string | null = null;
  let city: TImportPlace | undefined;
  if (v.City) {
    if (!state) {
      if (!v.State) problems.push(`City ‘${v.City}’ needs its state: fill in State or ZIP.`);
    } else {
      city = l.cityByKey.get(keyOf(state.id, lower(v.City)));
      if (!city) problems.push(`City ‘${v.City}’ is not a city in ${state.code}.`);
      else {
        cityId = city.id;
        cityName = city.name;
      }
    }
  } else if (zip && (!state || zip.stateId === state.id)) {
    cityId = zip.cityId;
    cityName = zip.cityName;
  }

  let countyId: number | null = null;
  if (v.County) {
    if (!state) {
      if (!v.State) problems.push(`County ‘${v.County}’ needs its state: fill in State or ZIP.`);
    } else {
      const county = l.countyByKey.get(keyOf(state.id, countyKey(v.County)));
      if (!county) problems.push(`County ‘${v.County}’ is not a county in ${state.code}.`);
      else countyId = county.id;
    }
  } else countyId = (zip && zip.stateId === state?.id ? zip.countyId : null) ?? city?.countyId ?? null;

  let latitude: string | number | null = v.Latitude || null;
  let longitude: string | number | null = v.Longitude || null;
  if ((latitude === null) !== (longitude === null)) problems.push('Latitude and Longitude go together: fill in both or neither.');
  else if (latitude === null) {
    // Where the pin goes before anyone drags it: the ZIP's centre, else the city's, else the state's.
    const place = zip && zip.stateId === state?.id ? zip : city?.latitude != null ? city : state;
    latitude = place?.latitude ?? null;
    longitude = place?.longitude ?? null;
  }

  const propertyType = enumValue(v['Property Type'], PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
  if (propertyType === null) problems.push(`Property Type ‘${v['Property Type']}’ is not one of ${Object.values(PROPERTY_TYPE_LABELS).join(', ')}.`);
  const sizeUnit = enumValue(v['Size Unit'], PROPERTY_SIZE_UNITS, PROPERTY_SIZE_UNIT_LABELS, SIZE_UNIT_ALIASES);
  if (sizeUnit === null) problems.push(`Size Unit ‘${v['Size Unit']}’ is not sq ft or acres.`);
  const status = enumValue(v.Status, PROPERTY_STATUSES, STATUS_LABELS);
  if (status === null) problems.push(`Status ‘${v.Status}’ is not Active or Inactive.`);
  const size = v.Size.replaceAll(',', '');
  if (size && !Number.isFinite(Number(size))) problems.push(`Size ‘${v.Size}’ is not a number.`);

  if (!client || !country || problems.length) return null;
  return {
    tenantId: client.tenantId,
    cityName,
    input: {
      clientId: client.id,
      name: v['Property Name'],
      code: v['Property Code'],
      propertyType: propertyType ?? undefined,
      sizeValue: size || null,
      sizeUnit: sizeUnit ?? undefined,
      addressLine1: v['Address Line 1'] || null,
      addressLine2: v['Address Line 2'] || null,
      countryId: country.id,
      stateId: state?.id ?? null,
      countyId,
      cityId,
      zip: zipText || null,
      latitude,
      longitude,
      status: status ?? undefined,
      notes: v.Notes || null,
    },
  };
}
