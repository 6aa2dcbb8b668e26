import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';
import { csvList } from './user-management.js';

/**
 * The services catalogue (issue #8 item 4): categories and services the provider keeps for
 * every client and vendor. Everyone signed in reads it; only the provider writes it.
 */

export const SERVICE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type TServiceStatus = (typeof SERVICE_STATUSES)[number];

/** How a service is usually priced; bids quote in this unit. */
export const SERVICE_UNITS = ['PER_VISIT', 'MONTHLY', 'SEASONAL', 'PER_SQ_FT', 'PER_HOUR', 'LUMP_SUM'] as const;
export type TServiceUnit = (typeof SERVICE_UNITS)[number];

export const SERVICE_UNIT_LABELS: Record<TServiceUnit, string> = {
  PER_VISIT: 'Per visit',
  MONTHLY: 'Monthly',
  SEASONAL: 'Seasonal',
  PER_SQ_FT: 'Per sq ft',
  PER_HOUR: 'Per hour',
  LUMP_SUM: 'Lump sum',
};

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A unit as people type it in a pasted sheet ('per visit', 'Per Sq. Ft.', 'MONTHLY'), or undefined. */
export function parseServiceUnit(text: string): TServiceUnit | undefined {
  const key = compact(text);
  return SERVICE_UNITS.find((unit) => compact(unit) === key || compact(SERVICE_UNIT_LABELS[unit]) === key);
}

export const SERVICE_NAME_MAX = 150;
export const SERVICE_DESCRIPTION_MAX = 500;
export const SERVICE_BULK_MAX = 500;

const text = (label: string, max: number) => z.string().trim().min(1, `Enter the ${label}.`).max(max, `The ${label} is at most ${max} characters.`);
const description = z
  .string()
  .trim()
  .max(SERVICE_DESCRIPTION_MAX, `The description is at most ${SERVICE_DESCRIPTION_MAX} characters.`)
  .nullable()
  .optional()
  // Blank is no description; left out (an edit of other fields) keeps the one there.
  .transform((value) => (value === undefined ? undefined : value || null));

/**
 * What the reader may do to a category or a service of the catalogue (policies/services.ts).
 * The same for every row, so the rows carry none of their own: the profile's
 * `abilities.services` says them (a category or service reads the same to everyone).
 */
export const ZCatalogAbilitiesSchema = z.object({ edit: z.boolean(), delete: z.boolean() });
export type TCatalogAbilities = z.infer<typeof ZCatalogAbilitiesSchema>;

// ── Categories ────────────────────────────────────────────────────────────────

export const ZServiceCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  serviceCount: z.number().int(),
  activeServiceCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TServiceCategory = z.infer<typeof ZServiceCategorySchema>;

export const ZServiceCategoryInputSchema = z.object({
  name: text('category name', 100),
  description,
  sortOrder: z.number().int('Use a whole number.').min(0, 'Use 0 or more.').max(10_000, 'Use at most 10000.').default(0),
});
export type TServiceCategoryInput = z.input<typeof ZServiceCategoryInputSchema>;

export const ZServiceCategoryUpdateSchema = z.object({
  name: text('category name', 100).optional(),
  description,
  sortOrder: z.number().int('Use a whole number.').min(0, 'Use 0 or more.').max(10_000, 'Use at most 10000.').optional(),
});
export type TServiceCategoryUpdate = z.input<typeof ZServiceCategoryUpdateSchema>;

export const ZServiceCategoryIdParamsSchema = z.object({ id: z.uuid('Not a valid category id.') });

// ── Services ──────────────────────────────────────────────────────────────────

export const ZServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  unit: z.enum(SERVICE_UNITS),
  status: z.enum(SERVICE_STATUSES),
  category: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TService = z.infer<typeof ZServiceSchema>;
export const ZServicePageSchema = pageOf(ZServiceSchema);
export type TServicePage = z.infer<typeof ZServicePageSchema>;

/** A picker's option: every active service with its category, nothing more. */
export const ZServiceOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.enum(SERVICE_UNITS),
  categoryId: z.string(),
  categoryName: z.string(),
});
export type TServiceOption = z.infer<typeof ZServiceOptionSchema>;

