import type { FastifyBaseLogger } from 'fastify';
import {
  sowDocFromSections,
  sowDocText,
  sowSections,
  ZSowDocSchema,
  type TSowAssistantEvent,
  type TSowAssistantStatus,
  type TSowDoc,
  type TSowSection,
  type ZSowAssistantRequestSchema,
} from '@procura/shared';
import type { z } from 'zod';
import type { TConfig } from '../../config.js';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, forbidden, HttpError, notFound, tooManyRequests } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { callModel, type TModelPart, type TModelSettings } from './sow-assistant.model.js';
import { composeDraft, OFFLINE_MODEL, refineOffline } from './sow-assistant.offline.js';
import {
  draftMessages,
  draftSectionsOf,
  estimateTokens,
  refinedTextOf,
  refineMessages,
  type TChatMessage,
  type TDraftContext,
  type TRefineContext,
} from './sow-assistant.prompt.js';
import { sowAssistantRepo as repo, type TAssistantClient, type TAssistantService } from './sow-assistant.repo.js';

/*
 * The SOW assistant (issue #10 item 3). Everything that can be refused is refused before the
 * first byte, as an ordinary JSON error: input, permission, a client outside the actor's
 * workspace (404), the monthly budget (429), and a provider that fails before it says anything
 * (502/504/429). After that the answer streams, and a failure is an `error` event. The server
 * never changes the user's document: a draft or a suggestion goes back for the user to accept.
 */

export type TSowAssistantRequest = z.output<typeof ZSowAssistantRequestSchema>;

export const MALFORMED_MESSAGE = "The assistant's answer could not be used; your text is unchanged. Try again or rephrase.";
const FEATURE = 'sow_assistant';

export interface TSowAssistantDeps {
  db: TRequestDb;
  config: Pick<
    TConfig,
    'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MONTHLY_TOKEN_BUDGET' | 'AI_PRICE_INPUT_PER_MTOK' | 'AI_PRICE_OUTPUT_PER_MTOK'
  >;
  log: FastifyBaseLogger;
}

/** An answer under way: its events, and how to stop it when the person leaves. */
export interface TAssistantStream {
  events: AsyncIterable<TSowAssistantEvent>;
  abort(): void;
}

interface TUsage {
  promptTokens: number;
  completionTokens: number;
}

type TPrepared =
  | { mode: 'draft'; client: TAssistantClient; service: TAssistantService; draft: TDraftContext; messages: TChatMessage[] }
  | { mode: 'refine'; client: TAssistantClient; service: TAssistantService; refine: TRefineContext; messages: TChatMessage[] };

