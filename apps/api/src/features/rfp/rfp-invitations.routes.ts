import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZRfpEligibleVendorPageSchema,
  ZRfpEligibleVendorsQuerySchema,
  ZRfpInvitationPageSchema,
  ZRfpInvitationsAddSchema,
  ZRfpInvitationsQuerySchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpInvitationsService } from './rfp-invitations.service.js';
import { rfpAccess, ZRfpIdParams as ZIdParams } from './rfp.routes.js';

/** The invitation is looked for after the RFP is found: a foreign RFP is 404 whatever follows it. */
const ZInvitationParams = ZIdParams.extend({ invitationId: z.string().max(64) });

/** Who is asked to bid on an RFP, and who may be. */
export function rfpInvitationsRoutes({ rfpInvitations }: { rfpInvitations: TRfpInvitationsService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.get('/v1/rfp/:id/eligible-vendors', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Vendors for the RFP’s lines on its service start date: eligible ones, and why the others are out',
        params: ZIdParams,
        querystring: ZRfpEligibleVendorsQuerySchema,
        response: { 200: ZRfpEligibleVendorPageSchema },
      },
      handler: async (request) => rfpInvitations.eligibleVendors(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.get('/v1/rfp/:id/invitations', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The vendors invited and where each stands',
        params: ZIdParams,
        querystring: ZRfpInvitationsQuerySchema,
        response: { 200: ZRfpInvitationPageSchema },
      },
      handler: async (request) => rfpInvitations.list(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.post('/v1/rfp/:id/invitations', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Invite vendors to a draft (one that is out only by the provider, with a reason)',
        params: ZIdParams,
        body: ZRfpInvitationsAddSchema,
        response: { 200: z.object({ invited: z.number().int(), kept: z.number().int() }) },
      },
      handler: async (request) => rfpInvitations.add(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/rfp/:id/invitations/:invitationId', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Take a vendor off a draft', params: ZInvitationParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await rfpInvitations.remove(actorOf(request), request.params.id, request.params.invitationId);
        return reply.status(204).send(null);
      },
    });
  };
}
