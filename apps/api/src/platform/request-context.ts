import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context as TTraceContext } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { TMailer } from './mail.js';

/**
 * The request (or the job, under the id of the request that asked for it) that the code running
 * now works for, so what it sends without being handed the request — a mail — carries its id
 * (docs/operations.md "Request ids"), and what it does is traced under its span (tracing/).
 */
interface TRequestStore {
  requestId?: string;
  /** The span the work running now belongs to (the request's, a job's), with tracing on. */
  trace?: TTraceContext;
}

const context = new AsyncLocalStorage<TRequestStore>();

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

export const currentTrace = (): TTraceContext | undefined => context.getStore()?.trace;

/** Runs `fn` as work for `requestId` (a job, for the request that asked for it). */
export const runForRequest = <T>(requestId: string | undefined, fn: () => Promise<T>): Promise<T> => (requestId ? context.run({ requestId }, fn) : fn());

/** Runs `fn`, and all it starts, under the span `trace`, for the same request as now. */
export const runInTrace = <T>(trace: TTraceContext, fn: () => Promise<T>): Promise<T> => context.run({ ...context.getStore(), trace }, fn);

/**
 * The running request's span, for all its work that follows: set once, by its first hook after
 * this one (tracing/instrument.ts), so no other work of the request sees another.
 */
export function setRequestTrace(trace: TTraceContext): void {
  const store = context.getStore();
  if (store) store.trace = trace;
}

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
