import type { TCoverageQuery } from '@procura/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCoverage } from './api';

/** Under the contracts prefix: anything that changes a contract (and invalidates ['contracts']) refreshes the grid. */
export const coverageKeys = {
  all: ['contracts', 'coverage'] as const,
  grid: (query: TCoverageQuery) => [...coverageKeys.all, query] as const,
};

export function useCoverage(query: TCoverageQuery, enabled = true) {
  return useQuery({
    queryKey: coverageKeys.grid(query),
    queryFn: ({ signal }) => getCoverage(query, signal),
    // The grid on screen stays (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}
