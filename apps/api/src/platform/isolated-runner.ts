import type { TIsolatedReply, TIsolatedRequest } from './isolated.js';
import { HttpError } from './errors.js';

/** The child of `createIsolatedRunner`: one call, one reply, then exit. */
process.once('message', (request: TIsolatedRequest) => {
  void (async () => {
    let reply: TIsolatedReply;
    try {
      const module = (await import(request.modulePath)) as Record<string, unknown>;
      const fn = module[request.exportName];
      if (typeof fn !== 'function') throw new Error(`${request.exportName} is not a function of ${request.modulePath}`);
      reply = { ok: true, value: await (fn as (...args: readonly unknown[]) => unknown)(...request.args) };
    } catch (error) {
      reply =
        error instanceof HttpError
          ? { ok: false, message: error.message, httpError: { statusCode: error.statusCode, message: error.message, fields: error.fieldErrors } }
          : { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    process.send?.(reply, () => process.exit(0));
  })();
});
