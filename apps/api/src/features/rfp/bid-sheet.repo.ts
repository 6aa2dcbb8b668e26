import { asc, eq } from 'drizzle-orm';
import { rfpLines } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

export interface TBidSheetLineRow {
  id: string;
  propertyName: string;
  propertyCode: string;
  addressLine1: string | null;
  cityName: string | null;
  stateCode: string | null;
  serviceName: string;
}

/** The RFP's lines as the invited vendor reads them (row security: published, shared with it). */
export const bidSheetRepo = {
  lines(tx: TScopedTx, rfpId: string): Promise<TBidSheetLineRow[]> {
    return tx
      .select({
        id: rfpLines.id,
        propertyName: rfpLines.propertyName,
        propertyCode: rfpLines.propertyCode,
        addressLine1: rfpLines.addressLine1,
        cityName: rfpLines.cityName,
        stateCode: rfpLines.stateCode,
        serviceName: rfpLines.serviceName,
      })
      .from(rfpLines)
      .where(eq(rfpLines.rfpId, rfpId))
      .orderBy(asc(rfpLines.position), asc(rfpLines.id));
  },
};
