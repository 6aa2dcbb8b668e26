import { CLIENT_ZIP_PATTERN, FILE_KEY_PATTERN, GET_IN_TOUCH_PHONE_PATTERN, TAX_ID_PATTERN, WEBSITE_PATTERN } from '@procura/shared';

/**
 * Hostile requests for every operation of the OpenAPI document, for fuzz.test.ts (issue #7
 * "Fuzzing every route"). Deterministic: one seeded generator, so a failure names a case
 * that the same seed sends again.
 */

export interface TJsonSchema {
  type?: string;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  nullable?: boolean;
  minItems?: number;
  maxItems?: number;
  /** A discriminated union (vendor documents: a W-9 or a certificate). */
  oneOf?: TJsonSchema[];
  anyOf?: TJsonSchema[];
}

export interface TOperation {
  method: string;
  /** The OpenAPI template, `/v1/users/{id}`. */
  path: string;
  params: { in: 'path' | 'query'; name: string; required: boolean; schema: TJsonSchema }[];
  body?: TJsonSchema;
}

export interface TFuzzCase {
  label: string;
  /** Path and query, already percent-encoded. */
  url: string;
  body?: { raw: string; contentType: string };
  /**
   * `invalid`: the input breaks the schema, so no 2xx, and a 400 names `field` in its field
   * errors. `hostile`: may be valid; only no 5xx and the error shape.
   */
  kind: 'invalid' | 'hostile';
  field?: string;
}

interface TOpenApi {
  paths: Record<string, Record<string, { parameters?: TOperation['params']; requestBody?: { content?: Record<string, { schema: TJsonSchema }> } }>>;
}

/** A uuid that exists nowhere: destructive routes never receive a real id. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const NOT_UUIDS = [
  'not-a-uuid',
  '00000000-0000-4000-8000-00000000000',
  'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
  `${NO_SUCH_ID} `,
  `${NO_SUCH_ID}0`,
  "' OR 1=1 --",
  '../../etc/passwd',
  '-1',
  '1e308',
  '🦄',
];
const UNICODE = ['\u202Egnp.exe', '👩‍👩‍👧‍👦🏳️‍🌈', 'مرحبا بالعالم', 'Z̴̡͓a̵l̷g̶o̸', '\u200B\uFEFF', 'ｆｕｌｌｗｉｄｔｈ', '%_\\', 'O\'Brien"; drop table users; --'];
const LONE_SURROGATES = ['\uD800', 'a\uDC00b', '\uDBFF'];
const ENORMOUS = [1e308, -1e308, 2 ** 63, -(2 ** 63), 2 ** 53 + 2, -1, 1.5, 0];
const HUGE = 100 * 1024;
/** Under Node's 16 KiB header limit, so the app answers rather than the HTTP parser. */
const LONG_IN_URL = 4000;

export function deepArray(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
export function deepObject(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** mulberry32: small, seeded, good enough to pick cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Both API bases: /v1 and the spec's second one, /sowrfq/v1 (the SOW assistant). */
export function operationsOf(doc: TOpenApi, prefixes: readonly string[] = ['/v1/', '/sowrfq/v1/']): TOperation[] {
  const operations: TOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!prefixes.some((prefix) => path.startsWith(prefix))) continue;
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: widestVariant(op.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return operations;
}

/** Of a union body, the variant with the most fields: its every field is fuzzed. */
function widestVariant(schema: TJsonSchema | undefined): TJsonSchema | undefined {
  const variants = schema?.oneOf ?? schema?.anyOf;
  if (!variants?.length) return schema;
  return variants.reduce((a, b) => (Object.keys(b.properties ?? {}).length > Object.keys(a.properties ?? {}).length ? b : a));
}

const isEmail = (name: string) => /email/i.test(name);
const isUuid = (s: TJsonSchema) => s.format === 'uuid';
const KNOWN_PATTERNS: Record<string, string> = {
  '^\\d{6}$': '123456',
  '^\\+\\d{1,4}$': '+1',
  '^[\\d\\s().-]{4,20}$': '(303) 555-0100',
  '^\\d{5}$': '78701',
  // Storage: a file key and a URL signature that are well-formed and name nothing.
  [FILE_KEY_PATTERN.source]: `${NO_SUCH_ID}/client_logo/${NO_SUCH_ID}/fuzz.png`,
  '^[A-Za-z0-9_-]{43}$': 'A'.repeat(43),
  // Clients: a postal code and a website.
  [CLIENT_ZIP_PATTERN.source]: '80202',
  [WEBSITE_PATTERN.source]: 'https://example.com',
  // Vendors: a tax id as people type it.
  [TAX_ID_PATTERN.source]: '12-3456789',
  // Get in touch: a phone number.
  [GET_IN_TOUCH_PHONE_PATTERN.source]: '+1 (303) 555-0100',
};

/** A value the schema accepts; ids never name a real row. */
export function validValue(schema: TJsonSchema, name: string): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (isUuid(schema)) return NO_SUCH_ID;
      if (schema.format === 'date') return '2030-01-01';
      if (schema.pattern) return KNOWN_PATTERNS[schema.pattern] ?? 'x';
      if (isEmail(name)) return 'fuzz@example.com';
      return 'Fuzz-value-1'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validValue(schema.items ?? {}, name));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = validValue(schema.properties?.[key] ?? {}, key);
      return value;
    }
    default:
      return 'x';
  }
}

