/** What every filter of a list's bar shares: one size and width, a clear button, a dropdown over the table. */
export const FILTER_PROPS = { size: 'sm', clearable: true, comboboxProps: { withinPortal: true }, w: { base: '100%', sm: 176 } } as const;

/** The part of a list's URL state a filter reads and writes (useUrlListState's, or the map's). */
type TFilterState<TKey extends string, TValue> = {
  filters: Partial<Record<TKey, TValue>>;
  setFilter: (key: TKey, value: TValue extends readonly unknown[] ? readonly string[] : string | null) => void;
};

/**
 * A filter of several values on `key` of the list's URL state (a MultiSelect or a multi picker):
 * `label` names it for a screen reader and stands in the empty box until a value is picked.
 */
export function manyFilter<TKey extends string>(list: TFilterState<TKey, readonly (string | number)[]>, key: TKey, label: string, placeholder = label) {
  const value = (list.filters[key] ?? []).map(String);
  return {
    ...FILTER_PROPS,
    'aria-label': label,
    placeholder: value.length ? undefined : placeholder,
    value,
    onChange: (next: readonly string[]) => list.setFilter(key, next),
  };
}

/** A filter of one value on `key` (a Select): `placeholder` shows while nothing is chosen. */
export function oneFilter<TKey extends string>(list: TFilterState<TKey, string | number | boolean | null>, key: TKey, label: string, placeholder: string) {
  const value = list.filters[key];
  return {
    ...FILTER_PROPS,
    'aria-label': label,
    placeholder,
    value: value === undefined || value === null ? null : String(value),
    onChange: (next: string | null) => list.setFilter(key, next),
  };
}
