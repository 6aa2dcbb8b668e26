import { z } from 'zod';
import { BACKGROUND_JOB_STATUSES, BACKGROUND_JOB_TYPES } from './enums.js';

export const ZBackgroundJobSchema = z.object({
  id: z.string(),
  type: z.enum(BACKGROUND_JOB_TYPES),
  status: z.enum(BACKGROUND_JOB_STATUSES),
  title: z.string(),
  progress: z.number().int().min(0).max(100),
  resultFileName: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBackgroundJob = z.infer<typeof ZBackgroundJobSchema>;

export const ZBackgroundJobListSchema = z.object({ data: z.array(ZBackgroundJobSchema) });

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export const EXPORTABLE_ENTITIES = ['users', 'properties', 'contracts', 'audit'] as const;
export type TExportableEntity = (typeof EXPORTABLE_ENTITIES)[number];
export const ZExportRequestSchema = z.object({
  entity: z.enum(EXPORTABLE_ENTITIES),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  /** The list's filters, as its own query schema takes them (the properties list's: search, clientIds…). */
  filters: z.record(z.string(), z.unknown()).optional(),
});
export type TExportRequest = z.input<typeof ZExportRequestSchema>;
