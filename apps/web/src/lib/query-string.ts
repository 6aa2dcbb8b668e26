import type { z } from 'zod';

type TScalar = string | number | boolean;
export type TQueryValue = TScalar | null | undefined | readonly TScalar[];
/** A query as the code holds it: a list's parsed query, a picker's search, a link's parameters. */
export type TQueryParams = Readonly<Record<string, TQueryValue>>;

/**
 * The one encoding of a query value, used for the API's query strings and for the lists' URLs
 * alike: a list goes comma-separated (the form the API's list queries accept, docs/api.md),
 * and an empty value (undefined, null, '', an empty list) is no parameter at all.
 */
function encodeValue(value: TQueryValue): string | undefined {
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  if (value === undefined || value === null || value === '') return undefined;
  return String(value);
}

export function toSearchParams(params: TQueryParams | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const encoded = encodeValue(value);
    if (encoded !== undefined) search.set(key, encoded);
  }
  return search;
}

/** `?a=1&b=x,y`, or '' when nothing is set. */
export function toQueryString(params: TQueryParams | undefined): string {
  const text = toSearchParams(params).toString();
  return text ? `?${text}` : '';
}

/** The current parameters with `patch` written over them: an empty value removes its key. */
export function withParams(current: URLSearchParams, patch: TQueryParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const encoded = encodeValue(value);
    if (encoded === undefined) next.delete(key);
    else next.set(key, encoded);
  }
  return next;
}

/** The parameters that hold a value (only `keys`, when given), for a schema to parse. */
export function readParams(current: URLSearchParams, keys?: readonly string[]): Record<string, string> {
  return Object.fromEntries([...current].filter(([key, value]) => value !== '' && (!keys || keys.includes(key))));
}

/** Only these parameters, as a query string: what one screen hands another (the list's filters to the map). */
export function pickQueryString(current: URLSearchParams, keys: readonly string[]): string {
  return toQueryString(readParams(current, keys));
}

/**
 * The URL is user input, parsed with the screen's own query schema from packages/shared: a
 * parameter the schema refuses is dropped (its default applies) instead of failing the page.
 */
export function parseQueryParams<TSchema extends z.ZodType>(schema: TSchema, raw: Record<string, string>): z.output<TSchema> {
  const input: Record<string, string> = { ...raw };
  for (;;) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in input));
    // Nothing left to drop: the schema's own defaults are invalid, a programming error.
    if (refused.size === 0) throw result.error;
    for (const key of refused) delete input[key];
  }
}
