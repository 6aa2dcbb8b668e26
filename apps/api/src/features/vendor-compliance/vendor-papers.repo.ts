import { sql } from 'drizzle-orm';
import { vendorDocuments } from '../../db/schema/vendor-compliance.js';
import { queryRows, sqlArray, type TScopedTx } from '../../platform/database.js';

/** Whether vendors' papers are in order on a day: what vendor eligibility asks of compliance. */
export const vendorPapersRepo = {
  /**
   * Per vendor: a W-9 on file, and a certificate of insurance in force on `day` (current, and
   * its dates around the day). One statement for any number of vendors; a vendor whose documents
   * the caller does not see (row-level security) answers no.
   */
  async onFileOn(tx: TScopedTx, vendorIds: readonly string[], day: string): Promise<{ vendorId: string; hasW9: boolean; insured: boolean }[]> {
    if (vendorIds.length === 0) return [];
    // Raw SQL: the vendor ids come in as an array and each answers even with no document at all.
    return queryRows(
      tx,
      sql`select v.id as "vendorId",
            exists (select 1 from ${vendorDocuments} w where w.vendor_id = v.id and w.kind = 'W9' and w.status = 'CURRENT') as "hasW9",
            exists (select 1 from ${vendorDocuments} c where c.vendor_id = v.id and c.kind = 'COI' and c.status = 'CURRENT'
                      and c.expires_on >= ${day}::date and (c.effective_on is null or c.effective_on <= ${day}::date)) as "insured"
          from unnest(${sqlArray(vendorIds, 'uuid')}) as v(id)`,
    );
  },
};
