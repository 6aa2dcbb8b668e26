import type { TPropertyFilters } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPropertyDetail, getPropertyMapPoints, listServiceOptions, listStateOptions, searchClients } from './api';

/**
 * Under the properties prefix, so anything that changes a property (and invalidates
 * ['properties']) refreshes the map too.
 */
export const propertyMapKeys = {
  all: ['properties'] as const,
  points: (filters: TPropertyFilters) => [...propertyMapKeys.all, 'map-points', filters] as const,
  popup: (id: string) => [...propertyMapKeys.all, 'map-popup', id] as const,
  clientOptions: (search: string) => ['clients', 'map-filter-options', search] as const,
  stateOptions: () => ['geography', 'states', 'map-filter-options'] as const,
  serviceOptions: () => ['services', 'map-filter-options'] as const,
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

const OPTIONS_STALE_MS = 5 * 60_000;

export function useClientOptions(search: string) {
  return useQuery({
    queryKey: propertyMapKeys.clientOptions(search),
    queryFn: ({ signal }) => searchClients(search, signal),
    placeholderData: keepPreviousData,
    staleTime: OPTIONS_STALE_MS,
    // A client's own people and vendors may not list clients: the filter then steps aside.
    retry: false,
  });
}

export function useStateOptions() {
  return useQuery({ queryKey: propertyMapKeys.stateOptions(), queryFn: ({ signal }) => listStateOptions(signal), staleTime: Infinity, retry: 1 });
}

export function useServiceOptions() {
  return useQuery({ queryKey: propertyMapKeys.serviceOptions(), queryFn: ({ signal }) => listServiceOptions(signal), staleTime: OPTIONS_STALE_MS, retry: false });
}
