import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSowAssistantRequestSchema, ZSowAssistantStatusSchema, type TSowAssistantEvent } from '@procura/shared';
import type { TConfig } from '../../config.js';
import { access, actorOf } from '../../platform/access.js';
import { perPersonModelLimit } from '../../platform/ai/ai-rate-limit.js';
import type { TPlatform } from '../../platform/platform.js';
import type { TSowAssistantService } from './sow-assistant.service.js';

/** One JSON object per line: the browser reads each as it arrives. */
async function* ndjson(events: AsyncIterable<TSowAssistantEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

/**
 * The assistant under the spec's second base path (/sowrfq/v1). Drafting or rewriting a scope
 * is creating or editing one: Client Management › client_management Create or Edit.
 */
export function sowAssistantRoutes(
  platform: Pick<TPlatform, 'tokens'> & { config: Pick<TConfig, 'AI_RATE_LIMIT_PER_MINUTE'> },
  { sowAssistant }: { sowAssistant: TSowAssistantService },
): FastifyPluginAsyncZod {
  const tags = ['scope-of-work'];
  const writer = access.anyOf(['client_management', 'Create'], ['client_management', 'Edit']);

  return async (app) => {
    app.post('/sowrfq/v1/sow-gpt', {
      config: { access: writer, rateLimit: perPersonModelLimit(platform.tokens, platform.config.AI_RATE_LIMIT_PER_MINUTE) },
      schema: {
        tags,
        summary:
          'Draft a scope of work from the guided answers, or rewrite one section; streamed as newline-delimited JSON events (start, delta…, then draft, suggestion or error)',
        body: ZSowAssistantRequestSchema,
      },
      handler: async (request, reply) => {
        const answer = await sowAssistant.start(actorOf(request), request.body);
        // The person closed the page: stop the model rather than pay for an answer nobody reads.
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) answer.abort();
        });
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(Readable.from(ndjson(answer.events)));
      },
    });

    app.get('/sowrfq/v1/sow-gpt/usage', {
      config: { access: writer },
      schema: {
        tags,
        summary: "This workspace's use of the assistant this month, its budget, and whether a model is configured",
        response: { 200: ZSowAssistantStatusSchema },
      },
      handler: async (request) => sowAssistant.status(actorOf(request)),
    });
  };
}
