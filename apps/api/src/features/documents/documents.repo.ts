import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ZTemplateGenerationTaskSchema } from '@procura/shared';
import { backgroundJobs } from '../../db/schema/jobs.js';
import type { TScopedTx } from '../../platform/database.js';
import { pageSize } from '../../db/page-size.js';

/** The template-generation job types /v1/template-generation-tasks lists (every feature's). */
export const TEMPLATE_GENERATION_TYPES = ZTemplateGenerationTaskSchema.shape.type.options;
export type TTemplateGenerationType = (typeof TEMPLATE_GENERATION_TYPES)[number];

/** The actor's own template-generation jobs (background_jobs rows, owner-only under row security). */
export const documentsRepo = {
  async tasks(tx: TScopedTx, ownerUserId: string, page: number, limit: number) {
    const rows = await tx
      .select({ job: backgroundJobs, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.ownerUserId, ownerUserId), inArray(backgroundJobs.type, [...TEMPLATE_GENERATION_TYPES])))
      .orderBy(desc(backgroundJobs.createdAt), desc(backgroundJobs.id))
      .limit(pageSize(limit))
      .offset((page - 1) * limit);
    return { rows: rows.map((r) => r.job), total: rows[0]?.total ?? 0 };
  },

  async task(tx: TScopedTx, ownerUserId: string, id: string) {
    const [row] = await tx
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.ownerUserId, ownerUserId), inArray(backgroundJobs.type, [...TEMPLATE_GENERATION_TYPES])));
    return row;
  },
};
