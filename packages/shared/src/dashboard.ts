import { z } from 'zod';
import type { TActorKind } from './actor-kind.js';

/*
 * The dashboard (docs/product.md "Dashboard"): tiles per kind of workspace, each one figure or a
 * short list read by one statement in the reader's scope, each linking to the filtered list behind it.
 */

export const DASHBOARD_TILES = [
  'rfps',
  'bids',
  'vendor-approvals',
  'certificates',
  'contracts',
  'coverage',
  'activity',
  'spend',
  'invitations',
  'questions',
] as const;
export type TDashboardTile = (typeof DASHBOARD_TILES)[number];

/** The tiles each kind of workspace is shown, in order; a vendor's branch and franchise have the vendor's. */
export const DASHBOARD_TILES_BY_KIND: Record<TActorKind, readonly TDashboardTile[]> = {
  provider: ['rfps', 'bids', 'vendor-approvals', 'certificates', 'contracts', 'coverage', 'activity'],
  client: ['coverage', 'rfps', 'contracts', 'spend', 'bids', 'vendor-approvals'],
  vendor: ['invitations', 'certificates', 'contracts', 'questions'],
};

/** Contracts ending (or whose notice to stop a renewal falls) within these many days. */
export const DASHBOARD_HORIZONS = [30, 60, 90] as const;

/** A count (or an amount) under a key the tile defines: a status, a horizon, a coverage state. */
export const ZDashboardFigureSchema = z.object({ key: z.string(), value: z.number() });
export type TDashboardFigure = z.infer<typeof ZDashboardFigureSchema>;

/** A row of a tile's short list: what it is, a word about it, its date or due time, a figure. */
export const ZDashboardItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
  /** A due time (ISO date-time) or a day (YYYY-MM-DD). */
  at: z.string().nullable(),
  value: z.number().nullable(),
  /** The record the row opens, when it is another than `id` (the RFP of a question). */
  refId: z.string().nullable(),
});
export type TDashboardItem = z.infer<typeof ZDashboardItemSchema>;

export const ZDashboardTileSchema = z.object({
  tile: z.enum(DASHBOARD_TILES),
  /** The day (UTC) the figures are counted on. */
  today: z.string(),
  figures: z.array(ZDashboardFigureSchema),
  items: z.array(ZDashboardItemSchema),
});
export type TDashboardTileData = z.infer<typeof ZDashboardTileSchema>;
