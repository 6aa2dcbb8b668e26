import { z } from 'zod';
import { CONTRACT_STATUSES } from './contract-enums.js';
import { CONTRACT_NOTICE_DAYS_MAX, ZContractQuerySchema } from './contracts.js';
import { EXPORT_FORMATS } from './background-jobs.js';
import { pageOf, ZPageQuerySchema } from './pagination.js';

/*
 * The Contracts screen's other views (issue 19 item 3, docs/contracts.md "Views and export"):
 * the contracts property by property, the filter option lists and the XLSX export. Each takes
 * the list's filters (GET /v1/contracts), so every view shows the same contracts.
 */

/** The list's filters without its paging and sort: what the property-wise view and the export take. */
export const ZContractFiltersSchema = ZContractQuerySchema.pick({
  search: true,
  status: true,
  origin: true,
  clientId: true,
  vendorId: true,
  propertyId: true,
  serviceId: true,
  endsWithinDays: true,
});
export type TContractFilters = z.infer<typeof ZContractFiltersSchema>;

export const CONTRACT_PROPERTY_SORT_FIELDS = ['property', 'client', 'contracts', 'annualCost', 'endOn'] as const;
export type TContractPropertySortField = (typeof CONTRACT_PROPERTY_SORT_FIELDS)[number];

/** GET /v1/contracts/property-wise: one row per property of the filtered contracts; the search matches the property too. */
export const ZContractPropertyQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  ...ZContractFiltersSchema.shape,
  sort: z.enum(CONTRACT_PROPERTY_SORT_FIELDS).default('property'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TContractPropertyQuery = z.infer<typeof ZContractPropertyQuerySchema>;
export type TContractPropertyQueryInput = z.input<typeof ZContractPropertyQuerySchema>;

const ZContractRefSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  vendorName: z.string(),
  endOn: z.string().nullable(),
});

const ZPropertyServiceLineSchema = z.object({
  lineId: z.string(),
  contractId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  vendorName: z.string(),
  annualCost: z.number().nullable(),
  endOn: z.string().nullable(),
});

export const ZContractPropertyRowSchema = z.object({
  propertyId: z.string(),
  propertyName: z.string(),
  propertyCode: z.string().nullable(),
  addressLine1: z.string().nullable(),
  cityName: z.string().nullable(),
  stateCode: z.string().nullable(),
  zip: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  contractCount: z.number().int(),
  /** The property's lines' annual costs added up, over the filtered contracts. */
  annualCost: z.number(),
  /** The soonest end among the property's contracts (lines' own end when earlier). */
  nextEndOn: z.string().nullable(),
  contracts: z.array(ZContractRefSchema),
  services: z.array(ZPropertyServiceLineSchema),
});
export type TContractPropertyRow = z.infer<typeof ZContractPropertyRowSchema>;
export const ZContractPropertyPageSchema = pageOf(ZContractPropertyRowSchema);
export type TContractPropertyPage = z.infer<typeof ZContractPropertyPageSchema>;

/** GET /v1/contracts/vendorList | propertyList | servicesList: the values the reader's contracts hold, searched and paged. */
export const ZContractOptionQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
});
export type TContractOptionQuery = z.infer<typeof ZContractOptionQuerySchema>;

export const ZContractOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What tells two options apart: a property's code and city. */
  detail: z.string().nullable(),
});
export type TContractOption = z.infer<typeof ZContractOptionSchema>;
export const ZContractOptionPageSchema = pageOf(ZContractOptionSchema);
export type TContractOptionPage = z.infer<typeof ZContractOptionPageSchema>;

/** POST /v1/contracts/export: the list's filters, as XLSX or CSV (a background job). JSON carries numbers: the days are one here. */
export const ZContractExportRequestSchema = ZContractFiltersSchema.extend({
  endsWithinDays: z.number('Enter a number of days.').int('Enter whole days.').min(0).max(CONTRACT_NOTICE_DAYS_MAX).optional(),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
});
export type TContractExportRequest = z.input<typeof ZContractExportRequestSchema>;
