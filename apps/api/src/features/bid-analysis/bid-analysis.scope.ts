import { sql, type SQL } from 'drizzle-orm';
import { rfps } from '../../db/schema/rfp.js';
import type { TActor } from '../../platform/actor.js';
import { rowScope } from '../../platform/row-scope.js';

/** The RFPs whose bids the actor analyses: the buyer's (the provider's and the client's), never an invited vendor's. */
const buyerRfpRows = rowScope({ owner: rfps.tenantId, ownedBy: ['client'] });

export const buyerRfps = (actor: TActor): SQL => buyerRfpRows.read(actor) ?? sql`true`;
