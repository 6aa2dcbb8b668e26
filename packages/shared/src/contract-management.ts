import { z } from 'zod';
import { ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';

/** A state (geography) id, as the property filters take it. */
const ZStateIdSchema = z.coerce.number().int().positive().max(2_147_483_647, 'No such state.');

/*
 * Contract Management (issue 19 item 6, docs/contracts.md "Coverage"): each property's required
 * services against the ACTIVE contract lines in force on the day, one cell per property × service.
 */

/**
 * CONTRACTED: one line in force, required. EXPIRING: that line ends within CONTRACT_EXPIRING_DAYS.
 * MISSING: required, no line. DUPLICATED: two or more lines in force. NOT_REQUIRED: a line, not required.
 */
export const COVERAGE_CELL_STATES = ['CONTRACTED', 'EXPIRING', 'MISSING', 'DUPLICATED', 'NOT_REQUIRED'] as const;
export type TCoverageCellState = (typeof COVERAGE_CELL_STATES)[number];
export const COVERAGE_CELL_STATE_LABELS: Record<TCoverageCellState, string> = {
  CONTRACTED: 'Contracted',
  EXPIRING: 'Expiring',
  MISSING: 'Missing',
  DUPLICATED: 'Duplicated',
  NOT_REQUIRED: 'Not required',
};

/** A property as the map colours it: every required service contracted, one expiring, or a gap. */
export const PROPERTY_COVERAGE_STATES = ['COVERED', 'EXPIRING', 'GAPS', 'NONE'] as const;
export type TPropertyCoverageState = (typeof PROPERTY_COVERAGE_STATES)[number];
export const PROPERTY_COVERAGE_LABELS: Record<TPropertyCoverageState, string> = {
  COVERED: 'All covered',
  EXPIRING: 'Expiring within 90 days',
  GAPS: 'Gaps',
  NONE: 'No required services',
};

/** Property Maps' coverage filter in its URL (`coverage=GAPS,EXPIRING`): the markers of these states only. */
export const ZMapCoverageFilterSchema = z.object({ coverage: csvList(z.enum(PROPERTY_COVERAGE_STATES)) });
export type TMapCoverageFilter = z.infer<typeof ZMapCoverageFilterSchema>;

/** The grid's filters: they choose cells; a property is a row when one of its cells is chosen. */
export const ZCoverageFiltersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  clientIds: csvList(z.uuid('Not a valid client id.')),
  stateIds: csvList(ZStateIdSchema),
  serviceIds: csvList(z.uuid('Not a valid service id.')),
  /** Cells with a line in force of these vendors (or their branches and franchises). */
  vendorIds: csvList(z.uuid('Not a valid vendor id.')),
  cellStates: csvList(z.enum(COVERAGE_CELL_STATES)),
});
export type TCoverageFilters = z.infer<typeof ZCoverageFiltersSchema>;

export const ZCoverageQuerySchema = z.object({ ...ZPageQuerySchema.shape, ...ZCoverageFiltersSchema.shape });
export type TCoverageQuery = z.infer<typeof ZCoverageQuerySchema>;
export type TCoverageQueryInput = z.input<typeof ZCoverageQuerySchema>;

/** A contract line in force in a cell: what the drill-down lists. */
export const ZCoverageLineSchema = z.object({
  lineId: z.string(),
  contractId: z.string(),
  contractNumber: z.string(),
  vendorName: z.string(),
  endOn: z.string().nullable(),
});
export type TCoverageLine = z.infer<typeof ZCoverageLineSchema>;

export const ZCoverageCellSchema = z.object({
  serviceId: z.string(),
  state: z.enum(COVERAGE_CELL_STATES),
  required: z.boolean(),
  lines: z.array(ZCoverageLineSchema),
});
export type TCoverageCell = z.infer<typeof ZCoverageCellSchema>;

export const ZCoverageRowSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  propertyCode: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  cityName: z.string().nullable(),
  stateCode: z.string().nullable(),
  cells: z.array(ZCoverageCellSchema),
});
export type TCoverageRow = z.infer<typeof ZCoverageRowSchema>;

export const ZCoverageSummarySchema = z.object(
  Object.fromEntries(COVERAGE_CELL_STATES.map((s) => [s, z.number().int()])) as Record<TCoverageCellState, z.ZodNumber>,
);
export type TCoverageSummary = z.infer<typeof ZCoverageSummarySchema>;

export const ZCoverageGridSchema = z.object({
  /** The day the grid is as of (UTC). */
  today: z.string(),
  /** The columns: every service of a chosen cell, on any page, by name. */
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The vendor filter's options: every vendor holding a line in force in the chosen properties, by name. */
  vendors: z.array(z.object({ id: z.string(), name: z.string() })),
  data: z.array(ZCoverageRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Cells per state under every filter but the cell states (the legend's counts). */
  summary: ZCoverageSummarySchema,
});
export type TCoverageGrid = z.infer<typeof ZCoverageGridSchema>;
