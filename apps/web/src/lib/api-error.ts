import type { TApiError } from '@procura/shared';

/** Every failed call is thrown as one of these, carrying the server's error shape. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly requestId?: string;
  /** Seconds from Retry-After, when the server sent one. */
  readonly retryAfterSeconds?: number;

  constructor(body: TApiError, retryAfterSeconds?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    this.fieldErrors = body.fieldErrors ?? {};
    this.requestId = body.requestId;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** True when no HTTP answer arrived at all (offline, DNS, CORS, timeout). */
  get isNetworkError(): boolean {
    return this.statusCode === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'A network error has occurred.';

export function networkError(message = NETWORK_ERROR_MESSAGE): ApiError {
  return new ApiError({ statusCode: 0, error: 'Network Error', message });
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The schema loads on the first failure: zod stays out of the first download. */
async function parseApiErrorBody(body: unknown): Promise<TApiError | null> {
  if (body === null) return null;
  try {
    const { ZApiErrorSchema } = await import('./contracts/api-error-contract');
    const parsed = ZApiErrorSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Proxies and crashed servers answer with HTML or nothing; fall back to the status line.
  }
  const parsed = await parseApiErrorBody(body);
  // The API names every answer's request in x-request-id, also when a proxy replaced the body.
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (parsed) return new ApiError({ ...parsed, requestId: parsed.requestId ?? requestId }, retryAfter);
  return new ApiError(
    {
      statusCode: response.status,
      error: response.statusText || 'Error',
      message: response.statusText || `Request failed with status ${response.status}.`,
      requestId,
    },
    retryAfter,
  );
}

/** The message to show for a failure: the server's when it sent one, else ours (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError && error.message) return error.message;
  return fallback;
}
