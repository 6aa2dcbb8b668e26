import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { TApiError } from '@procura/shared';

/** An error that is the caller's to fix; its message is shown to the user as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) => new HttpError(400, message, fieldErrors);
export const fieldError = (field: string, message: string) => new HttpError(400, message, { [field]: [message] });
export const unauthorized = (message = 'User needs to be authenticated to call this API.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) => new HttpError(409, message, fieldErrors);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/** Connection refused or lost, server shutting down or starting: PostgreSQL's class 08 and 57P0x. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/** Whether the database, not the request, is at fault: the client may simply try again. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && /^Connection terminated|connection error and is not queryable/.test(message)) return true;
  }
  return false;
}

/**
 * The message of a refused request, for the person who will read it (the field errors carry the
 * details): a bad id in the address is a broken link; a bad body, its first field's message.
 */
function validationMessage(context: string | undefined, fieldErrors: Record<string, string[]>): string {
  const fields = Object.keys(fieldErrors);
  if (context === 'params') return 'This link is broken: it does not point to a valid record.';
  if (context === 'querystring') return `Some filters are not valid: ${fields.join(', ')}.`;
  if (context === 'headers') return 'The request could not be read. Reload the page and try again.';
  const first = fieldErrors[fields[0] ?? '']?.[0] ?? 'Check the form.';
  return fields.length > 1 ? `${first} (and ${fields.length - 1} more)` : first;
}

/** Where an error the API could not answer goes besides the log (Sentry, when configured). */
export type TReportError = (error: unknown, context: { requestId: string; method: string; route?: string }) => void;

/** The one error shape (`TApiError`) for every failure, with the request id. */
export function registerErrorHandling(
  app: FastifyInstance,
  serveWebApp: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null,
  report: TReportError = () => undefined,
): void {
  const reportOf = (error: unknown, request: FastifyRequest) =>
    report(error, { requestId: request.id, method: request.method, route: request.routeOptions.url });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const requestId = request.id;
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(shape(error.statusCode, error.message, requestId, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = fieldPath(issue.instancePath);
        (fieldErrors[key] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.status(400).send(shape(400, validationMessage(error.validationContext, fieldErrors), requestId, fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response failed its schema');
      reportOf(error, request);
      return reply.status(500).send(shape(500, 'An unknown error has occurred.', requestId));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(shape(503, 'The service is briefly unavailable. Try again in a few seconds.', requestId));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reportOf(error, request);
      return reply.status(status).send(shape(status, 'An unknown error has occurred.', requestId));
    }
    // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
    if (status === 429 && error.message) return reply.status(429).send(shape(429, error.message, requestId));
    return reply.status(status).send(shape(status, clientMessage(status, error.message), requestId));
  });

  app.setNotFoundHandler((request, reply) => {
    if (serveWebApp?.(request, reply)) return reply;
    return reply.status(404).send(shape(404, `Route ${request.method} ${request.url.split('?')[0]} not found.`, request.id));
  });
}

/**
 * Fastify's answers before routing (a URL that is not valid percent-encoding, a path parameter
 * over its length limit) skip the error handler; given to Fastify as `frameworkErrors`, they
 * too come in the one error shape with the request id.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  const message = status >= 500 ? 'An unknown error has occurred.' : status === 414 ? 'The address is too long.' : 'The address is not valid.';
  void reply
    .header('x-request-id', request.id)
    .status(status)
    .send(shape(status, message, request.id));
}

function clientMessage(status: number, message: string): string {
  if (status === 413) return 'The request is too large.';
  if (status === 415) return 'Send the request body as JSON.';
  return message || STATUS_NAMES[status] || 'Bad Request';
}

export function shape(statusCode: number, message: string, requestId: string, fieldErrors?: Record<string, string[]>): TApiError {
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
    requestId,
  };
}
