import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { rfpInvitations, rfpLines, rfps } from '../../db/schema/rfp.js';
import type { TScopedTx } from '../../platform/database.js';

/**
 * What re-issuing copies (docs/rfp.md "Re-issuing unawarded lines"), set by set inside the
 * statement: the source's unawarded lines and its invitations, onto the new draft. A draft is
 * shared with no one, so the copies name no party; publishing the draft shares them.
 */
export const rfpReissueRepo = {
  /** The draft that re-issued this source before (the oldest, should the buyer have made more by hand). */
  async existing(tx: TScopedTx, sourceId: string): Promise<string | undefined> {
    const [row] = await tx.select({ id: rfps.id }).from(rfps).where(eq(rfps.sourceRfpId, sourceId)).orderBy(asc(rfps.createdAt), asc(rfps.id)).limit(1);
    return row?.id;
  },

  async unawardedLines(tx: TScopedTx, sourceId: string): Promise<number> {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(rfpLines)
      .where(and(eq(rfpLines.rfpId, sourceId), isNull(rfpLines.awardedAt)));
    return n;
  },

  // The builder's insert-select names every column in the table's order: ids, scope pins and
  // awards start afresh.

  /** The unawarded lines with their scope of work, budget and property; publishing the draft pins the scope again. */
  async copyLines(tx: TScopedTx, sourceId: string, draftId: string): Promise<number> {
    const l = rfpLines;
    const copied = await tx
      .insert(l)
      .select(
        tx
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            tenantId: l.tenantId,
            partyTenantIds: sql<string[]>`'{}'::uuid[]`.as('party_tenant_ids'),
            rfpId: sql<string>`${draftId}::uuid`.as('rfp_id'),
            propertyId: l.propertyId,
            serviceId: l.serviceId,
            clientSowId: l.clientSowId,
            rfpScopeId: sql<string | null>`null::uuid`.as('rfp_scope_id'),
            variables: l.variables,
            budgetAnnual: l.budgetAnnual,
            incumbentAnnual: l.incumbentAnnual,
            propertyName: l.propertyName,
            propertyCode: l.propertyCode,
            addressLine1: l.addressLine1,
            cityName: l.cityName,
            countyName: l.countyName,
            stateCode: l.stateCode,
            zip: l.zip,
            latitude: l.latitude,
            longitude: l.longitude,
            serviceName: l.serviceName,
            // Renumbered 1.. in the source's order.
            position: sql<number>`row_number() over (order by ${l.position}, ${l.id})::int`.as('position'),
            awardedAt: sql<Date | null>`null::timestamptz`.as('awarded_at'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(l)
          .where(and(eq(l.rfpId, sourceId), isNull(l.awardedAt))),
      )
      .returning({ id: l.id });
    return copied.length;
  },

  /** The source's invitations as draft invitations: the eligibility judged then, the provider's reason to invite one that was out. */
  async copyInvitations(tx: TScopedTx, sourceId: string, draftId: string, userId: string): Promise<number> {
    const i = rfpInvitations;
    const copied = await tx
      .insert(i)
      .select(
        tx
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            tenantId: i.tenantId,
            partyTenantIds: sql<string[]>`'{}'::uuid[]`.as('party_tenant_ids'),
            rfpId: sql<string>`${draftId}::uuid`.as('rfp_id'),
            vendorId: i.vendorId,
            vendorTenantId: i.vendorTenantId,
            eligibility: i.eligibility,
            overrideReason: i.overrideReason,
            invitedAt: sql<Date>`now()`.as('invited_at'),
            invitedBy: sql<string>`${userId}::uuid`.as('invited_by'),
          })
          .from(i)
          .where(eq(i.rfpId, sourceId)),
      )
      .returning({ id: i.id });
    return copied.length;
  },
};