const withNul = (value: string) => (value.length > 1 ? `${value.slice(0, 1)}\u0000${value.slice(1)}` : `${value}\u0000`);

/** JSON values the schema refuses, each with what it tries. */
function invalidJsonValues(schema: TJsonSchema, name: string): [string, unknown][] {
  const wrongTypes: [string, unknown][] = [
    ['an object', { $gt: '' }],
    ['200 nested arrays', deepArray(200)],
    ['200 nested objects', deepObject(200)],
  ];
  if (!schema.nullable) wrongTypes.push(['null', null]);
  if (schema.enum) {
    return [
      ...wrongTypes,
      ['an unknown enum value', 'NOT_A_VALUE'],
      [
        'an enum value in other case',
        String(schema.enum[0]).toUpperCase() === schema.enum[0] ? String(schema.enum[0]).toLowerCase() : String(schema.enum[0]).toUpperCase(),
      ],
      ['a NUL byte', withNul(String(schema.enum[0]))],
      ['a number', 7],
    ];
  }
  switch (schema.type) {
    case 'string': {
      const values: [string, unknown][] = [['a NUL byte', withNul(String(validValue(schema, name)))], ...wrongTypes, ['a number', 42], ['a boolean', true]];
      if (isUuid(schema)) values.push(...NOT_UUIDS.map((v): [string, unknown] => [`malformed uuid ${JSON.stringify(v)}`, v]));
      if (schema.maxLength !== undefined || isEmail(name) || schema.pattern || isUuid(schema)) values.push(['100 KB', 'x'.repeat(HUGE)]);
      if (schema.maxLength !== undefined) values.push(['one past maxLength', 'y'.repeat(schema.maxLength + 1)]);
      if (isEmail(name)) values.push(['not an address', 'not-an-email'], ['an RTL address', '\u202Emoc.elpmaxe@ecila']);
      if ((schema.minLength ?? 0) >= 1 || isEmail(name) || schema.pattern) values.push(['empty', '']);
      if (schema.pattern && !isUuid(schema)) values.push(['a pattern breaker', '١٢٣٤٥٦ 🦄']);
      return values;
    }
    case 'integer':
    case 'number': {
      const values: [string, unknown][] = [...wrongTypes, ['a numeric string', '1'], ['a boolean', false]];
      for (const n of ENORMOUS) {
        const outOfRange =
          (schema.minimum !== undefined && (n < schema.minimum || (schema.exclusiveMinimum === true && n === schema.minimum))) ||
          (schema.maximum !== undefined && n > schema.maximum);
        if (outOfRange || (schema.type === 'integer' && !Number.isSafeInteger(n))) values.push([`the number ${n}`, n]);
      }
      return values;
    }
    case 'boolean':
      return [...wrongTypes, ['the string "true"', 'true'], ['the number 1', 1]];
    case 'array': {
      const item = validValue(schema.items ?? {}, name);
      const values: [string, unknown][] = [
        ...wrongTypes.filter(([what]) => what !== '200 nested arrays'),
        ['a string', 'x'],
        ['an array of bad items', [[{}], 'x', 1e308]],
      ];
      if (schema.maxItems !== undefined) values.push(['one past maxItems', Array.from({ length: schema.maxItems + 1 }, () => item)]);
      if ((schema.minItems ?? 0) >= 1) values.push(['empty', []]);
      if (schema.items) for (const [what, bad] of invalidJsonValues(schema.items, name).slice(0, 6)) values.push([`an item that is ${what}`, [bad]]);
      return values;
    }
    default:
      return wrongTypes;
  }
}

