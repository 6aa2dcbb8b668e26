import { vendors } from '../../db/schema/vendors.js';
import { rowScope } from '../../platform/row-scope.js';

/**
 * The one scope of vendors: a vendor's own row and its outlets' (the database puts a vendor's
 * branches and franchises in its scope); a branch or franchise only itself; a client the
 * vendors it onboarded, as a party of the row; the provider all. A party reads, never writes.
 */
export const vendorRows = rowScope({ owner: vendors.tenantId, ownedBy: ['vendor'], parties: vendors.partyTenantIds, sharedWith: ['client'] });
