import { formatDate, formatNumber, formatPhone } from '../lib/format';

/**
 * The words of one record's history: what its actions and fields are called and how a stored
 * value reads. Every feature gives its own (features/<f>/<f>-history.ts); the History tab
 * (HistoryTab.tsx) is the same for all.
 */
export interface THistoryField {
  label: string;
  /** Display names of an enumeration's values ('SQ_FT' → 'sq ft'). */
  values?: Readonly<Record<string, string>>;
  /** A calendar day, an amount in US dollars, a phone number, or an uploaded file (whose key means nothing to a reader). */
  kind?: 'day' | 'money' | 'phone' | 'file';
}

export interface THistoryVocabulary {
  /** 'update' → 'Edited'. */
  actions: Readonly<Record<string, string>>;
  fields: Readonly<Record<string, THistoryField>>;
  /** Fields not worth showing: timestamps, search text, rendered copies, ids. */
  hidden?: ReadonlySet<string>;
}

/** Always hidden: bookkeeping no reader asked for. */
const BOOKKEEPING = new Set(['id', 'tenantId', 'createdAt', 'updatedAt', 'searchText']);

/** 'cityName' → 'City name', 'contact_add' → 'Contact add', 'SQ_FT' → 'Sq ft': a key no vocabulary named yet. */
export function humanize(key: string): string {
  const words = key
    // A contract's line path names the line by its id (`lines.<id>.price`): the id means nothing to a reader.
    .replace(/\.?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.?/gi, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isEnumValue = (value: string) => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$|^[A-Z]{4,}$/.test(value);

export const actionLabel = (vocabulary: THistoryVocabulary, action: string): string => vocabulary.actions[action] ?? humanize(action);

export const fieldLabel = (vocabulary: THistoryVocabulary, field: string): string => vocabulary.fields[field]?.label ?? humanize(field);

const isShownField = (vocabulary: THistoryVocabulary, field: string): boolean => !BOOKKEEPING.has(field) && !vocabulary.hidden?.has(field);

/** The changes worth showing, in the vocabulary's order (a form's order), fields it does not name last. */
export function shownChanges<T extends { field: string }>(vocabulary: THistoryVocabulary, changes: readonly T[]): T[] {
  const order = Object.keys(vocabulary.fields);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return changes.filter((change) => isShownField(vocabulary, change.field)).sort((a, b) => rank(a.field) - rank(b.field));
}

/** A stored value as a reader understands it: 'none' for nothing, labels for enum values, formatted numbers. */
export function valueText(vocabulary: THistoryVocabulary, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return 'none';
  const spec = vocabulary.fields[field];
  if (spec?.kind === 'file') return 'a file';
  if (Array.isArray(value)) return value.map((item) => valueText(vocabulary, field, item)).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return spec?.kind === 'money' ? `$${formatNumber(value)}` : formatNumber(value);
  if (typeof value === 'string') {
    if (spec?.values?.[value]) return spec.values[value];
    if (spec?.kind === 'day') return formatDate(value);
    if (spec?.kind === 'phone') return formatPhone(value);
    return isEnumValue(value) ? humanize(value) : value;
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !BOOKKEEPING.has(key))
      .map(([key, inner]) => `${fieldLabel(vocabulary, key)}: ${valueText(vocabulary, key, inner)}`)
      .join('; ');
  }
  return String(value);
}