/** Query or path strings the schema refuses. */
function invalidStrings(schema: TJsonSchema, name: string, inPath: boolean): [string, string][] {
  const nul = withNul(String(validValue(schema.type === 'array' ? (schema.items ?? {}) : schema, name)));
  const values: [string, string][] = [['a NUL byte', nul]];
  const item = schema.type === 'array' ? (schema.items ?? {}) : schema;
  // A csv list trims its items, so only a scalar refuses the id with a trailing space.
  const notUuids = schema.type === 'array' ? NOT_UUIDS.filter((v) => v.trim() === v) : NOT_UUIDS;
  if (isUuid(item))
    values.push(...notUuids.map((v): [string, string] => [`malformed uuid ${JSON.stringify(v)}`, v]), ['a long string', 'u'.repeat(LONG_IN_URL)]);
  if (item.enum)
    values.push(
      ['an unknown enum value', 'NOT_A_VALUE'],
      [
        'an enum value in other case',
        String(item.enum[0]).toUpperCase() === item.enum[0] ? String(item.enum[0]).toLowerCase() : String(item.enum[0]).toUpperCase(),
      ],
    );
  if (item.type === 'integer' || item.type === 'number') {
    // An empty csv list is no filter at all; an empty scalar is not a number.
    if (schema.type !== 'array') values.push(['empty', '']);
    values.push(
      ['a word', 'abc'],
      ['-1', '-1'],
      ['0', '0'],
      ['1.5', '1.5'],
      ['1e308', '1e308'],
      ['2^63', '9223372036854775808'],
      ['-2^63', '-9223372036854775808'],
      ['Infinity', 'Infinity'],
      ['NaN', 'NaN'],
    );
    if (item.maximum !== undefined && item.maximum < 2 ** 53) values.push(['one past maximum', String(item.maximum + 1)]);
  }
  if (item.type === 'boolean') values.push(['a word', 'maybe'], ['1', '1'], ['TRUE', 'TRUE'], ['empty', '']);
  if (item.type === 'string' && item.maxLength !== undefined)
    values.push(['one past maxLength', 'y'.repeat(item.maxLength + 1)], ['a long string', 'é'.repeat(LONG_IN_URL / 4)]);
  if (schema.type === 'array' && schema.maxItems !== undefined)
    values.push(['one past maxItems', Array.from({ length: schema.maxItems + 1 }, () => String(validValue(item, name))).join(',')]);
  if (inPath) return values.filter(([, v]) => v !== '');
  return values;
}

