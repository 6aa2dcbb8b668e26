import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, NoObjectGeneratedError, streamText } from 'ai';
import type { z } from 'zod';

/*
 * One call to an OpenAI-compatible model (the Vercel AI SDK): as a stream of text pieces that
 * ends in usage or in a failure we can word for a person, or as one object checked against a
 * zod schema. Retries are off: a retry would repeat a 60-second wait before the user hears
 * anything, and the user can simply ask again. Nothing here knows budgets or workspaces: the
 * AI service (ai.service.ts) wraps every call in a reservation.
 */

export interface TChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface TModelFailure {
  /** The HTTP status to answer with when nothing was streamed yet. */
  status: 429 | 502 | 504;
  code: 'timeout' | 'provider_auth' | 'provider_busy' | 'provider_error' | 'provider_unreachable' | 'malformed';
  message: string;
  retryAfterSeconds?: number;
}

export type TModelPart =
  | { type: 'text'; text: string }
  | { type: 'done'; promptTokens: number | undefined; completionTokens: number | undefined }
  | { type: 'failed'; failure: TModelFailure };

export interface TModelCall {
  parts: AsyncIterator<TModelPart>;
  /** Stops the call (the person left); safe to call twice. */
  abort(): void;
}

const KEPT = 'Your text is unchanged.';

/** Shown when the model answered but not in the shape asked for. */
export const MALFORMED_MESSAGE = "The assistant's answer could not be used; your text is unchanged. Try again or rephrase.";

/** Tokens estimated from characters (about four per token in English), where no provider counted. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

/** The most a single answer may be, in tokens, unless a caller asks for less. */
export const DEFAULT_MAX_OUTPUT_TOKENS = 4096;

/** What went wrong, in words for the person asking, from whatever the SDK threw. */
export function describeFailure(error: unknown, timedOut: boolean, timeoutMs: number): TModelFailure {
  if (timedOut) {
    return {
      status: 504,
      code: 'timeout',
      message: `The assistant did not answer within ${Math.round(timeoutMs / 1000)} seconds. ${KEPT} Try again, or ask for less at once.`,
    };
  }
  const call = findApiCallError(error);
  const status = call?.statusCode;
  if (status === 401 || status === 403) {
    return {
      status: 502,
      code: 'provider_auth',
      message: `The assistant's provider refused our credentials. ${KEPT} Ask your administrator to check AI_API_KEY.`,
    };
  }
  if (status === 429) {
    const retryAfter = Number(call?.responseHeaders?.['retry-after']);
    return {
      status: 429,
      code: 'provider_busy',
      message: `The assistant's provider is busy or over its quota. ${KEPT} Try again in a minute.`,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(3600, Math.ceil(retryAfter)) : 60,
    };
  }
  if (typeof status === 'number') {
    return { status: 502, code: 'provider_error', message: `The assistant's provider answered with an error (HTTP ${status}). ${KEPT} Try again in a moment.` };
  }
  if (call || isConnectionError(error)) {
    return { status: 502, code: 'provider_unreachable', message: `The assistant's provider could not be reached. ${KEPT} Try again in a moment.` };
  }
  return { status: 502, code: 'provider_error', message: `The assistant's provider sent an answer we could not read. ${KEPT} Try again in a moment.` };
}

function findApiCallError(error: unknown): APICallError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth += 1) {
    if (APICallError.isInstance(e)) return e;
    const next = (e as { lastError?: unknown; cause?: unknown }).lastError ?? (e as { cause?: unknown }).cause;
    if (next === e) break;
    e = next;
  }
  return undefined;
}

function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|UND_ERR_)/.test(code)) return true;
    if (e instanceof TypeError && /fetch failed/i.test(e.message)) return true;
  }
  return false;
}

function chatModel(settings: TModelSettings) {
  // Structured outputs send the schema as `response_format: json_schema`; the answer is checked
  // against the zod schema whatever the provider does with it.
  const provider = createOpenAICompatible({
    name: 'procura',
    baseURL: settings.baseUrl.replace(/\/+$/, ''),
    apiKey: settings.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: true,
  });
  return provider.chatModel(settings.model);
}

