import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from './pagination.js';

/** One audit entry as a record's History tab shows it (clients, vendors, properties): what changed, by whom. */
export const ZHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** create, update, status, approve, contact_add, service_remove, … */
  action: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntrySchema>;
export const ZHistoryPageSchema = pageOf(ZHistoryEntrySchema);
export type THistoryPage = z.infer<typeof ZHistoryPageSchema>;
export const ZHistoryQuerySchema = ZPageQuerySchema;
