import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The address without its query string: a query may carry a registration or reset token, a
 * signed link's signature or what someone searched for, none of which belongs in a log
 * (docs/security.md "Query strings in the request log").
 */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One line per request, when it completes (Fastify writes one as it arrives and one as it
 * completes: two lines, and the first of them says nothing the second does not), and an
 * address without its query string wherever Fastify names the request.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: pathOf(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime, remoteAddress: request.ip };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${pathOf(request.url)} not found`);
  }
}

/** Pino's serializer for `{ req }` (Fastify's error lines), without the query string. */
export const requestSerializer = (request: FastifyRequest) => ({ method: request.method, url: pathOf(request.url), remoteAddress: request.ip });
