/** What /readyz answers: ready, or why not; and the file store's free space (null: the store cannot tell). */
export interface TReadiness {
  ready: boolean;
  status: 'ready' | 'database unreachable' | 'storage almost full';
  storage: { freeBytes: number | null; floorBytes: number };
}

export interface TReadinessDeps {
  ping(): Promise<void>;
  freeBytes(): Promise<number | null>;
  /** Under this many free bytes the process is not ready (0: never). */
  floorBytes: number;
  /** How long an answer is reused. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The readiness check, its answer reused for `ttlMs` (one second) by every caller, concurrent
 * ones included: a probe (or anyone, it is public) calling in a loop costs the database one
 * ping a second, not one per call.
 */
export function createReadiness({ ping, freeBytes, floorBytes, ttlMs = 1000, now = Date.now }: TReadinessDeps): () => Promise<TReadiness> {
  let cached: { at: number; answer: Promise<TReadiness> } | null = null;

  async function check(): Promise<TReadiness> {
    const free = await freeBytes().catch(() => null);
    const storage = { freeBytes: free, floorBytes };
    try {
      await ping();
    } catch {
      return { ready: false, status: 'database unreachable', storage };
    }
    if (free !== null && free < floorBytes) return { ready: false, status: 'storage almost full', storage };
    return { ready: true, status: 'ready', storage };
  }

  return () => {
    const at = now();
    if (!cached || at - cached.at >= ttlMs) cached = { at, answer: check() };
    return cached.answer;
  };
}
