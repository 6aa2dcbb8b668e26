import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { TConfig } from '../../config.js';
import type { TActor } from '../actor.js';
import type { TRequestDb } from '../database.js';
import { HttpError, tooManyRequests } from '../errors.js';
import { withActor } from '../scope.js';
import {
  callModel,
  callModelForObject,
  DEFAULT_MAX_OUTPUT_TOKENS,
  estimateTokens,
  MALFORMED_MESSAGE,
  type TChatMessage,
  type TModelFailure,
  type TModelPart,
  type TModelSettings,
} from './ai-model.js';
import { aiUsageRepo as repo } from './ai-usage.repo.js';
import type { TMetrics } from '../metrics/metrics.js';

/*
 * The model as a service for every feature (docs/architecture.md "AI"): the configured
 * OpenAI-compatible model, each call charged to the actor's workspace under its monthly budget.
 * A call first reserves its cap — the prompt at one token per three characters plus the answer
 * limit — in the same step that checks the budget (ai-usage.repo.ts), then runs, then is settled
 * to what the provider says it used (or what arrived, estimated, when it failed or the person
 * left). So calls made at once can overrun the budget by one call's cap at most
 * (docs/security.md "The AI budget is reserved before the call").
 */

export type TAiConfig = Pick<
  TConfig,
  'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS' | 'AI_MONTHLY_TOKEN_BUDGET' | 'AI_PRICE_INPUT_PER_MTOK' | 'AI_PRICE_OUTPUT_PER_MTOK'
>;

export interface TAiDeps {
  db: TRequestDb;
  config: TAiConfig;
  log: FastifyBaseLogger;
  /** Counts the tokens each call used (procura_ai_tokens_total); unset, nothing is counted. */
  metrics?: Pick<TMetrics, 'record'>;
}

export interface TAiUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface TAiRequest {
  /** Written on the usage row: which feature called (`sow_assistant`, `contract_extraction`). */
  feature: string;
  messages: readonly TChatMessage[];
  maxOutputTokens?: number;
}

export type TAiPart = { type: 'text'; text: string } | { type: 'done'; usage: TAiUsage } | { type: 'failed'; failure: TModelFailure; usage: TAiUsage };

/** A streamed answer whose first piece has arrived. */
export interface TAiTextCall {
  /** The pieces, the first one included; the call is settled before `done` or `failed` is handed out. */
  parts: AsyncIterable<TAiPart>;
  /** Stops the call (the person left) and settles it to what had arrived; safe at any time, twice. */
  abort(): void;
}

export interface TAiStatus {
  online: boolean;
  /** The configured model, or null when none is (features then work offline). */
  model: string | null;
  tokensThisMonth: number;
  monthlyTokenBudget: number;
  costMicrosThisMonth: number;
}

/** The first instant of next month (UTC), when the budget starts again. */
function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** What a call may cost at most, held while it runs: a cautious prompt estimate plus the answer limit. */
export const capOf = (messages: readonly TChatMessage[], maxOutputTokens: number): number =>
  Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 3) + 4 * messages.length + maxOutputTokens;

const promptEstimate = (messages: readonly TChatMessage[]) => estimateTokens(messages.map((m) => m.content).join('\n'));

const httpErrorOf = (failure: TModelFailure) =>
  new HttpError(failure.status, failure.message, undefined, failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined);

