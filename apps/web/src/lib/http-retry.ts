/** Spec §8/§9: statuses worth retrying, how often, and how long to wait at most. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);
export const MAX_RETRIES = 3;
export const MAX_BACKOFF_MS = 5 * 60 * 1000;
const BASE_BACKOFF_MS = 500;

/** Only methods that are safe to repeat: a retried POST could create a record twice. */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return attempt < MAX_RETRIES && IDEMPOTENT_METHODS.has(method) && RETRYABLE_STATUSES.has(status);
}

/** Exponential backoff with jitter; the server's Retry-After wins when it asks for longer. */
export function backoffDelay(attempt: number, retryAfterSeconds?: number): number {
  const exponential = BASE_BACKOFF_MS * 2 ** attempt;
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  const requested = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : 0;
  return Math.min(MAX_BACKOFF_MS, Math.max(jittered, requested));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
