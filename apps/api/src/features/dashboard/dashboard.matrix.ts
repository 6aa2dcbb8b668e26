import { DASHBOARD_TILES, DASHBOARD_TILES_BY_KIND, type TActorKind, type TDashboardTile } from '@procura/shared';
import type { TFeatureMatrix } from '../../../test/matrix.js';

const on = (kind: TActorKind, tile: TDashboardTile) => (DASHBOARD_TILES_BY_KIND[kind].includes(tile) ? 200 : 403);

/**
 * Each tile answers the kinds of workspace it is shown to and refuses the others (403); a tile
 * takes no id: another tenant's rows are simply not counted (dashboard.test.ts).
 */
export const dashboardMatrix: TFeatureMatrix = {
  routes: Object.fromEntries(
    DASHBOARD_TILES.map((tile) => [
      `GET /v1/dashboard/${tile}`,
      {
        expect: {
          anonymous: 401,
          providerAdmin: on('provider', tile),
          providerCoordinator: on('provider', tile),
          clientAdmin: on('client', tile),
          clientPm: on('client', tile),
          vendorAdmin: on('vendor', tile),
          branchUser: on('vendor', tile),
          franchiseUser: on('vendor', tile),
        },
      },
    ]),
  ),
};
