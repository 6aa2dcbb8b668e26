import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDownloadUrlSchema,
  ZRfpAttachmentInputSchema,
  ZRfpAttachmentSchema,
  ZRfpPropertyAttachmentInputSchema,
  ZRfpPropertyAttachmentQuerySchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpAttachmentsService } from './rfp-attachments.service.js';
import { rfpAccess, ZRfpIdParams } from './rfp.routes.js';

// A document's id in the path is any short text: one that is no id is a document that does not exist (404).
const ZDocumentParams = ZRfpIdParams.extend({ attachmentId: z.string().max(64) });
const ZPropertyDocumentParams = z.object({ id: z.uuid('Not a valid id.') });

/**
 * An RFP's documents (docs/api.md "RFP documents"): RFP-wide under the RFP, a line's property's
 * under the spec's `/v1/rfp-property-attachments`. One service behind both.
 */
export function rfpAttachmentsRoutes({ rfpAttachments }: { rfpAttachments: TRfpAttachmentsService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.get('/v1/rfp/:id/attachments', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The RFP’s documents, RFP-wide and per line (an invited vendor: once published)',
        params: ZRfpIdParams,
        response: { 200: z.array(ZRfpAttachmentSchema) },
      },
      handler: async (request) => rfpAttachments.list(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/attachments', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Add an RFP-wide document to a draft (a file uploaded as rfp_attachment)',
        params: ZRfpIdParams,
        body: ZRfpAttachmentInputSchema,
        response: { 201: ZRfpAttachmentSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await rfpAttachments.add(actorOf(request), request.params.id, request.body)),
    });

    app.delete('/v1/rfp/:id/attachments/:attachmentId', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Remove a document from a draft', params: ZDocumentParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await rfpAttachments.remove(actorOf(request), request.params.id, request.params.attachmentId);
        return reply.status(204).send(null);
      },
    });

    app.get('/v1/rfp/:id/attachments/:attachmentId/download', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'A short-lived link to download one of the RFP’s documents',
        params: ZDocumentParams,
        response: { 200: ZDownloadUrlSchema },
      },
      handler: async (request) => rfpAttachments.download(actorOf(request), request.params.id, request.params.attachmentId),
    });

    app.get('/v1/rfp-property-attachments', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'An RFP’s documents for its lines’ properties (one line’s with lineId)',
        querystring: ZRfpPropertyAttachmentQuerySchema,
        response: { 200: z.array(ZRfpAttachmentSchema) },
      },
      handler: async (request) => rfpAttachments.list(actorOf(request), request.query.rfpId, { lineId: request.query.lineId, linesOnly: true }),
    });

    app.post('/v1/rfp-property-attachments', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Add a document for one line’s property to a draft (a file uploaded as rfp_property_attachment)',
        body: ZRfpPropertyAttachmentInputSchema,
        response: { 201: ZRfpAttachmentSchema },
      },
      handler: async (request, reply) => {
        const { rfpId, ...input } = request.body;
        return reply.status(201).send(await rfpAttachments.add(actorOf(request), rfpId, input));
      },
    });

    app.delete('/v1/rfp-property-attachments/:id', {
      config: { access: rfpAccess.edit },
      schema: { tags, summary: 'Remove a line’s document from a draft', params: ZPropertyDocumentParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await rfpAttachments.remove(actorOf(request), null, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
