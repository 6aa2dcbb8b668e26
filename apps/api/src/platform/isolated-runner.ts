import type { TIsolatedReply, TIsolatedRequest } from './isolated.js';
import { HttpError } from './errors.js';

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
      reply =
        error instanceof HttpError
          ? { id: request.id, ok: false, message: error.message, httpError: { statusCode: error.statusCode, message: error.message, fields: error.fieldErrors } }
          : { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(reply);
  })();
});
// The parent went away (or let the channel go idle and exited): nothing left to answer.
process.on('disconnect', () => process.exit(0));
