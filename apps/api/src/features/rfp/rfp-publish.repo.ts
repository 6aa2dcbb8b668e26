import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { counties, states } from '../../db/schema/geography.js';
import { properties } from '../../db/schema/properties.js';
import { rfpAttachments, rfpInvitations, rfpLines, rfps, rfpScopes } from '../../db/schema/rfp.js';
import { clientScopesOfWork } from '../../db/schema/scope-of-work.js';
import type { TScopedTx } from '../../platform/database.js';

/**
 * What publishing writes (docs/rfp.md "Publishing"): the property and scope of work as vendors
 * will read them, copied from the client's rows, and the invited tenants named as parties of the
 * RFP's rows: each invitation is shared with its own vendor alone.
 */
export const rfpPublishRepo = {
  async invitedTenants(tx: TScopedTx, rfpId: string): Promise<string[]> {
    const rows = await tx.selectDistinct({ tenantId: rfpInvitations.vendorTenantId }).from(rfpInvitations).where(eq(rfpInvitations.rfpId, rfpId));
    return rows.map((r) => r.tenantId);
  },

  /** The property as it is now, onto every line. */
  async refreshProperties(tx: TScopedTx, rfpId: string): Promise<void> {
    await tx
      .update(rfpLines)
      .set({
        propertyName: sql`${properties.name}`,
        propertyCode: sql`${properties.code}`,
        addressLine1: sql`${properties.addressLine1}`,
        cityName: sql`${properties.cityName}`,
        countyName: sql`(select ${counties.name} from ${counties} where ${counties.id} = ${properties.countyId})`,
        stateCode: sql`(select ${states.code} from ${states} where ${states.id} = ${properties.stateId})`,
        zip: sql`${properties.zip}`,
        latitude: sql`${properties.latitude}`,
        longitude: sql`${properties.longitude}`,
      })
      .from(properties)
      .where(and(eq(rfpLines.rfpId, rfpId), eq(properties.id, rfpLines.propertyId)));
  },

  /** Each scope the lines name, at its current version, copied once; the lines then point at the copy. */
  async pinScopes(tx: TScopedTx, rfp: { id: string; tenantId: string }, parties: string[]): Promise<void> {
    const used = tx
      .selectDistinct({ id: rfpLines.clientSowId })
      .from(rfpLines)
      .where(and(eq(rfpLines.rfpId, rfp.id), isNotNull(rfpLines.clientSowId)));
    const scopes = await tx
      .select({
        id: clientScopesOfWork.id,
        version: clientScopesOfWork.version,
        name: clientScopesOfWork.name,
        html: clientScopesOfWork.contentHtml,
        text: clientScopesOfWork.contentText,
      })
      .from(clientScopesOfWork)
      .where(inArray(clientScopesOfWork.id, used));
    if (scopes.length === 0) return;
    await tx
      .insert(rfpScopes)
      .values(
        scopes.map((s) => ({
          tenantId: rfp.tenantId,
          partyTenantIds: parties,
          rfpId: rfp.id,
          sowId: s.id,
          sowVersion: s.version,
          name: s.name,
          contentHtml: s.html,
          contentText: s.text,
        })),
      )
      .onConflictDoNothing();
    // Every line points at its scope's copy at the current version: lines added by an addendum to
    // a scope pinned before take the copy already there.
    for (const scope of scopes) {
      await tx
        .update(rfpLines)
        .set({
          rfpScopeId: sql`(select ${rfpScopes.id} from ${rfpScopes} where ${rfpScopes.rfpId} = ${rfp.id} and ${rfpScopes.sowId} = ${scope.id} and ${rfpScopes.sowVersion} = ${scope.version})`,
        })
        .where(and(eq(rfpLines.rfpId, rfp.id), eq(rfpLines.clientSowId, scope.id)));
    }
  },

  /** The RFP, its lines, pinned scopes and documents are read by every invited tenant; an invitation by its own. */
  async share(tx: TScopedTx, rfpId: string, parties: string[]): Promise<void> {
    await tx.update(rfps).set({ partyTenantIds: parties }).where(eq(rfps.id, rfpId));
    await tx.update(rfpLines).set({ partyTenantIds: parties }).where(eq(rfpLines.rfpId, rfpId));
    await tx.update(rfpScopes).set({ partyTenantIds: parties }).where(eq(rfpScopes.rfpId, rfpId));
    await tx.update(rfpAttachments).set({ partyTenantIds: parties }).where(eq(rfpAttachments.rfpId, rfpId));
    await tx
      .update(rfpInvitations)
      .set({ partyTenantIds: sql`array[${rfpInvitations.vendorTenantId}]` })
      .where(eq(rfpInvitations.rfpId, rfpId));
  },
};
