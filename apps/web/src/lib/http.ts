import { WORKSPACE_HEADER } from '@procura/shared';
import { ApiError, apiErrorFromResponse, networkError } from './api-error';
import { expireSession, getFreshAccessToken, refreshTokens } from './auth-session';
import { downloadFileName, saveBlob } from './file-download';
import { reportError } from './error-reporting';
import { backoffDelay, shouldRetry, sleep } from './http-retry';
import { toQueryString, type TQueryParams } from './query-string';
import { getStoredWorkspace } from './storage';

/** Spec §9. */
export const HTTP_TIMEOUT_MS = 30_000;

type TMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TRequestOptions {
  params?: TQueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** false for the public identity calls: no bearer, and a 401 is an answer, not an expiry. */
  auth?: boolean;
  /** false for calls that must not depend on the workspace (the profile that lists them). */
  workspace?: boolean;
}

type TCallOptions = Omit<TRequestOptions, 'params' | 'body'>;

function buildUrl(basePath: string, path: string, params?: TQueryParams): string {
  return `${basePath}${path.startsWith('/') ? path : `/${path}`}${toQueryString(params)}`;
}

async function buildHeaders(options: TRequestOptions): Promise<Headers> {
  const headers = new Headers({ accept: 'application/json' });
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  if (options.auth !== false) {
    const token = await getFreshAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
  }
  if (options.workspace !== false && options.auth !== false) {
    const workspace = getStoredWorkspace();
    if (workspace?.id) headers.set(WORKSPACE_HEADER, workspace.id);
  }
  return headers;
}

/** One attempt, bounded by the timeout and by the caller's own signal (e.g. a cancelled query). */
async function fetchOnce(url: string, method: TMethod, options: TRequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), HTTP_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    // Bodies are JSON: files go straight to storage through presigned URLs, never through here.
    return await fetch(url, {
      method,
      headers: await buildHeaders(options),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw controller.signal.aborted ? networkError('The request timed out. Please try again.') : networkError();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Spec §8: retry idempotent calls on 429/5xx with backoff; on a first 401 refresh the
 * session once and repeat; a second 401 or a failed refresh ends the session.
 */
async function send(basePath: string, method: TMethod, path: string, options: TRequestOptions): Promise<Response> {
  const url = buildUrl(basePath, path, options.params);
  let hasRefreshed = false;
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetchOnce(url, method, options);
    if (response.ok) return response;

    if (response.status === 401 && options.auth !== false) {
      if (hasRefreshed) {
        expireSession();
        throw await apiErrorFromResponse(response);
      }
      hasRefreshed = true;
      try {
        await refreshTokens();
      } catch (error) {
        if (error instanceof ApiError && error.isNetworkError) throw error;
        expireSession();
        throw await apiErrorFromResponse(response);
      }
      attempt -= 1; // the replay after a refresh is not one of the backoff retries
      continue;
    }

    const error = await apiErrorFromResponse(response);
    if (!shouldRetry(method, response.status, attempt)) {
      // A call the server could not answer, once retries are spent: reported with its request id
      // (docs/operations.md "Error reporting (Sentry)"). A refusal (4xx) is the person's, not a fault.
      if (error.statusCode >= 500) reportError(error);
      throw error;
    }
    await sleep(backoffDelay(attempt, error.retryAfterSeconds), options.signal);
  }
}

async function sendJson<T>(basePath: string, method: TMethod, path: string, options: TRequestOptions): Promise<T> {
  const response = await send(basePath, method, path, options);
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return (await response.text()) as T;
  return (await response.json()) as T;
}

export interface THttpClient {
  get<T>(path: string, params?: TQueryParams, options?: TCallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: TCallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: TCallOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: TCallOptions): Promise<T>;
  /** `body` for the few routes whose DELETE names what to remove in a JSON body. */
  del<T>(path: string, params?: TQueryParams, options?: TCallOptions & { body?: unknown }): Promise<T>;
  /** Fetches a file and saves it under the server's name (spec §7). */
  download(path: string, params?: TQueryParams, options?: TCallOptions): Promise<{ blob: Blob; fileName: string }>;
  /** POSTs and yields the answer's newline-delimited JSON values as they arrive (the assistant's stream). */
  postNdjson(path: string, body?: unknown, options?: TCallOptions): AsyncGenerator<unknown, void>;
}

/**
 * The body of a streamed answer, one JSON value per line. The request timeout covers only the
 * wait for the headers (fetchOnce): the body may take longer, and the server bounds it. The
 * caller's signal cancels the read.
 */
async function* readNdjson(response: Response, signal?: AbortSignal): AsyncGenerator<unknown, void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  const parse = (line: string): unknown => {
    try {
      return JSON.parse(line);
    } catch {
      throw networkError('The answer arrived garbled. Please try again.');
    }
  };
  let buffer = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        if (signal?.aborted) return;
        throw networkError('The connection dropped before the answer was complete. Please try again.');
      }
      if (chunk.done) break;
      buffer += chunk.value;
      for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield parse(line);
      }
    }
    if (buffer.trim() && !signal?.aborted) yield parse(buffer.trim());
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

export function createHttpClient(basePath: string): THttpClient {
  return {
    get: (path, params, options) => sendJson(basePath, 'GET', path, { ...options, params }),
    post: (path, body, options) => sendJson(basePath, 'POST', path, { ...options, body }),
    put: (path, body, options) => sendJson(basePath, 'PUT', path, { ...options, body }),
    patch: (path, body, options) => sendJson(basePath, 'PATCH', path, { ...options, body }),
    del: (path, params, options) => sendJson(basePath, 'DELETE', path, { ...options, params }),
    async download(path, params, options) {
      const response = await send(basePath, 'GET', path, { ...options, params });
      const blob = await response.blob();
      const fileName = downloadFileName(response.headers.get('content-disposition'), response.headers.get('content-type'));
      saveBlob(blob, fileName);
      return { blob, fileName };
    },
    async *postNdjson(path, body, options) {
      const response = await send(basePath, 'POST', path, { ...options, body });
      yield* readNdjson(response, options?.signal);
    },
  };
}

/** The one client for the product API, and the second one for the SOW/RFP assistant. */
export const http = createHttpClient('/v1');
export const sowRfqHttp = createHttpClient('/sowrfq/v1');
