import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_TILES, ZDashboardTileSchema, type TDashboardTileData } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TDashboardService } from './dashboard.service.js';

/** One route per tile (docs/product.md "Dashboard"), so the browser loads them side by side. */
export function dashboardRoutes(deps: { dashboard: TDashboardService }): FastifyPluginAsyncZod {
  const tags = ['dashboard'];
  return async (app) => {
    for (const tile of DASHBOARD_TILES) {
      app.get(`/v1/dashboard/${tile}`, {
        config: { access: access.signedIn },
        schema: { tags, summary: `The dashboard's ${tile} tile: its figures and short list in the reader's scope`, response: { 200: ZDashboardTileSchema } },
        handler: async (request, reply) => {
          // The database wrote the JSON; a string with a JSON type is sent as it is.
          const body = await deps.dashboard.tile(actorOf(request), tile);
          return reply.type('application/json; charset=utf-8').send(body as unknown as TDashboardTileData);
        },
      });
    }
  };
}
