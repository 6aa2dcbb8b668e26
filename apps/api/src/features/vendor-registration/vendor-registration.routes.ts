import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REGISTRATION_HONEYPOT_FIELD,
  REGISTRATION_TOKEN_HEADER,
  ZPublicServiceListSchema,
  ZRegistrationDraftSchema,
  ZRegistrationTokenSchema,
  ZResumeRegistrationQuerySchema,
  ZSaveRegistrationStepSchema,
  ZStartedRegistrationSchema,
  ZStartRegistrationSchema,
  ZSubmitRegistrationSchema,
  ZSubmittedRegistrationSchema,
} from '@procura/shared';
import { access } from '../../platform/access.js';
import type { TConfig } from '../../config.js';
import { fieldError } from '../../platform/errors.js';
import type { TVendorRegistrationService } from './vendor-registration.service.js';

/**
 * The token from the header, else from the body or query. A malformed header is refused by
 * name, like a malformed body field.
 */
function tokenOf(request: FastifyRequest, fromInput: string | undefined): string | undefined {
  const header = request.headers[REGISTRATION_TOKEN_HEADER];
  if (typeof header !== 'string' || header === '') return fromInput;
  const parsed = ZRegistrationTokenSchema.safeParse(header);
  if (!parsed.success) throw fieldError('token', parsed.error.issues[0]?.message ?? 'Invalid token.');
  return parsed.data;
}

/**
 * Vendor self-registration (issue #9 item 6): public routes, each limited per client address
 * (a route's own limit is always keyed by address, platform/rate-limit.ts). Starting and
 * submitting write rows and send mail, so they get the tighter identity budget.
 */
export function vendorRegistrationRoutes(config: TConfig, { vendorRegistration }: { vendorRegistration: TVendorRegistrationService }): FastifyPluginAsyncZod {
  const tags = ['vendor registration'];
  const tight = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const normal = { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  const anyone = (rateLimit: typeof tight) => ({ access: access.public, rateLimit });

  return async (app) => {
    app.post('/v1/vendors/draft', {
      config: anyone(tight),
      schema: {
        tags,
        summary:
          'Start a self-registration: mails the link that continues it (the token goes only there) and answers where it went; a filled honeypot gets the same answer and nothing is kept',
        security: [],
        body: ZStartRegistrationSchema,
        response: { 201: ZStartedRegistrationSchema },
      },
      handler: async (request, reply) => {
        const body = request.body;
        const started = await vendorRegistration.start({ email: body.email, formStartedAt: body.formStartedAt, honeypot: body[REGISTRATION_HONEYPOT_FIELD] });
        return reply.status(201).send(started);
      },
    });

    app.get('/v1/vendors/draft', {
      config: anyone(normal),
      schema: {
        tags,
        summary: `Resume a registration by its token (query or ${REGISTRATION_TOKEN_HEADER} header); expired or submitted → 410`,
        security: [],
        querystring: ZResumeRegistrationQuerySchema,
        response: { 200: ZRegistrationDraftSchema },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return vendorRegistration.resume(tokenOf(request, request.query.token));
      },
    });

    app.put('/v1/vendors/draft', {
      config: anyone(normal),
      schema: {
        tags,
        summary: 'Save one step of a registration, validated with that step’s schema',
        security: [],
        body: ZSaveRegistrationStepSchema,
        response: { 200: ZRegistrationDraftSchema },
      },
      handler: async (request) => vendorRegistration.save(tokenOf(request, request.body.token), request.body),
    });

    app.post('/v1/vendors/draft/submit', {
      config: anyone(tight),
      schema: {
        tags,
        summary: 'Submit a registration: the vendor is created PENDING_FOR_APPROVAL (SELF), the provider is told, the token stops working',
        security: [],
        body: ZSubmitRegistrationSchema,
        response: { 201: ZSubmittedRegistrationSchema },
      },
      handler: async (request, reply) => {
        const result = await vendorRegistration.submit(tokenOf(request, request.body.token), request.body[REGISTRATION_HONEYPOT_FIELD]);
        return reply.status(201).send(result);
      },
    });

    app.get('/v1/public/services', {
      config: anyone(normal),
      schema: { tags, summary: 'Active services with their categories, without signing in', security: [], response: { 200: ZPublicServiceListSchema } },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return vendorRegistration.publicServices();
      },
    });
  };
}
