import { DASHBOARD_TILES_BY_KIND, todayIso, type TDashboardTile } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { forbidden } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { dashboardRepo } from './dashboard.repo.js';

/** The dashboard's tiles (docs/product.md "Dashboard"): a kind of workspace reads its own tiles only. */
export function createDashboardService({ db, clock = systemClock }: { db: TRequestDb; clock?: TClock }) {
  return {
    /** One tile as JSON text, straight from the database, in the actor's scope. */
    async tile(actor: TActor, tile: TDashboardTile): Promise<string> {
      if (!DASHBOARD_TILES_BY_KIND[actor.kind].includes(tile))
        throw forbidden('This tile is not on your workspace’s dashboard. Open the dashboard to see yours.');
      const now = clock.now();
      return withActor(db, actor, (tx) =>
        dashboardRepo.tile(tx, tile, { today: todayIso(now), now }, { vendor: actor.kind === 'vendor', workspaceId: actor.workspace.tenantId }),
      );
    },
  };
}
export type TDashboardService = ReturnType<typeof createDashboardService>;