/** The first instant of next month (UTC), when the budget starts again. */
function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function createSowAssistantService({ db, config, log }: TSowAssistantDeps) {
  const model: TModelSettings | null =
    config.AI_BASE_URL && config.AI_MODEL ? { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS } : null;
  const modelName = model?.model ?? OFFLINE_MODEL;

  /** Providers and clients draft scopes; a vendor sees a scope only through an RFP, never drafts one. */
  function checkWorkspace(actor: TActor): void {
    if (actor.workspace.type !== 'connexus' && actor.workspace.type !== 'client') throw forbidden('The assistant drafts scopes of work for the provider and clients only.');
  }

  const costOf = (usage: TUsage) => Math.round(usage.promptTokens * config.AI_PRICE_INPUT_PER_MTOK + usage.completionTokens * config.AI_PRICE_OUTPUT_PER_MTOK);

  /** Every call is written down, charged to the actor's workspace; a failure to record is logged, never shown. */
  async function record(actor: TActor, usage: TUsage, offline: boolean): Promise<void> {
    try {
      await withActor(db, actor, (tx) =>
        repo.record(tx, {
          tenantId: actor.workspace.tenantId,
          userId: actor.userId,
          feature: FEATURE,
          model: modelName,
          promptTokens: usage.promptTokens,
          completionTokens: usage.completionTokens,
          costMicros: offline ? 0 : costOf(usage),
          offline,
        }),
      );
    } catch (error) {
      log.error({ err: error }, 'could not record assistant usage');
    }
  }

  async function context(tx: TScopedTx, clientId: string, serviceId: string, serviceField: string) {
    const client = await repo.client(tx, clientId);
    if (!client) throw notFound('Client');
    const service = await repo.service(tx, serviceId);
    if (!service) throw fieldError(serviceField, 'That service does not exist.');
    return { client, service };
  }

  async function prepare(tx: TScopedTx, request: TSowAssistantRequest): Promise<TPrepared> {
    if (request.mode === 'draft') {
      const { client, service } = await context(tx, request.clientId, request.answers.serviceId, 'answers.serviceId');
      const library = await repo.libraryText(tx, service.id, request.libraryEntryId);
      if (request.libraryEntryId && !library) throw fieldError('libraryEntryId', 'That library text does not exist.');
      if (library && library.serviceId !== service.id) throw fieldError('libraryEntryId', 'That library text is for another service.');
      const parsed = library ? ZSowDocSchema.safeParse(library.content) : null;
      const draft: TDraftContext = {
        client,
        service,
        libraryTitle: library?.title ?? null,
        librarySections: parsed?.success ? sowSections(parsed.data) : [],
        answers: request.answers,
      };
      return { mode: 'draft', client, service, draft, messages: draftMessages(draft) };
    }
    const { client, service } = await context(tx, request.clientId, request.serviceId, 'serviceId');
    const section = sowSections(request.content).find((s) => s.heading === request.section);
    if (!section) throw fieldError('section', 'That section is not in the document.');
    const refine: TRefineContext = {
      client,
      service,
      documentText: sowDocText(request.content),
      section: request.section,
      sectionText: section.text,
      instruction: request.instruction,
      history: request.history,
    };
    return { mode: 'refine', client, service, refine, messages: refineMessages(refine) };
  }

  function budgetExceeded(): HttpError {
    const budget = config.AI_MONTHLY_TOKEN_BUDGET.toLocaleString('en-US');
    const seconds = (nextMonthStart().getTime() - Date.now()) / 1000;
    return tooManyRequests(seconds, `Your workspace has used its assistant budget for this month (${budget} tokens). It resets on the 1st.`);
  }

  /** The offline composer's answer: built at once, streamed section by section like a model's. */
  async function* offline(actor: TActor, prepared: TPrepared): AsyncGenerator<TSowAssistantEvent> {
    yield { type: 'start', offline: true, model: OFFLINE_MODEL };
    const promptTokens = estimateTokens(prepared.messages.map((m) => m.content).join('\n'));
    if (prepared.mode === 'draft') {
      const sections = composeDraft(prepared.draft);
      for (const s of sections) yield { type: 'delta', text: `${s.heading ? `## ${s.heading}\n` : ''}${s.text}\n\n` };
      const usage = { promptTokens, completionTokens: estimateTokens(sections.map((s) => s.text).join('\n')) };
      await record(actor, usage, true);
      yield finishDraft(sections, usage);
      return;
    }
    const { refine } = prepared;
    const result = refineOffline(refine.sectionText, refine.instruction);
    const usage = { promptTokens, completionTokens: result.ok ? estimateTokens(result.text) : 0 };
    await record(actor, usage, true);
    if (!result.ok) {
      yield { type: 'error', code: 'offline_unsupported', message: result.message };
      return;
    }
    yield { type: 'delta', text: result.text };
    yield { type: 'suggestion', section: refine.section, before: refine.sectionText, after: result.text, usage };
  }

  function finishDraft(sections: TSowSection[], usage: TUsage): TSowAssistantEvent {
    const doc = ZSowDocSchema.safeParse(sowDocFromSections(sections));
    if (!doc.success) return { type: 'error', code: 'malformed', message: MALFORMED_MESSAGE };
    return { type: 'draft', content: doc.data satisfies TSowDoc, usage };
  }

  /** The model's answer, from its first piece (already received) to the checked result. */
  async function* online(actor: TActor, prepared: TPrepared, first: TModelPart, rest: AsyncIterator<TModelPart>, abort: () => void): AsyncGenerator<TSowAssistantEvent> {
    const promptEstimate = estimateTokens(prepared.messages.map((m) => m.content).join('\n'));
    let text = '';
    let recorded = false;
    const save = async (usage: TUsage) => {
      recorded = true;
      await record(actor, usage, false);
    };
    try {
      yield { type: 'start', offline: false, model: modelName };
      let part: TModelPart | undefined = first;
      let usage: TUsage | null = null;
      while (part) {
        if (part.type === 'text') {
          text += part.text;
          yield { type: 'delta', text: part.text };
        } else if (part.type === 'failed') {
          await save({ promptTokens: promptEstimate, completionTokens: estimateTokens(text) });
          yield { type: 'error', code: part.failure.code, message: part.failure.message };
          return;
        } else {
          usage = { promptTokens: part.promptTokens ?? promptEstimate, completionTokens: part.completionTokens ?? estimateTokens(text) };
          break;
        }
        const next: IteratorResult<TModelPart> = await rest.next();
        part = next.done ? undefined : next.value;
      }
      usage ??= { promptTokens: promptEstimate, completionTokens: estimateTokens(text) };
      await save(usage);
      if (prepared.mode === 'draft') {
        const sections = draftSectionsOf(text);
        yield sections ? finishDraft(sections, usage) : { type: 'error', code: 'malformed', message: MALFORMED_MESSAGE };
        return;
      }
      const after = refinedTextOf(text, prepared.refine.section);
      if (!after) {
        yield { type: 'error', code: 'malformed', message: MALFORMED_MESSAGE };
        return;
      }
      yield { type: 'suggestion', section: prepared.refine.section, before: prepared.refine.sectionText, after, usage };
    } finally {
      // The person left mid-answer: stop paying for it, and still write down what it cost.
      abort();
      if (!recorded) await record(actor, { promptTokens: promptEstimate, completionTokens: estimateTokens(text) }, false);
    }
  }

  return {
    online: model !== null,

    async status(actor: TActor): Promise<TSowAssistantStatus> {
      checkWorkspace(actor);
      const usage = await withActor(db, actor, (tx) => repo.monthUsage(tx, actor.workspace.tenantId));
      return {
        online: model !== null,
        model: modelName,
        tokensThisMonth: usage.tokens,
        monthlyTokenBudget: config.AI_MONTHLY_TOKEN_BUDGET,
        costMicrosThisMonth: usage.costMicros,
      };
    },

    /** Checks everything, starts the answer, and waits for its first piece before anything is sent. */
    async start(actor: TActor, request: TSowAssistantRequest): Promise<TAssistantStream> {
      checkWorkspace(actor);
      const { prepared, used } = await withActor(db, actor, async (tx) => ({
        prepared: await prepare(tx, request),
        used: model ? (await repo.monthUsage(tx, actor.workspace.tenantId)).tokens : 0,
      }));
      if (!model) return { events: offline(actor, prepared), abort: () => undefined };
      if (used >= config.AI_MONTHLY_TOKEN_BUDGET) throw budgetExceeded();

      const call = callModel(model, prepared.messages);
      const first = await call.parts.next();
      if (first.done || first.value.type === 'failed') {
        // Nothing was streamed: an ordinary error answer, and a call that cost nothing.
        call.abort();
        await record(actor, { promptTokens: 0, completionTokens: 0 }, false);
        if (first.done || first.value.type !== 'failed') throw new HttpError(502, MALFORMED_MESSAGE);
        const { failure } = first.value;
        throw new HttpError(failure.status, failure.message, undefined, failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined);
      }
      return { events: online(actor, prepared, first.value, call.parts, call.abort), abort: call.abort };
    },
  };
}

export type TSowAssistantService = ReturnType<typeof createSowAssistantService>;
