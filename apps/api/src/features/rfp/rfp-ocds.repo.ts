import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rfpAwards } from '../../db/schema/bid-analysis.js';
import { bidLines, bids } from '../../db/schema/bids.js';
import { rfpAddenda, rfpAnswers, rfpInvitations, rfpLines } from '../../db/schema/rfp.js';
import { tenants } from '../../db/schema/tenancy.js';
import { vendors } from '../../db/schema/vendors.js';
import type { TScopedTx } from '../../platform/database.js';
import { invitedVendorName } from './rfp-invitations.repo.js';

const parents = alias(vendors, 'parent_vendor');

/**
 * What the OCDS release reads, in the buyer's scope: row security decides what is there, so a
 * sealed bid's amounts are simply absent until the bids are opened (docs/rfp.md "Sealed bids").
 */
export const rfpOcdsRepo = {
  /** The provider's organisation: the procuring entity of every RFP. */
  async provider(tx: TScopedTx): Promise<{ id: string; name: string } | undefined> {
    const [row] = await tx
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.type, 'connexus'))
      .orderBy(asc(tenants.createdAt))
      .limit(1);
    return row;
  },

  lines(tx: TScopedTx, rfpId: string) {
    return tx
      .select({
        id: rfpLines.id,
        propertyId: rfpLines.propertyId,
        propertyName: rfpLines.propertyName,
        propertyCode: rfpLines.propertyCode,
        addressLine1: rfpLines.addressLine1,
        cityName: rfpLines.cityName,
        stateCode: rfpLines.stateCode,
        zip: rfpLines.zip,
        latitude: rfpLines.latitude,
        longitude: rfpLines.longitude,
        serviceId: rfpLines.serviceId,
        serviceName: rfpLines.serviceName,
      })
      .from(rfpLines)
      .where(eq(rfpLines.rfpId, rfpId))
      .orderBy(asc(rfpLines.position), asc(rfpLines.id));
  },

  /** Every invited vendor with its bid's state (not sealed: who submitted and when). */
  bidders(tx: TScopedTx, rfpId: string) {
    return tx
      .select({
        bidId: bids.id,
        vendorId: rfpInvitations.vendorId,
        vendorName: invitedVendorName,
        parentId: parents.id,
        parentName: parents.name,
        bidStatus: bids.status,
        submittedAt: bids.submittedAt,
      })
      .from(rfpInvitations)
      .leftJoin(vendors, eq(vendors.id, rfpInvitations.vendorId))
      .leftJoin(parents, eq(parents.id, vendors.parentVendorId))
      .leftJoin(bids, eq(bids.invitationId, rfpInvitations.id))
      .where(eq(rfpInvitations.rfpId, rfpId))
      .orderBy(sql`lower(${invitedVendorName})`, asc(rfpInvitations.vendorId));
  },

  /** Each bid's current submission: its value over the term and the properties it covers. Sealed rows read as none. */
  async bidValues(tx: TScopedTx, rfpId: string) {
    const rows = await tx
      .select({
        bidId: bidLines.bidId,
        termAmount: sql<string>`sum(${bidLines.termAmount})`,
        propertyIds: sql<string[]>`array_agg(distinct ${rfpLines.propertyId}::text)`,
      })
      .from(bidLines)
      .innerJoin(bids, eq(bids.id, bidLines.bidId))
      .innerJoin(rfpLines, eq(rfpLines.id, bidLines.rfpLineId))
      .where(and(eq(bidLines.rfpId, rfpId), eq(bidLines.submissionNumber, bids.currentSubmission)))
      .groupBy(bidLines.bidId);
    return rows.map((r) => ({ ...r, termAmount: Number(r.termAmount) }));
  },

  /** The RFP's awards, one per awarded line (the buyer reads every one). */
  awards(tx: TScopedTx, rfpId: string) {
    return tx
      .select({
        id: rfpAwards.id,
        rfpLineId: rfpAwards.rfpLineId,
        vendorId: rfpAwards.vendorId,
        termAmount: rfpAwards.termAmount,
        note: rfpAwards.note,
        awardedAt: rfpAwards.awardedAt,
      })
      .from(rfpAwards)
      .innerJoin(rfpLines, eq(rfpLines.id, rfpAwards.rfpLineId))
      .where(eq(rfpAwards.rfpId, rfpId))
      .orderBy(asc(rfpLines.position), asc(rfpLines.id));
  },

  addenda(tx: TScopedTx, rfpId: string) {
    return tx
      .select({
        number: rfpAddenda.number,
        summary: rfpAddenda.summary,
        publishedAt: rfpAddenda.publishedAt,
        bidsDueAtBefore: rfpAddenda.bidsDueAtBefore,
        bidsDueAtAfter: rfpAddenda.bidsDueAtAfter,
      })
      .from(rfpAddenda)
      .where(eq(rfpAddenda.rfpId, rfpId))
      .orderBy(asc(rfpAddenda.number));
  },

  /** Published answers: the question as published, never its asker. */
  answers(tx: TScopedTx, rfpId: string) {
    return tx
      .select({ id: rfpAnswers.id, questionText: rfpAnswers.questionText, answerText: rfpAnswers.answerText, publishedAt: rfpAnswers.publishedAt })
      .from(rfpAnswers)
      .where(eq(rfpAnswers.rfpId, rfpId))
      .orderBy(asc(rfpAnswers.publishedAt), asc(rfpAnswers.id));
  },
};

export type TOcdsLineRow = Awaited<ReturnType<typeof rfpOcdsRepo.lines>>[number];
export type TOcdsBidderRow = Awaited<ReturnType<typeof rfpOcdsRepo.bidders>>[number];
export type TOcdsAwardRow = Awaited<ReturnType<typeof rfpOcdsRepo.awards>>[number];
export type TOcdsBidValueRow = Awaited<ReturnType<typeof rfpOcdsRepo.bidValues>>[number];
