import { z } from 'zod';
import { pageOf } from './pagination.js';

/*
 * Reference geography (issue #8 item 1): countries, states, US counties, US cities and US ZIP
 * codes, read by pickers and the property form. Pickers load whole lists at once (the 66 US
 * states and territories, a county's cities), so these lists allow larger pages than the
 * record lists do.
 */

export const GEOGRAPHY_SEARCH_MAX = 100;
/** A picker of states or countries takes them all in one page. */
export const GEOGRAPHY_LARGE_LIMIT = 500;
/** Cities and counties: enough for a type-ahead, not a dump of the table. */
export const GEOGRAPHY_SMALL_LIMIT = 200;

const id = (label: string) =>
  z.coerce
    .number({ error: `The ${label} id is a positive whole number.` })
    .int(`The ${label} id is a positive whole number.`)
    .min(1, `The ${label} id is a positive whole number.`)
    .max(2_147_483_647, `The ${label} id is a positive whole number.`);

const search = z
  .string()
  .trim()
  .max(GEOGRAPHY_SEARCH_MAX, `The search is at most ${GEOGRAPHY_SEARCH_MAX} characters.`)
  .optional()
  .transform((value) => value || undefined);

const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit, `At most ${maxLimit} per page.`).default(defaultLimit),
  search,
});

// ── Rows ──────────────────────────────────────────────────────────────────────

const coordinate = z.number().nullable();

export const ZCountrySchema = z.object({
  id: z.number().int(),
  iso2: z.string(),
  name: z.string(),
  phoneCode: z.string().nullable(),
  latitude: coordinate,
  longitude: coordinate,
});
export type TCountry = z.infer<typeof ZCountrySchema>;

export const ZStateSchema = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  /** ISO 3166-2 subdivision code without the country: 'TX'. */
  code: z.string(),
  name: z.string(),
  /** US states and territories: the two-digit FIPS code. */
  fips: z.string().nullable(),
  latitude: coordinate,
  longitude: coordinate,
});
export type TState = z.infer<typeof ZStateSchema>;

/**
 * What a State filter or a service-area picker offers: the states, DC and the inhabited
 * territories, which have a FIPS code. The uninhabited minor outlying islands (Baker Island, …)
 * and their umbrella entry have none: nobody lives there and no ZIP code points there.
 */
export const isUsStateOrTerritory = (state: Pick<TState, 'fips'>): boolean => state.fips !== null;

export const ZCountySchema = z.object({
  id: z.number().int(),
  stateId: z.number().int(),
  /** Five-digit FIPS code. */
  fips: z.string(),
  /** As the Census names it, without "County" ('Travis'; Louisiana's parishes likewise). */
  name: z.string(),
  latitude: coordinate,
  longitude: coordinate,
});
export type TCounty = z.infer<typeof ZCountySchema>;

export const ZCitySchema = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  stateId: z.number().int(),
  countyId: z.number().int().nullable(),
  name: z.string(),
  latitude: coordinate,
  longitude: coordinate,
});
export type TCity = z.infer<typeof ZCitySchema>;

const ZNamedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** What a ZIP code fills in a property's address: the place and its centroid. */
export const ZZipCodeSchema = z.object({
  zip: z.string(),
  country: ZNamedRefSchema,
  state: ZNamedRefSchema.extend({ code: z.string() }),
  county: ZNamedRefSchema.nullable(),
  /** The city in the cities list, when the post office's name is one of them. */
  city: ZNamedRefSchema.nullable(),
  /** The post office's name, always present (many small towns are not in the cities list). */
  cityName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TZipCode = z.infer<typeof ZZipCodeSchema>;

export const ZCountryPageSchema = pageOf(ZCountrySchema);
export const ZStatePageSchema = pageOf(ZStateSchema);
export const ZCountyPageSchema = pageOf(ZCountySchema);
export const ZCityPageSchema = pageOf(ZCitySchema);
export type TCountryPage = z.infer<typeof ZCountryPageSchema>;
export type TStatePage = z.infer<typeof ZStatePageSchema>;
export type TCountyPage = z.infer<typeof ZCountyPageSchema>;
export type TCityPage = z.infer<typeof ZCityPageSchema>;

// ── Queries ───────────────────────────────────────────────────────────────────
// Sorted by name; with a search, names that start with it come first.

export const ZCountryListQuerySchema = z.object({ ...pageQuery(GEOGRAPHY_LARGE_LIMIT, GEOGRAPHY_LARGE_LIMIT) });
export type TCountryListQuery = z.infer<typeof ZCountryListQuerySchema>;

/** A search also matches the code exactly ('tx' finds Texas). */
export const ZStateListQuerySchema = z.object({ ...pageQuery(100, GEOGRAPHY_LARGE_LIMIT), countryId: id('country').optional() });
export type TStateListQuery = z.infer<typeof ZStateListQuerySchema>;

export const ZCountyListQuerySchema = z.object({ ...pageQuery(50, GEOGRAPHY_SMALL_LIMIT), stateId: id('state').optional() });
export type TCountyListQuery = z.infer<typeof ZCountyListQuerySchema>;

export const CITY_PARENT_REQUIRED = 'Choose a state (or a country) first.';

/** Cities are many: a list names its state, or at least its country. */
export const ZCityListQuerySchema = z
  .object({ ...pageQuery(50, GEOGRAPHY_SMALL_LIMIT), stateId: id('state').optional(), countryId: id('country').optional(), countyId: id('county').optional() })
  .refine((q) => q.stateId !== undefined || q.countryId !== undefined, { message: CITY_PARENT_REQUIRED, path: ['stateId'] });
export type TCityListQuery = z.infer<typeof ZCityListQuerySchema>;

export const ZZipCodeParamsSchema = z.object({ zip: z.string().regex(/^\d{5}$/, 'A ZIP code is five digits.') });
