import type { TDashboardTile } from '@procura/shared';
import { useQuery } from '@tanstack/react-query';
import { getDashboardTile } from './api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  tile: (tile: TDashboardTile) => [...dashboardKeys.all, tile] as const,
};

/** One tile; each loads on its own, so the dashboard fills in as the answers come. */
export function useDashboardTile(tile: TDashboardTile) {
  return useQuery({ queryKey: dashboardKeys.tile(tile), queryFn: ({ signal }) => getDashboardTile(tile, signal) });
}
