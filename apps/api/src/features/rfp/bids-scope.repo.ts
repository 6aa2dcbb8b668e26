import { and, eq } from 'drizzle-orm';
import { rfpLines, rfpScopes } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

/**
 * The scope of work pinned on one line of an RFP. Row security shares both rows with the invited
 * tenants only, so another vendor or tenant reads nothing here.
 */
export const bidsScopeRepo = {
  async pinnedOf(tx: TScopedTx, rfpId: string, lineId: string) {
    const [row] = await tx
      .select({ name: rfpScopes.name, version: rfpScopes.sowVersion, text: rfpScopes.contentText })
      .from(rfpLines)
      .innerJoin(rfpScopes, eq(rfpScopes.id, rfpLines.rfpScopeId))
      .where(and(eq(rfpLines.id, lineId), eq(rfpLines.rfpId, rfpId)));
    return row;
  },
};
