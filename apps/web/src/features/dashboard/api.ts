import { ZDashboardTileSchema, type TDashboardTile, type TDashboardTileData } from '@procura/shared';
import { http } from '../../lib/http';

/** GET /v1/dashboard/{tile} (docs/api.md "Dashboard"). */
export const getDashboardTile = async (tile: TDashboardTile, signal?: AbortSignal): Promise<TDashboardTileData> =>
  ZDashboardTileSchema.parse(await http.get(`/dashboard/${tile}`, undefined, { signal }));