/** Percent-encodes, lone surrogates included (as the invalid UTF-8 a hostile client sends). */
export function encodeLoose(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const json = (value: unknown) => ({ raw: JSON.stringify(value), contentType: 'application/json' });

/** Every hostile request for one operation, invalid ones first; `hostilePerRoute` valid-shaped ones drawn by `random`. */
export function casesFor(op: TOperation, random: () => number, hostilePerRoute: number): TFuzzCase[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const validPath = (override?: [string, string]) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeLoose(override?.[0] === name ? override[1] : String(validValue(pathParams.find((p) => p.name === name)?.schema ?? {}, name))),
    );
  const validQuery = (): Record<string, string> =>
    Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, [validValue(p.schema, p.name)].flat().join(',')]));
  const url = (path: string, query: Record<string, string | string[]>) => {
    const pairs = Object.entries(query).flatMap(([k, v]) => [v].flat().map((item) => `${encodeLoose(k)}=${encodeLoose(item)}`));
    return pairs.length ? `${path}?${pairs.join('&')}` : path;
  };
  const validBody = op.body ? json(validValue(op.body, 'body')) : undefined;
  const cases: TFuzzCase[] = [];
  const invalid = (label: string, field: string | undefined, u: string, body = validBody) => cases.push({ label, url: u, body, kind: 'invalid', field });
  const hostile = (label: string, u: string, body = validBody) => cases.push({ label, url: u, body, kind: 'hostile' });

  for (const p of pathParams) {
    for (const [what, v] of invalidStrings(p.schema, p.name, true)) invalid(`path ${p.name}: ${what}`, p.name, url(validPath([p.name, v]), validQuery()));
    for (const raw of ['%ED%A0%80', '%FF', '%', '..%2F..%2F', '%C0%AE'])
      hostile(`path ${p.name}: raw ${raw}`, url(op.path.replace(`{${p.name}}`, raw).replace(/\{\w+\}/g, NO_SUCH_ID), validQuery()));
  }
  for (const p of queryParams) {
    for (const [what, v] of invalidStrings(p.schema, p.name, false))
      invalid(`query ${p.name}: ${what}`, p.name, url(validPath(), { ...validQuery(), [p.name]: v }));
    if (p.schema.type !== 'array')
      invalid(
        `query ${p.name}: repeated`,
        p.name,
        url(validPath(), { ...validQuery(), [p.name]: [String(validValue(p.schema, p.name)), String(validValue(p.schema, p.name))] }),
      );
    if (p.required) {
      const { [p.name]: _, ...rest } = validQuery();
      invalid(`query ${p.name}: missing`, p.name, url(validPath(), rest));
    }
    hostile(`query ${p.name}: lone surrogate`, url(validPath(), { ...validQuery(), [p.name]: LONE_SURROGATES[0] }));
  }
  hostile('query: unknown parameters', url(validPath(), { ...validQuery(), __proto__x: 'x', 'constructor[prototype]': 'y', 'a\u0000': 'z' }));

  const base = url(validPath(), validQuery());
  if (op.body) {
    const schema = op.body;
    const sample = validValue(schema, 'body') as Record<string, unknown>;
    for (const [what, v] of [
      ['null', null],
      ['an array', []],
      ['a string', 'x'],
      ['a number', 1e308],
      ['200 nested arrays', deepArray(200)],
    ] as const) {
      invalid(`body: ${what}`, '_', base, json(v));
    }
    // An object of unknown keys lacks the required ones (and is a valid empty patch without them).
    const firstRequired = schema.required?.[0];
    if (firstRequired) invalid('body: 200 nested objects', firstRequired, base, json(deepObject(200)));
    else hostile('body: 200 nested objects', base, json(deepObject(200)));
    for (const key of schema.required ?? []) {
      const { [key]: _, ...rest } = sample;
      invalid(`body ${key}: missing`, key, base, json(rest));
    }
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      for (const [what, v] of invalidJsonValues(prop, key)) invalid(`body ${key}: ${what}`, key, base, json({ ...sample, [key]: v }));
    }
    hostile('body: malformed JSON', base, { raw: '{"a":', contentType: 'application/json' });
    hostile('body: 50,000 nested arrays', base, { raw: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' });
    hostile('body: as text/plain', base, { raw: 'hello', contentType: 'text/plain' });
    const rest = JSON.stringify(sample).slice(1, -1);
    hostile('body: prototype keys', base, {
      raw: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}${rest ? `,${rest}` : ''}}`,
      contentType: 'application/json',
    });
  } else if (op.method !== 'GET') {
    hostile('body: unexpected JSON', base, json(deepObject(200)));
    hostile('body: malformed JSON', base, { raw: '{"a":', contentType: 'application/json' });
    hostile('body: multipart without a file', base, {
      raw: '--b\r\ncontent-disposition: form-data; name="x"\r\n\r\nv\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    });
    hostile('body: truncated multipart', base, {
      raw: '--b\r\ncontent-disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004garbage',
      contentType: 'multipart/form-data; boundary=b',
    });
  }

  for (let i = 0; i < hostilePerRoute; i++) cases.push(hostileValid(op, random, validPath, url, validQuery));
  return cases;
}

/** A request the schema may accept, every string, number and id swapped for a hostile one. */
function hostileValid(
  op: TOperation,
  random: () => number,
  validPath: () => string,
  url: (path: string, query: Record<string, string>) => string,
  validQuery: () => Record<string, string>,
): TFuzzCase {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const text = (schema: TJsonSchema) => {
    const s = pick([...UNICODE, ...LONE_SURROGATES]);
    return schema.maxLength !== undefined ? s.repeat(Math.max(1, Math.floor(schema.maxLength / Math.max(1, s.length)))).slice(0, schema.maxLength) : s;
  };
  // Nested arrays stop at the third level: a recursive schema (a SOW document's nodes) would
  // otherwise grow three-fold per level, each leaf a string as long as its maxLength.
  const hostileValue = (schema: TJsonSchema, name: string, arrays = 0): unknown => {
    if (schema.enum) return pick(schema.enum);
    if (schema.type === 'string' && isUuid(schema))
      return pick([NO_SUCH_ID, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', NO_SUCH_ID.toUpperCase()]);
    if (schema.type === 'string' && !schema.pattern && !isEmail(name)) return text(schema);
    if (schema.type === 'string' && isEmail(name)) return pick(['fuzz+\u202E@example.com', "o'brien@example.com", 'x@xn--80ak6aa92e.com']);
    if (schema.type === 'integer' || schema.type === 'number')
      return pick(
        [schema.minimum ?? 1, schema.maximum ?? 2 ** 31, Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)].filter(
          (n) => n > (schema.exclusiveMinimum === true ? (schema.minimum ?? -Infinity) : -Infinity),
        ),
      );
    if (schema.type === 'array')
      return arrays >= 3 ? [] : Array.from({ length: Math.min(schema.maxItems ?? 3, 3) }, () => hostileValue(schema.items ?? {}, name, arrays + 1));
    if (schema.type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, p]) => [k, hostileValue(p, k, arrays)]));
    return validValue(schema, name);
  };
  const query: Record<string, string> = { ...validQuery() };
  for (const p of op.params.filter((q) => q.in === 'query')) {
    if (random() < 0.5) query[p.name] = [hostileValue(p.schema, p.name)].flat().map(String).join(',');
  }
  return {
    label: 'valid-shaped, hostile values',
    url: url(validPath(), query),
    body: op.body ? json(hostileValue(op.body, 'body')) : undefined,
    kind: 'hostile',
  };
}
