import type { z } from 'zod';
import type { TRfpAnswer, TRfpQuestion, ZRfpAnswerInputSchema, ZRfpQuestionInputSchema } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { hasSqlState, type TRequestDb } from '../../platform/database.js';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { bidsRepo } from './bids.repo.js';
import { auditRfp } from './rfp-history.js';
import { rfpQuestionsRepo, type TAnswerRow, type TQuestionRow } from './rfp-questions.repo.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { visibleRfp, writableRfp } from './rfp.service.js';
import { rfpNotices } from './rfp.notices.js';
import type { TNotifier } from '../notifications/notifications.service.js';

type TAsk = z.output<typeof ZRfpQuestionInputSchema>;
type TAnswer = z.output<typeof ZRfpAnswerInputSchema>;

const QUESTIONS_CLOSED = 'Questions for this RFP are closed: its questions deadline has passed.';

const presentQuestion = (row: TQuestionRow): TRfpQuestion => ({ ...row, askedAt: row.askedAt.toISOString() });

/** Vendors read the answer, never which question (and so which vendor) it came from. */
const presentAnswer = (row: TAnswerRow, forBuyer: boolean): TRfpAnswer => ({
  id: row.id,
  questionId: forBuyer ? row.questionId : null,
  questionText: row.questionText,
  answerText: row.answerText,
  publishedAt: row.publishedAt.toISOString(),
});

/** Questions and answers on a published RFP (docs/rfp.md "Questions and answers"). */
export function createRfpQuestionsService({ db, clock = systemClock, notifications }: { db: TRequestDb; clock?: TClock; notifications?: TNotifier }) {
  /** Asking ends at the questions deadline, or at the due time when the RFP sets none (as the database's trigger). */
  const questionsOpen = (rfp: TRfpDetailRow) => {
    const until = rfp.questionsDueAt ?? rfp.bidsDueAt;
    return rfp.status === 'PUBLISHED' && until !== null && until.getTime() > clock.now().getTime();
  };

  return {
    /** An invited vendor asks; the buyer alone reads it (the row's trigger names the buyer as its only party). */
    async ask(actor: TActor, rfpId: string, input: TAsk): Promise<TRfpQuestion> {
      try {
        return await withActor(db, actor, async (tx) => {
          const rfp = await visibleRfp(tx, actor, rfpId);
          if (actor.kind !== 'vendor') throw forbidden('Questions are asked by the invited vendors; the buyer answers them.');
          const invitationId = await bidsRepo.invitationOf(tx, rfpId, actor.workspace.tenantId);
          if (!invitationId) throw notFound('RFP');
          if (!questionsOpen(rfp)) throw conflict(QUESTIONS_CLOSED, { questionText: ['Closed.'] });
          const bid = await bidsRepo.ensure(tx, { tenantId: actor.workspace.tenantId, rfpId, invitationId });
          const id = await rfpQuestionsRepo.ask(tx, {
            tenantId: actor.workspace.tenantId,
            rfpId,
            bidId: bid.id,
            questionText: input.questionText,
            askedBy: actor.userId,
          });
          const asked = (await rfpQuestionsRepo.questions(tx, rfpId, actor.workspace.tenantId)).find((row) => row.id === id);
          if (!asked) throw new Error('the question just asked is not readable');
          return presentQuestion(asked);
        });
      } catch (error) {
        // The database holds both deadlines: a question racing the deadline is refused there.
        if (hasSqlState(error, 'RF002') || hasSqlState(error, 'RF001')) throw conflict(QUESTIONS_CLOSED, { questionText: ['Closed.'] });
        throw error;
      }
    },

    /** The buyer reads every question with who asked it; a vendor its own workspace's alone. */
    async questions(actor: TActor, rfpId: string): Promise<TRfpQuestion[]> {
      return withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        const rows = await rfpQuestionsRepo.questions(tx, rfpId, actor.kind === 'vendor' ? actor.workspace.tenantId : null);
        return rows.map(presentQuestion);
      });
    },

    /** The buyer publishes an answer to every invited vendor, rewording the question if it names the asker. */
    async answer(actor: TActor, rfpId: string, input: TAnswer): Promise<TRfpAnswer> {
      const answer = await withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        if (rfp.status !== 'PUBLISHED') throw conflict('Answers are published while the RFP is open for bids.', { status: ['Not open.'] });
        const question = input.questionId ? await rfpQuestionsRepo.question(tx, rfpId, input.questionId) : undefined;
        if (input.questionId && !question) throw fieldError('questionId', 'This question was not asked on this RFP.');
        const questionText = input.questionText ?? question?.questionText;
        if (!questionText) throw fieldError('questionText', 'Write the question this answer clarifies.');
        const row = await rfpQuestionsRepo.publishAnswer(tx, {
          tenantId: rfp.tenantId,
          partyTenantIds: rfp.partyTenantIds,
          rfpId,
          questionId: question?.id ?? null,
          questionText,
          answerText: input.answerText,
          publishedAt: clock.now(),
          publishedBy: actor.userId,
        });
        await auditRfp(tx, actor, rfp, 'answer', null, { questionText, answerText: input.answerText });
        // Every invited vendor reads it, the asker's workspace among them; the answer names no asker.
        await notifications?.publish(tx, rfpNotices.answer(rfp, { tenantId: actor.workspace.tenantId, userId: actor.userId }, rfp.partyTenantIds, row.id));
        return presentAnswer(row, true);
      });
      await notifications?.dispatch();
      return answer;
    },

    /** Every published answer: the buyer's and every invited vendor's to read. */
    async answers(actor: TActor, rfpId: string): Promise<TRfpAnswer[]> {
      return withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        const rows = await rfpQuestionsRepo.answers(tx, rfpId);
        return rows.map((row) => presentAnswer(row, actor.kind !== 'vendor'));
      });
    },
  };
}

export type TRfpQuestionsService = ReturnType<typeof createRfpQuestionsService>;