/** The rules go in `system`: the SDK warns (rightly) about system turns mixed into messages. */
function prompt(messages: readonly TChatMessage[]) {
  return {
    system: messages
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n\n'),
    messages: messages
      .filter((m): m is TChatMessage & { role: 'user' | 'assistant' } => m.role !== 'system')
      .map((m) => ({ role: m.role, content: m.content })),
  };
}

/** Aborts after `timeoutMs`, remembering that it was the clock and not the caller. */
function deadline(timeoutMs: number) {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    get timedOut() {
      return state.timedOut;
    },
    abort() {
      clearTimeout(timer);
      controller.abort();
    },
    clear: () => clearTimeout(timer),
  };
}

export function callModel(settings: TModelSettings, messages: readonly TChatMessage[], maxOutputTokens = DEFAULT_MAX_OUTPUT_TOKENS): TModelCall {
  const clock = deadline(settings.timeoutMs);
  let streamError: unknown;
  const result = streamText({
    model: chatModel(settings),
    ...prompt(messages),
    temperature: 0.2,
    maxOutputTokens,
    maxRetries: 0,
    abortSignal: clock.signal,
    // The default logs to the console; the failure reaches the caller as a part instead.
    onError: ({ error }) => {
      streamError = error;
    },
  });

  const timedOut = () => clock.timedOut;
  async function* parts(): AsyncGenerator<TModelPart> {
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' && part.text) yield { type: 'text', text: part.text };
        else if (part.type === 'error') {
          yield { type: 'failed', failure: describeFailure(part.error, timedOut(), settings.timeoutMs) };
          return;
        } else if (part.type === 'abort') {
          yield { type: 'failed', failure: describeFailure(streamError, timedOut(), settings.timeoutMs) };
          return;
        } else if (part.type === 'finish') {
          yield { type: 'done', promptTokens: part.totalUsage.inputTokens, completionTokens: part.totalUsage.outputTokens };
          return;
        }
      }
      if (timedOut() || streamError) yield { type: 'failed', failure: describeFailure(streamError, timedOut(), settings.timeoutMs) };
      else yield { type: 'done', promptTokens: undefined, completionTokens: undefined };
    } catch (error) {
      yield { type: 'failed', failure: describeFailure(error, timedOut(), settings.timeoutMs) };
    } finally {
      clock.clear();
    }
  }

  return { parts: parts(), abort: () => clock.abort() };
}

export type TObjectResult<T> =
  | { ok: true; object: T; promptTokens: number | undefined; completionTokens: number | undefined }
  | { ok: false; failure: TModelFailure; promptTokens: number | undefined; completionTokens: number | undefined };

/**
 * One answer as an object of `schema` (structured output): the schema goes to the provider as
 * JSON schema, and the answer is parsed and checked against the zod schema here. An answer
 * that does not fit is a `malformed` failure, with what it cost when the provider said.
 */
export async function callModelForObject<T>(
  settings: TModelSettings,
  messages: readonly TChatMessage[],
  schema: z.ZodType<T>,
  options: { schemaName?: string; maxOutputTokens?: number; signal?: AbortSignal } = {},
): Promise<TObjectResult<T>> {
  const clock = deadline(settings.timeoutMs);
  const stop = () => clock.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    const result = await generateObject({
      model: chatModel(settings),
      ...prompt(messages),
      schema,
      schemaName: options.schemaName,
      temperature: 0,
      maxOutputTokens: options.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: clock.signal,
    });
    return { ok: true, object: result.object as T, promptTokens: result.usage.inputTokens, completionTokens: result.usage.outputTokens };
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      return {
        ok: false,
        failure: { status: 502, code: 'malformed', message: MALFORMED_MESSAGE },
        promptTokens: error.usage?.inputTokens,
        completionTokens: error.usage?.outputTokens,
      };
    }
    return { ok: false, failure: describeFailure(error, clock.timedOut, settings.timeoutMs), promptTokens: undefined, completionTokens: undefined };
  } finally {
    clock.clear();
    options.signal?.removeEventListener('abort', stop);
  }
}
