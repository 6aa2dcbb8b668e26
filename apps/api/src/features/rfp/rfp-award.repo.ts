import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { rfpLines } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

/** An RFP's lines as awards decide them (docs/rfp.md "Awarding"). */
export const rfpAwardRepo = {
  /** Marks the lines awarded (a line awarded already keeps its first time). */
  async markLines(tx: TScopedTx, rfpId: string, lineIds: readonly string[], at: Date): Promise<void> {
    if (lineIds.length === 0) return;
    await tx
      .update(rfpLines)
      .set({ awardedAt: at })
      .where(and(eq(rfpLines.rfpId, rfpId), inArray(rfpLines.id, [...lineIds]), isNull(rfpLines.awardedAt)));
  },

  async unawardedLines(tx: TScopedTx, rfpId: string): Promise<number> {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rfpLines)
      .where(and(eq(rfpLines.rfpId, rfpId), isNull(rfpLines.awardedAt)));
    return n;
  },
};
