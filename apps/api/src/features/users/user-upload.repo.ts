import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.js';
import type { TScopedTx } from '../../platform/database.js';

export const userUploadRepo = {
  /**
   * The people one request created, in the order it created them, found by the audit entry
   * written in the same transaction as each person: a bulk invite runs as `job:<id>`, so this is
   * exactly what an earlier, interrupted run of that job already did.
   */
  async createdInRequest(tx: TScopedTx, requestId: string): Promise<{ userId: string; email: string }[]> {
    const rows = await tx
      .select({ userId: auditLog.entityId, email: sql<string | null>`lower(${auditLog.after}->>'email')` })
      .from(auditLog)
      .where(and(eq(auditLog.requestId, requestId), eq(auditLog.entity, 'user'), eq(auditLog.action, 'create')))
      .orderBy(asc(auditLog.id));
    return rows.flatMap((r) => (r.email ? [{ userId: r.userId, email: r.email }] : []));
  },
};