export const SERVICE_SORT_FIELDS = ['name', 'category', 'createdAt'] as const;
export type TServiceSortField = (typeof SERVICE_SORT_FIELDS)[number];

export const ZServiceListQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  search: z.string().trim().max(200).optional(),
  categoryId: z.uuid('Not a valid category id.').optional(),
  categoryIds: csvList(z.uuid('Not a valid category id.')),
  status: csvList(z.enum(SERVICE_STATUSES)),
  sort: z.enum(SERVICE_SORT_FIELDS).default('name'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type TServiceListQuery = z.infer<typeof ZServiceListQuerySchema>;

export const ZServiceInputSchema = z.object({
  categoryId: z.uuid('Choose a category.'),
  name: text('service name', SERVICE_NAME_MAX),
  description,
  unit: z.enum(SERVICE_UNITS, 'Choose a pricing unit.').default('PER_VISIT'),
  status: z.enum(SERVICE_STATUSES).default('ACTIVE'),
});
export type TServiceInput = z.input<typeof ZServiceInputSchema>;

export const ZServiceUpdateSchema = z.object({
  categoryId: z.uuid('Choose a category.').optional(),
  name: text('service name', SERVICE_NAME_MAX).optional(),
  description,
  unit: z.enum(SERVICE_UNITS, 'Choose a pricing unit.').optional(),
  status: z.enum(SERVICE_STATUSES).optional(),
});
export type TServiceUpdate = z.input<typeof ZServiceUpdateSchema>;

export const ZServiceIdParamsSchema = z.object({ id: z.uuid('Not a valid service id.') });

// ── Bulk ─────────────────────────────────────────────────────────────────────

/**
 * One pasted row as sent: loose on purpose, so that one bad row is reported on its own and
 * the good ones are still created (bounded, so the body stays small). Strict: a key it does
 * not know is a mistake in the caller, not a row to create.
 */
export const ZServiceBulkRowInputSchema = z.strictObject({
  categoryId: z.string().max(100).optional(),
  categoryName: z.string().max(500).optional(),
  name: z.string().max(1000).optional(),
  description: z.string().max(5000).nullable().optional(),
  unit: z.string().max(100).optional(),
});
export type TServiceBulkRowInput = z.infer<typeof ZServiceBulkRowInputSchema>;

export const ZServiceBulkSchema = z.object({
  services: z.array(ZServiceBulkRowInputSchema).min(1, 'Add at least one row.').max(SERVICE_BULK_MAX, `Add at most ${SERVICE_BULK_MAX} rows at a time.`),
});
export type TServiceBulkInput = z.infer<typeof ZServiceBulkSchema>;

/** One row's rules, checked row by row: the fields of the single-service form. */
export const ZServiceBulkRowSchema = z
  .object({
    categoryId: z.uuid('Not a valid category id.').optional(),
    categoryName: z.string().trim().max(100, 'The category name is at most 100 characters.').optional(),
    name: text('service name', SERVICE_NAME_MAX),
    description,
    unit: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (!value) return 'PER_VISIT' as TServiceUnit;
        const unit = parseServiceUnit(value);
        if (!unit) {
          ctx.addIssue({ code: 'custom', message: `Use one of: ${SERVICE_UNITS.map((u) => SERVICE_UNIT_LABELS[u]).join(', ')}.` });
          return z.NEVER;
        }
        return unit;
      }),
  })
  .refine((row) => Boolean(row.categoryId || row.categoryName), { message: 'Enter the category.', path: ['categoryName'] });

export const ZServiceBulkResultSchema = z.object({
  /** 1-based, as the rows were sent. */
  row: z.number().int(),
  status: z.enum(['created', 'error']),
  id: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TServiceBulkResult = z.infer<typeof ZServiceBulkResultSchema>;

export const ZServiceBulkResponseSchema = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  results: z.array(ZServiceBulkResultSchema),
});
export type TServiceBulkResponse = z.infer<typeof ZServiceBulkResponseSchema>;
