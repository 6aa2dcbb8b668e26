import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { TTokenService } from '../tokens.js';

/**
 * The rate limit of a route that may call the model (`config.rateLimit`): each call may cost
 * money, so it is counted per person (a verified token), not per address — colleagues behind
 * one office address do not share it, and one person cannot spread over addresses.
 */
export function perPersonModelLimit(tokens: Pick<TTokenService, 'verifyAccess'>, perMinute: number) {
  const keyGenerator = async (request: FastifyRequest): Promise<string> => {
    if (request.actor) return `user:${request.actor.userId}`;
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      try {
        return `user:${(await tokens.verifyAccess(header.slice(7).trim())).userId}`;
      } catch {
        // Unauthenticated: the access rule answers 401; counted by address meanwhile.
      }
    }
    return `ip:${normalizeIP(request.ip)}`;
  };
  return { max: perMinute, timeWindow: '1 minute', keyGenerator };
}
