import { useGeographyOptions } from '../queries';

/** Properties are mostly in the United States (the product's market): pickers start there. */
export function useUsCountry() {
  const countries = useGeographyOptions('countries', { search: 'United States' });
  const us = countries.data?.find((country) => country.iso2 === 'US' || country.name === 'United States') ?? null;
  return { us, isLoading: countries.isLoading };
}
