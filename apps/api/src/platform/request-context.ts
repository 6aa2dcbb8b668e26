import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { TMailer } from './mail.js';

/**
 * The request (or the job, under the id of the request that asked for it) that the code running
 * now works for, so what it sends without being handed the request — a mail — carries its id
 * (docs/operations.md "Request ids").
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** Runs `fn` as work for `requestId` (a job, for the request that asked for it). */
export const runForRequest = <T>(requestId: string | undefined, fn: () => Promise<T>): Promise<T> => (requestId ? context.run({ requestId }, fn) : fn());

/** Each request's own work, and all it starts, knows the request's id. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    context.run({ requestId: request.id }, done);
  });
}

/** The mailer, each message with an `X-Request-Id` header naming the request it was sent for. */
export function tagMails(mailer: TMailer): TMailer {
  return {
    send(mail) {
      const requestId = currentRequestId();
      return mailer.send(requestId ? { ...mail, headers: { ...mail.headers, 'X-Request-Id': requestId } } : mail);
    },
  };
}
