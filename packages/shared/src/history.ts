import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';

/** One changed field of an audit entry: its value before and after the change (null when absent). */
export const ZHistoryChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One audit entry as a record's History tab shows it (docs/history.md): what changed, by whom, from which workspace. */
export const ZHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** create, update, status, approve, contact_add, service_remove, … */
  action: z.string(),
  actorName: z.string().nullable(),
  /** The workspace the change was made from; null when the reader may not see it, or for entries older than the column. */
  workspaceName: z.string().nullable(),
  createdAt: z.string(),
  changes: z.array(ZHistoryChangeSchema),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntrySchema>;
export const ZHistoryPageSchema = pageOf(ZHistoryEntrySchema);
export type THistoryPage = z.infer<typeof ZHistoryPageSchema>;
export const ZHistoryQuerySchema = ZPageQuerySchema;

/** The record kinds the audit search names (docs/history.md); other entries are searchable by text only. */
export const AUDIT_ENTITIES = ['client', 'property', 'vendor', 'client_scope_of_work', 'rfp', 'bid', 'contract', 'user', 'role'] as const;
export type TAuditEntity = (typeof AUDIT_ENTITIES)[number];

const queryDay = z.iso.date('Use a date as YYYY-MM-DD.');

/** The provider's audit search (GET /v1/audit, and its export's filters). */
export const ZAuditFiltersSchema = z.object({
  /** Words found in the record's id, the action, the actor's name or e-mail, or the values before and after. */
  search: z.string().trim().max(200).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  actorUserId: z.uuid().optional(),
  /** First and last day (UTC) of the entries' dates, both included. */
  from: queryDay.optional(),
  to: queryDay.optional(),
});
export type TAuditFilters = z.infer<typeof ZAuditFiltersSchema>;

export const AUDIT_SORT_FIELDS = ['createdAt', 'entity', 'action', 'actor'] as const;
export const ZAuditQuerySchema = z.object({
  ...ZPageQuerySchema.shape,
  ...ZAuditFiltersSchema.shape,
  sort: z.enum(AUDIT_SORT_FIELDS).default('createdAt'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;
export type TAuditQueryInput = z.input<typeof ZAuditQuerySchema>;

/** One row of the audit search: an entry with the record it belongs to. */
export const ZAuditEntrySchema = ZHistoryEntrySchema.extend({
  entity: z.string(),
  entityId: z.string(),
  actorEmail: z.string().nullable(),
  /** The organization whose record it is. */
  tenantName: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditPageSchema = pageOf(ZAuditEntrySchema);
export type TAuditPage = z.infer<typeof ZAuditPageSchema>;
