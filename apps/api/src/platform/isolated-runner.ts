import type { TIsolatedReply, TIsolatedRequest } from './isolated.js';

/**
 * An HttpError (errors.ts) known by its shape: importing that module would load zod and
 * fastify's type provider into every child, a few hundred milliseconds of its cold start.
 */
function httpErrorOf(error: unknown): { statusCode: number; message: string; fields?: Record<string, string[]> } | undefined {
  if (!(error instanceof Error)) return undefined;
  const { statusCode, fieldErrors } = error as Error & { statusCode?: unknown; fieldErrors?: Record<string, string[]> };
  return typeof statusCode === 'number' && Number.isInteger(statusCode) && statusCode >= 400 && statusCode < 600
    ? { statusCode, message: error.message, fields: fieldErrors }
    : undefined;
}

/** The child of `createIsolatedRunner`: answers calls one at a time until it is told to stop. */
process.on('message', (request: TIsolatedRequest) => {
  void (async () => {
    let reply: TIsolatedReply;
    try {
      const module = (await import(request.modulePath)) as Record<string, unknown>;
      const fn = module[request.exportName];
      if (typeof fn !== 'function') throw new Error(`${request.exportName} is not a function of ${request.modulePath}`);
      reply = { id: request.id, ok: true, value: await (fn as (...args: readonly unknown[]) => unknown)(...request.args) };
    } catch (error) {
      const httpError = httpErrorOf(error);
      reply = httpError
        ? { id: request.id, ok: false, message: httpError.message, httpError }
        : { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(reply);
  })();
});
// The parent went away (or let the channel go idle and exited): nothing left to answer.
process.on('disconnect', () => process.exit(0));
