import type { TPropertyFilters } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPropertyDetail, getPropertyMapPoints } from './api';

/**
 * Under the properties prefix, so anything that changes a property (and invalidates
 * ['properties']) refreshes the map too.
 */
export const propertyMapKeys = {
  all: ['properties'] as const,
  points: (filters: TPropertyFilters) => [...propertyMapKeys.all, 'map-points', filters] as const,
  popup: (id: string) => [...propertyMapKeys.all, 'map-popup', id] as const,
};

export function usePropertyMapPoints(filters: TPropertyFilters) {
  return useQuery({
    queryKey: propertyMapKeys.points(filters),
    queryFn: ({ signal }) => getPropertyMapPoints(filters, signal),
    // The markers on screen stay while the next filter's points load.
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}

export function usePropertyPopupDetail(id: string | null) {
  return useQuery({
    queryKey: propertyMapKeys.popup(id ?? ''),
    queryFn: ({ signal }) => getPropertyDetail(id ?? '', signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
