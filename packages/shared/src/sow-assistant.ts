import { z } from 'zod';
import { PROPERTY_SIZE_UNITS, SERVICE_FREQUENCIES, SERVICE_SEASONS } from './property-enums.js';
import { ZSowDocSchema } from './sow-document.js';

/*
 * The SOW assistant (issue #10 item 3): POST /sowrfq/v1/sow-gpt. Guided questions, then a draft
 * in the library's structure, then rewrites of one section at a time. The answer is streamed as
 * newline-delimited JSON events (TSowAssistantEvent), one per line, so a phone on a slow link
 * shows text as it comes and the final event carries the checked result.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const answer = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `Keep it under ${max} characters.`).optional());
const ZIsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

export const SOW_INSTRUCTION_MAX = 2_000;

/** The guided questions' answers, in the order the assistant asks them. */
export const ZSowAnswersSchema = z
  .object({
    serviceId: z.uuid('Choose a service.'),
    season: z.enum(SERVICE_SEASONS).optional(),
    seasonStart: z.preprocess(blankToUndefined, ZIsoDateSchema.optional()),
    seasonEnd: z.preprocess(blankToUndefined, ZIsoDateSchema.optional()),
    frequency: z.enum(SERVICE_FREQUENCIES).optional(),
    siteSize: z.preprocess(blankToUndefined, z.number().positive('Enter a size above 0.').max(1e9).optional()),
    siteSizeUnit: z.enum(PROPERTY_SIZE_UNITS).optional(),
    surfaces: answer(1_000),
    specialRequirements: answer(2_000),
    accessHours: answer(500),
    insurance: answer(1_000),
    safety: answer(1_000),
  })
  .refine((v) => !v.seasonStart || !v.seasonEnd || v.seasonStart <= v.seasonEnd, { message: 'The season ends after it starts.', path: ['seasonEnd'] });
export type TSowAnswers = z.input<typeof ZSowAnswersSchema>;

/** The questions, as the screen asks them (the key is the answer's field). */
export const SOW_GUIDED_QUESTIONS = [
  { key: 'serviceId', label: 'Which service is this scope for?' },
  { key: 'season', label: 'When is the service needed (season and dates)?' },
  { key: 'frequency', label: 'How often should the vendor perform it?' },
  { key: 'siteSize', label: 'How large is the serviced area, and what surfaces does it cover?' },
  { key: 'specialRequirements', label: 'Anything special the vendor must do or avoid?' },
  { key: 'accessHours', label: 'When may the vendor be on site?' },
  { key: 'insurance', label: 'What insurance must the vendor carry?' },
  { key: 'safety', label: 'What safety rules apply on site?' },
] as const;

export const ZSowChatTurnSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(SOW_INSTRUCTION_MAX * 4) });

/** Draft a whole SOW from the answers (and the library text of that service, if any). */
export const ZSowDraftRequestSchema = z.object({
  mode: z.literal('draft'),
  clientId: z.uuid('Choose a client.'),
  answers: ZSowAnswersSchema,
  /** Start from this library text rather than the service's first one. */
  libraryEntryId: z.uuid().optional(),
});

/** Rewrite one section of the document being edited, following an instruction. */
export const ZSowRefineRequestSchema = z.object({
  mode: z.literal('refine'),
  clientId: z.uuid('Choose a client.'),
  serviceId: z.uuid('Choose a service.'),
  /** The whole document as it is in the editor (unsaved edits included). */
  content: ZSowDocSchema,
  /** The section to rewrite (a level-2 heading of `content`; '' for text before the first heading). */
  section: z.string().max(300),
  instruction: z.string().trim().min(1, 'Say what to change.').max(SOW_INSTRUCTION_MAX, `Keep the request under ${SOW_INSTRUCTION_MAX} characters.`),
  /** Earlier turns of the chat about this document (oldest first, the last 10 at most are used). */
  history: z.array(ZSowChatTurnSchema).max(40).default([]),
});

export const ZSowAssistantRequestSchema = z.discriminatedUnion('mode', [ZSowDraftRequestSchema, ZSowRefineRequestSchema]);
export type TSowAssistantRequest = z.input<typeof ZSowAssistantRequestSchema>;

export const ZSowUsageSchema = z.object({ promptTokens: z.number().int(), completionTokens: z.number().int() });

/** A clause the draft leaves out because an answer says otherwise (the library's $1M where the answer says $2M). */
export const ZSowReplacedClauseSchema = z.object({
  /** The section it was in ('' for the text before the first heading). */
  section: z.string(),
  clause: z.string(),
  /** The answer that replaced it, as the draft writes it ("Insurance: General liability $2M per occurrence"). */
  answer: z.string(),
});
export type TSowReplacedClause = z.infer<typeof ZSowReplacedClauseSchema>;

/** One line of the streamed answer. */
export const ZSowAssistantEventSchema = z.discriminatedUnion('type', [
  /** First: who answers. `offline` means the composer built it from the library and the answers. */
  z.object({ type: z.literal('start'), offline: z.boolean(), model: z.string() }),
  /** Text as it arrives (shown live; the final event carries the checked result). */
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** A draft: the whole document, and what it left out of the library because an answer says otherwise. */
  z.object({ type: z.literal('draft'), content: ZSowDocSchema, usage: ZSowUsageSchema, replaced: z.array(ZSowReplacedClauseSchema).default([]) }),
  /** A rewrite: the proposed body of the section, for the user to accept or reject. */
  z.object({ type: z.literal('suggestion'), section: z.string(), before: z.string(), after: z.string(), usage: ZSowUsageSchema }),
  /** Something went wrong after the stream began; the user's text is untouched. */
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type TSowAssistantEvent = z.infer<typeof ZSowAssistantEventSchema>;

/** GET /sowrfq/v1/sow-gpt/usage: this workspace's use of the assistant this month. */
export const ZSowAssistantStatusSchema = z.object({
  /** False when no model is configured: drafts come from the offline composer. */
  online: z.boolean(),
  model: z.string(),
  tokensThisMonth: z.number().int(),
  monthlyTokenBudget: z.number().int(),
  costMicrosThisMonth: z.number().int(),
});
export type TSowAssistantStatus = z.infer<typeof ZSowAssistantStatusSchema>;
