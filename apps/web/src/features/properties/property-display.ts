import { PROPERTY_SIZE_UNIT_LABELS, PROPERTY_TYPE_LABELS, type TPropertyListItem } from '@procura/shared';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const propertyTypeLabel = (type: TPropertyListItem['propertyType']) => PROPERTY_TYPE_LABELS[type];

export function sizeLabel(property: Pick<TPropertyListItem, 'sizeValue' | 'sizeUnit'>): string | null {
  if (property.sizeValue === null) return null;
  return `${numberFormat.format(property.sizeValue)} ${PROPERTY_SIZE_UNIT_LABELS[property.sizeUnit]}`;
}

/** "Austin, TX" — what the list shows under the city column. */
export function cityStateLabel(property: Pick<TPropertyListItem, 'cityName' | 'stateCode' | 'stateName'>): string | null {
  const state = property.stateCode ?? property.stateName;
  const parts = [property.cityName, state].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** One line: street, city, state ZIP. */
export function addressLine(property: Pick<TPropertyListItem, 'addressLine1' | 'cityName' | 'stateCode' | 'stateName' | 'zip'>): string | null {
  const cityState = cityStateLabel(property);
  const tail = [cityState, property.zip].filter(Boolean).join(' ');
  const parts = [property.addressLine1, tail].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

export const propertyLabel = (property: Pick<TPropertyListItem, 'name' | 'code'>) => `${property.name} (${property.code})`;

export const propertyPath = (id: string) => `/property/${encodeURIComponent(id)}`;
