import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isUsStateOrTerritory } from '@procura/shared';
import {
  listServiceOptions,
  searchClientOptions,
  searchGeographyOptions,
  namePropertyOptions,
  searchPropertyOptions,
  type TGeoLevel,
  type TGeoParams,
  type TPropertyOptionQuery,
} from './api';

/**
 * One cache key per list. Each sits under the prefix of the rows it lists, so the mutations that
 * invalidate ['clients'], ['services'] or ['properties'] refresh the pickers too.
 */
export const optionKeys = {
  clients: (search: string) => ['clients', 'options', search] as const,
  services: () => ['services', 'options'] as const,
  properties: (query: TPropertyOptionQuery) => ['properties', 'options', query.clientId ?? null, query.search] as const,
  propertyNames: (ids: readonly string[]) => ['properties', 'option-names', ids] as const,
  geography: (level: TGeoLevel, params: TGeoParams) => ['geography', 'options', level, params] as const,
};

const OPTIONS_STALE_MS = 60_000;

/**
 * Clients matching a search. Refused for people who may not list clients (a client's own staff
 * on some screens, vendors): not retried, so a filter can step aside at once.
 */
export function useClientOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: optionKeys.clients(search),
    queryFn: ({ signal }) => searchClientOptions(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
    retry: false,
  });
}

/** The services catalogue: the one list every service picker and filter reads. */
export function useServiceOptions(enabled = true) {
  return useQuery({
    queryKey: optionKeys.services(),
    queryFn: ({ signal }) => listServiceOptions(signal),
    enabled,
    staleTime: 5 * OPTIONS_STALE_MS,
    retry: false,
  });
}

export function usePropertyOptions(query: TPropertyOptionQuery, enabled = true) {
  return useQuery({
    queryKey: optionKeys.properties(query),
    queryFn: ({ signal }) => searchPropertyOptions(query, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** Names for chosen property ids no search has answered with (restored from storage, picked on a map). */
export function usePropertyNames(ids: readonly string[]) {
  return useQuery({
    queryKey: optionKeys.propertyNames(ids),
    queryFn: ({ signal }) => namePropertyOptions(ids, signal),
    enabled: ids.length > 0,
    staleTime: OPTIONS_STALE_MS,
  });
}

export function useGeographyOptions(level: TGeoLevel, params: TGeoParams, enabled = true) {
  return useQuery({
    queryKey: optionKeys.geography(level, params),
    queryFn: ({ signal }) => searchGeographyOptions(level, params, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10 * OPTIONS_STALE_MS,
  });
}

/** Properties are mostly in the United States (the product's market): pickers start there. */
export function useUsCountry() {
  const countries = useGeographyOptions('countries', { search: 'United States' });
  const us = countries.data?.find((country) => country.iso2 === 'US' || country.name === 'United States') ?? null;
  return { us, isLoading: countries.isLoading };
}

/** A filter lists states and inhabited territories, not the country itself or uninhabited islands. */
export const statesOnly = <T extends { fips?: string | null }>(states: readonly T[]): T[] =>
  states.filter((state) => isUsStateOrTerritory({ fips: state.fips ?? null }));

/** The US states and inhabited territories, whole (about sixty). */
export function useUsStates() {
  const { us } = useUsCountry();
  const states = useGeographyOptions('states', { countryId: us?.id }, us !== null);
  return { ...states, data: states.data ? statesOnly(states.data) : undefined };
}