export function createAiService({ db, config, log, metrics }: TAiDeps) {
  const settings: TModelSettings | null =
    config.AI_BASE_URL && config.AI_MODEL
      ? { baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS }
      : null;

  const costOf = (usage: TAiUsage) =>
    Math.round(usage.promptTokens * config.AI_PRICE_INPUT_PER_MTOK + usage.completionTokens * config.AI_PRICE_OUTPUT_PER_MTOK);

  function online(): TModelSettings {
    if (!settings) throw new Error('No model is configured (AI_BASE_URL, AI_MODEL): check `ai.online` first.');
    return settings;
  }

  function budgetExceeded(): HttpError {
    const budget = config.AI_MONTHLY_TOKEN_BUDGET.toLocaleString('en-US');
    const seconds = (nextMonthStart().getTime() - Date.now()) / 1000;
    return tooManyRequests(seconds, `Your workspace has used its assistant budget for this month (${budget} tokens). It resets on the 1st.`);
  }

  /** Holds `tokens` of the workspace's budget (429 when none is left); settle gives back what was not used, once. */
  async function reserve(actor: TActor, feature: string, model: string, tokens: number) {
    const owner = { tenantId: actor.workspace.tenantId, userId: actor.userId, feature, model };
    const id = await withActor(db, actor, (tx) => repo.reserve(tx, owner, tokens, config.AI_MONTHLY_TOKEN_BUDGET));
    if (id === null) throw budgetExceeded();
    let settling: Promise<void> | undefined;
    return {
      settle(usage: TAiUsage): Promise<void> {
        if (!settling) metrics?.record({ kind: 'aiTokens', feature, ...usage });
        settling ??= withActor(db, actor, (tx) => repo.settle(tx, id, { ...usage, costMicros: costOf(usage) })).catch((error: unknown) => {
          // The reservation stays and keeps counting: the budget errs on the side of the workspace's money.
          log.error({ err: error, aiUsageId: id }, 'could not settle a model call');
        });
        return settling;
      },
    };
  }

  return {
    online: settings !== null,
    model: settings?.model ?? null,

    async status(actor: TActor): Promise<TAiStatus> {
      const usage = await withActor(db, actor, (tx) => repo.monthUsage(tx, actor.workspace.tenantId));
      return {
        online: settings !== null,
        model: settings?.model ?? null,
        tokensThisMonth: usage.tokens,
        monthlyTokenBudget: config.AI_MONTHLY_TOKEN_BUDGET,
        costMicrosThisMonth: usage.costMicros,
      };
    },

    /**
     * A streamed answer. Refused before anything is sent — the budget (429), a provider that
     * fails before its first piece (429/502/504) — as an ordinary error; after that a failure
     * is the last part.
     */
    async streamText(actor: TActor, request: TAiRequest): Promise<TAiTextCall> {
      const model = online();
      const maxOutputTokens = request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
      const reservation = await reserve(actor, request.feature, model.model, capOf(request.messages, maxOutputTokens));
      const call = callModel(model, request.messages, maxOutputTokens);
      const first = await call.parts.next();
      const failure = first.done ? null : first.value.type === 'failed' ? first.value.failure : undefined;
      if (first.done || failure) {
        // Nothing was streamed: an ordinary error answer, and a call that cost nothing.
        call.abort();
        await reservation.settle({ promptTokens: 0, completionTokens: 0 });
        throw failure ? httpErrorOf(failure) : new HttpError(502, MALFORMED_MESSAGE);
      }

      const prompt = promptEstimate(request.messages);
      let text = '';
      const arrived = (): TAiUsage => ({ promptTokens: prompt, completionTokens: estimateTokens(text) });
      async function* parts(): AsyncGenerator<TAiPart> {
        try {
          for (let part: TModelPart = first.value; ;) {
            if (part.type === 'text') {
              text += part.text;
              yield part;
            } else if (part.type === 'failed') {
              const usage = arrived();
              await reservation.settle(usage);
              yield { type: 'failed', failure: part.failure, usage };
              return;
            } else {
              const usage = { promptTokens: part.promptTokens ?? prompt, completionTokens: part.completionTokens ?? estimateTokens(text) };
              await reservation.settle(usage);
              yield { type: 'done', usage };
              return;
            }
            const next = await call.parts.next();
            if (next.done) return;
            part = next.value;
          }
        } finally {
          // The reader stopped early: stop paying for an answer nobody reads.
          call.abort();
          await reservation.settle(arrived());
        }
      }
      return {
        parts: parts(),
        abort() {
          call.abort();
          void reservation.settle(arrived());
        },
      };
    },

    /**
     * One answer as an object of `schema` (structured output). 429 over the budget; the
     * provider's failures as for `streamText`; an answer that does not fit the schema 502.
     */
    async generateObject<T>(
      actor: TActor,
      request: TAiRequest & { schema: z.ZodType<T>; schemaName?: string; signal?: AbortSignal },
    ): Promise<{ object: T; usage: TAiUsage }> {
      const model = online();
      const maxOutputTokens = request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS;
      const reservation = await reserve(actor, request.feature, model.model, capOf(request.messages, maxOutputTokens));
      let result: Awaited<ReturnType<typeof callModelForObject<T>>> | undefined;
      try {
        result = await callModelForObject(model, request.messages, request.schema, { schemaName: request.schemaName, maxOutputTokens, signal: request.signal });
      } finally {
        // A malformed answer was still an answer: charged as reported, else as the prompt alone.
        const answered = result?.ok === true || result?.failure.code === 'malformed';
        await reservation.settle({
          promptTokens: result?.promptTokens ?? (answered ? promptEstimate(request.messages) : 0),
          completionTokens: result?.completionTokens ?? 0,
        });
      }
      if (!result.ok) throw httpErrorOf(result.failure);
      return {
        object: result.object,
        usage: { promptTokens: result.promptTokens ?? promptEstimate(request.messages), completionTokens: result.completionTokens ?? 0 },
      };
    },

    /** A call answered without a model (an offline composer or rules): recorded, never charged. */
    async recordOffline(actor: TActor, feature: string, model: string, usage: TAiUsage): Promise<void> {
      try {
        await withActor(db, actor, (tx) => repo.recordOffline(tx, { tenantId: actor.workspace.tenantId, userId: actor.userId, feature, model }, usage));
      } catch (error) {
        log.error({ err: error }, 'could not record an offline call');
      }
    },
  };
}

export type TAiService = ReturnType<typeof createAiService>;
