import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDatabase, TRequestDb } from '../database.js';
import type { TMailer } from '../mail.js';
import { statementSummary } from './statement-summary.js';
import type { TSpan, TTracing } from './tracing.js';

/*
 * Where the API's work is traced (docs/operations.md "Tracing (OpenTelemetry)"): the same places
 * metrics/instrument.ts counts. Each span says what ran and how it ended, never with what: no
 * parameter, body, query string, address or message text.
 */

/**
 * A SERVER span per request, named by its route's template (`GET /v1/rfps/:id`), never its
 * address; a child of the caller's span when a `traceparent` header names one. Registered right
 * after the request context, so everything the request does runs under it.
 */
export function registerRequestTracing(app: FastifyInstance, tracing: TTracing): void {
  if (!tracing.enabled) return;
  const spans = new WeakMap<FastifyRequest, TSpan>();
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const traceparent = request.headers.traceparent;
    const { span, activate } = tracing.startRequest(
      route ? `${request.method} ${route}` : request.method,
      { 'http.request.method': request.method, ...(route ? { 'http.route': route } : {}), 'procura.request_id': request.id },
      typeof traceparent === 'string' ? traceparent : undefined,
    );
    spans.set(request, span);
    activate();
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      // Which kind of workspace asked, never who: no user, e-mail or organization.
      if (request.actor) span.setAttributes({ 'procura.workspace.kind': request.actor.kind });
      span.setAttributes({ 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) span.fail(String(reply.statusCode));
      span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    span?.fail('aborted');
    span?.end();
    done();
  });
}

/** The mailer, each message sent in a CLIENT span (no recipient, no subject). */
export function traceMails(mailer: TMailer, tracing: TTracing): TMailer {
  if (!tracing.enabled) return mailer;
  return { send: (mail) => tracing.inSpan('mail send', { kind: 'client' }, () => mailer.send(mail)) };
}

/**
 * A job's run as a CONSUMER span, under the span of the request that queued it (its traceparent
 * travels with the queue entry). Its outcome stays `skipped` unless the run claims the job.
 */
export function traceJob(
  tracing: Pick<TTracing, 'inSpan'>,
  type: string,
  queued: { jobId: string; requestId?: string; traceparent?: string },
  run: (span: TSpan) => Promise<void>,
): Promise<void> {
  const attributes = {
    'procura.job.kind': type,
    'procura.job.id': queued.jobId,
    'procura.job.outcome': 'skipped',
    ...(queued.requestId ? { 'procura.request_id': queued.requestId } : {}),
  };
  return tracing.inSpan(`job ${type}`, { kind: 'consumer', attributes, traceparent: queued.traceparent }, run);
}

const DB = { 'db.system.name': 'postgresql' } as const;

/**
 * The request path's database work: each transaction a CLIENT span (scoped to an actor or not),
 * the one statement outside them by its function's name. Every query of a request goes through
 * one of these (docs/architecture.md "Request path"); their SQL and parameters stay out.
 */
export function traceRequestDb(db: TRequestDb, tracing: TTracing): TRequestDb {
  if (!tracing.enabled) return db;
  return {
    scoped: (request, onOpen, fn) =>
      tracing.inSpan('db transaction', { kind: 'client', attributes: { ...DB, 'procura.db.scope': 'scoped' } }, () => db.scoped(request, onOpen, fn)),
    unscoped: (fn) => tracing.inSpan('db transaction', { kind: 'client', attributes: { ...DB, 'procura.db.scope': 'unscoped' } }, () => db.unscoped(fn)),
    authVersion: (request) => tracing.inSpan('select app.auth_version', { kind: 'client', attributes: DB }, () => db.authVersion(request)),
  };
}

/**
 * Each statement of a request transaction as a CLIENT span under the transaction's, named by
 * `statementSummary`: the one place every request query passes, on both engines (database.ts).
 */
export function traceStatements(database: Pick<TDatabase, 'onStatement'>, tracing: TTracing): void {
  if (!tracing.enabled) return;
  database.onStatement((text, run) => {
    const { operation, table } = statementSummary(text);
    const attributes = { ...DB, 'db.operation.name': operation, ...(table ? { 'db.collection.name': table } : {}) };
    return tracing.inSpan(table ? `${operation} ${table}` : operation, { kind: 'client', attributes, childOnly: true }, run);
  });
}
