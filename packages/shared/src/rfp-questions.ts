import { z } from 'zod';

/*
 * Questions and answers on a published RFP (docs/rfp.md "Questions and answers"): an invited
 * vendor asks until the questions deadline; the buyer reads every question and publishes answers
 * that every invited vendor reads, never naming who asked.
 */

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `Keep the ${what} under ${max.toLocaleString('en-US')} characters.`);

export const ZRfpQuestionInputSchema = z.strictObject({ questionText: text('question', 4_000) });
export type TRfpQuestionInput = z.input<typeof ZRfpQuestionInputSchema>;

/** A question as its asker and the buyer read it; `vendorName` is the asker's (the buyer knows who asked). */
export const ZRfpQuestionSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  vendorName: z.string(),
  askedAt: z.string(),
  /** Answers published for it (the buyer may answer one question in several parts). */
  answerCount: z.number().int(),
});
export type TRfpQuestion = z.infer<typeof ZRfpQuestionSchema>;

/**
 * An answer to publish: to a vendor's question (its text is published as asked unless the buyer
 * rewords it in `questionText`), or the buyer's own clarification (no `questionId`, a `questionText`).
 */
export const ZRfpAnswerInputSchema = z
  .strictObject({
    questionId: z.uuid('Not a valid id.').nullish(),
    questionText: text('question', 4_000).nullish(),
    answerText: text('answer', 10_000),
  })
  .refine((v) => Boolean(v.questionId) || Boolean(v.questionText), {
    message: 'Choose the question answered, or write the question this answer clarifies.',
    path: ['questionText'],
  });
export type TRfpAnswerInput = z.input<typeof ZRfpAnswerInputSchema>;

/** A published answer: what every invited vendor reads. `questionId` is the buyer's alone (null to vendors). */
export const ZRfpAnswerSchema = z.object({
  id: z.string(),
  questionId: z.string().nullable(),
  questionText: z.string(),
  answerText: z.string(),
  publishedAt: z.string(),
});
export type TRfpAnswer = z.infer<typeof ZRfpAnswerSchema>;
