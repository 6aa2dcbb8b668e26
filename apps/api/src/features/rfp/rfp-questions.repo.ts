import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { bids, rfpQuestions } from '../../db/schema/bids.js';
import { rfpAnswers, rfpInvitations } from '../../db/schema/rfp.js';
import { vendors } from '../../db/schema/vendors.js';
import type { TScopedTx } from '../../platform/database.js';
import { invitedVendorName } from './rfp-invitations.repo.js';

const q = rfpQuestions;
const a = rfpAnswers;

export interface TQuestionRow {
  id: string;
  questionText: string;
  vendorName: string;
  askedAt: Date;
  answerCount: number;
}

export type TAnswerRow = typeof a.$inferSelect;

/**
 * Questions (the asker's rows, shared with the buyer alone by their trigger) and answers (the
 * buyer's rows, shared with every invited tenant). Row security decides who reads which; a
 * vendor's reads also name its own workspace, so a parent never reads an outlet's questions.
 */
export const rfpQuestionsRepo = {
  async ask(tx: TScopedTx, values: { tenantId: string; rfpId: string; bidId: string; questionText: string; askedBy: string }): Promise<string> {
    const [row] = await tx.insert(q).values(values).returning({ id: q.id });
    return row.id;
  },

  /** The RFP's questions, the latest first; `askerTenantId` keeps a vendor to its own. */
  async questions(tx: TScopedTx, rfpId: string, askerTenantId: string | null): Promise<TQuestionRow[]> {
    return tx
      .select({
        id: q.id,
        questionText: q.questionText,
        vendorName: invitedVendorName,
        askedAt: q.askedAt,
        answerCount: sql<number>`(select count(*)::int from ${a} where ${a.questionId} = ${q.id})`.mapWith(Number),
      })
      .from(q)
      .leftJoin(bids, eq(bids.id, q.bidId))
      .leftJoin(rfpInvitations, eq(rfpInvitations.id, bids.invitationId))
      .leftJoin(vendors, eq(vendors.id, rfpInvitations.vendorId))
      .where(and(eq(q.rfpId, rfpId), askerTenantId ? eq(q.tenantId, askerTenantId) : undefined))
      .orderBy(desc(q.askedAt), asc(q.id));
  },

  async question(tx: TScopedTx, rfpId: string, id: string): Promise<{ id: string; questionText: string } | undefined> {
    const [row] = await tx
      .select({ id: q.id, questionText: q.questionText })
      .from(q)
      .where(and(eq(q.rfpId, rfpId), eq(q.id, id)));
    return row;
  },

  async publishAnswer(tx: TScopedTx, values: typeof a.$inferInsert): Promise<TAnswerRow> {
    const [row] = await tx.insert(a).values(values).returning();
    return row;
  },

  /** The published answers, in the order they were published. */
  async answers(tx: TScopedTx, rfpId: string): Promise<TAnswerRow[]> {
    return tx.select().from(a).where(eq(a.rfpId, rfpId)).orderBy(asc(a.publishedAt), asc(a.id));
  },
};
