import { sql, type SQL } from 'drizzle-orm';
import type { TDashboardTile } from '@procura/shared';
import { queryRows, type TScopedTx } from '../../platform/database.js';
import { certificatesTile, contractsTile, coverageTile, spendTile } from './dashboard-portfolio.repo.js';
import { activityTile, bidsTile, invitationsTile, questionsTile, rfpsTile, vendorApprovalsTile } from './dashboard-pipeline.repo.js';
import type { TTileClock } from './dashboard-sql.js';

type TTileSql = { figures: SQL; items: SQL; with?: SQL };

/** Who reads the tile: a vendor's workspace (its own certificates), and the workspace (its own invitations, apart from its outlets'). */
export interface TTileReader {
  vendor: boolean;
  workspaceId: string;
}

const TILES: Record<TDashboardTile, (clock: TTileClock, reader: TTileReader) => TTileSql> = {
  rfps: rfpsTile,
  bids: bidsTile,
  'vendor-approvals': vendorApprovalsTile,
  certificates: (clock, reader) => certificatesTile(clock, { withinDays: !reader.vendor }),
  contracts: contractsTile,
  coverage: coverageTile,
  activity: activityTile,
  spend: spendTile,
  invitations: (clock, reader) => invitationsTile(clock, reader.workspaceId),
  questions: questionsTile,
};

/**
 * The tile's one statement: its counts and list as subqueries of one JSON object (`body`), over a
 * CTE for coverage and spend. Raw SQL: the builder writes neither json_build_object over
 * subqueries nor the coverage CTE's full join. The bench runs the same text bare.
 */
export function tileStatement(tile: TDashboardTile, clock: TTileClock, reader: TTileReader): SQL {
  const q = TILES[tile](clock, reader);
  return sql`${q.with ?? sql``} select json_build_object('tile', ${tile}::text, 'today', ${clock.today}::text, 'figures', ${q.figures}, 'items', ${q.items})::text as body`;
}

export const dashboardRepo = {
  /** One tile as JSON text in ZDashboardTileSchema's shape, written by the database in one statement (Raw SQL: tileStatement). */
  async tile(tx: TScopedTx, tile: TDashboardTile, clock: TTileClock, reader: TTileReader): Promise<string> {
    const [row] = await queryRows<{ body: string }>(tx, tileStatement(tile, clock, reader));
    return row.body;
  },
};
