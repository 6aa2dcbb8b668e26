import { asc, eq, sql } from 'drizzle-orm';
import { rfpInvitations, rfpLines, rfpScopes } from '../../db/schema/rfp.js';
import { clientScopesOfWork } from '../../db/schema/scope-of-work.js';
import { vendors } from '../../db/schema/vendors.js';
import type { TScopedTx } from '../../platform/database.js';
import { invitedVendorName } from './rfp-invitations.repo.js';

const l = rfpLines;

/** A line as an RFP document lists it, with the scope of work it uses (the pinned one once published). */
export interface TTemplateLineRow {
  propertyId: string;
  propertyName: string;
  propertyCode: string;
  addressLine1: string | null;
  cityName: string | null;
  stateCode: string | null;
  zip: string | null;
  serviceName: string;
  /** The pinned scope once published, else the draft's live scope: one key per scope text. */
  scopeKey: string | null;
  scopeName: string | null;
  scopeText: string | null;
}

/** What the RFP's documents are filled with, read as the buyer (row security applies). */
export const rfpTemplateRepo = {
  async lines(tx: TScopedTx, rfpId: string): Promise<TTemplateLineRow[]> {
    return tx
      .select({
        propertyId: l.propertyId,
        propertyName: l.propertyName,
        propertyCode: l.propertyCode,
        addressLine1: l.addressLine1,
        cityName: l.cityName,
        stateCode: l.stateCode,
        zip: l.zip,
        serviceName: l.serviceName,
        scopeKey: sql<string | null>`coalesce(${rfpScopes.id}, ${clientScopesOfWork.id})::text`,
        scopeName: sql<string | null>`coalesce(${rfpScopes.name}, ${clientScopesOfWork.name})`,
        scopeText: sql<string | null>`coalesce(${rfpScopes.contentText}, ${clientScopesOfWork.contentText})`,
      })
      .from(l)
      .leftJoin(rfpScopes, eq(rfpScopes.id, l.rfpScopeId))
      .leftJoin(clientScopesOfWork, eq(clientScopesOfWork.id, l.clientSowId))
      .where(eq(l.rfpId, rfpId))
      .orderBy(asc(l.position), asc(l.propertyName), asc(l.serviceName), asc(l.id));
  },

  /** The invited vendors by name (the buyer reads each name through app.invited_vendor_name). */
  async vendors(tx: TScopedTx, rfpId: string): Promise<{ invitationId: string; vendorName: string }[]> {
    return tx
      .select({ invitationId: rfpInvitations.id, vendorName: invitedVendorName })
      .from(rfpInvitations)
      .leftJoin(vendors, eq(vendors.id, rfpInvitations.vendorId))
      .where(eq(rfpInvitations.rfpId, rfpId))
      .orderBy(asc(sql`lower(${invitedVendorName})`), asc(rfpInvitations.id));
  },

  /** How many documents each choice makes: invited vendors, and properties with lines. */
  async counts(tx: TScopedTx, rfpId: string): Promise<{ vendors: number; properties: number }> {
    const [row] = await tx
      .select({
        vendors: sql<number>`(select count(*)::int from ${rfpInvitations} where ${rfpInvitations.rfpId} = ${rfpId})`.mapWith(Number),
        properties: sql<number>`count(distinct ${l.propertyId})::int`.mapWith(Number),
      })
      .from(l)
      .where(eq(l.rfpId, rfpId));
    return row;
  },
};
