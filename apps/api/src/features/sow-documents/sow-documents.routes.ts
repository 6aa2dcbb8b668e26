import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBackgroundJobSchema,
  ZSowDownloadQuerySchema,
  ZSowExtractRequestSchema,
  ZSowExtractResultSchema,
  ZSowGenerateRequestSchema,
  ZSowTemplateInputSchema,
  ZSowTemplateListSchema,
  ZSowTemplateSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { contentDisposition, contentTypeOf } from '../../platform/downloads.js';
import type { TSowDocumentsService } from './sow-documents.service.js';

const ZIdParamsSchema = z.object({ id: z.uuid('Not a valid id.') });
const VIEW = access.anyOf(['client_management', 'View']);
const CREATE_OR_EDIT = access.anyOf(['client_management', 'Create'], ['client_management', 'Edit']);

export function sowDocumentsRoutes({ sowDocuments }: { sowDocuments: TSowDocumentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/v1/scope-of-work/extract', {
      config: { access: CREATE_OR_EDIT },
      schema: {
        tags: ['scope-of-work'],
        summary: 'The text of an uploaded `scope_of_work` file (PDF or DOCX) as editor JSON; a scan without text answers with a warning',
        body: ZSowExtractRequestSchema,
        response: { 200: ZSowExtractResultSchema },
      },
      handler: async (request) => sowDocuments.extract(actorOf(request), request.body.fileKey),
    });

    app.get('/v1/scope-of-work/library/:id/download', {
      config: { access: VIEW },
      schema: { tags: ['scope-of-work'], summary: 'A library text as PDF or DOCX', params: ZIdParamsSchema, querystring: ZSowDownloadQuerySchema },
      handler: async (request, reply) => {
        const { fileName, body } = await sowDocuments.downloadLibrary(actorOf(request), request.params.id, request.query.format);
        return reply.header('content-type', contentTypeOf(fileName)).header('content-disposition', contentDisposition(fileName)).send(body);
      },
    });

    app.get('/v1/client-scope-of-work/:id/download', {
      config: { access: VIEW },
      schema: {
        tags: ['scope-of-work'],
        summary: "A client scope as PDF or DOCX, with the client's logo",
        params: ZIdParamsSchema,
        querystring: ZSowDownloadQuerySchema,
      },
      handler: async (request, reply) => {
        const { fileName, body } = await sowDocuments.downloadClientSow(actorOf(request), request.params.id, request.query.format);
        return reply.header('content-type', contentTypeOf(fileName)).header('content-disposition', contentDisposition(fileName)).send(body);
      },
    });

    app.get('/v1/client-scope-of-work/sow-template', {
      config: { access: VIEW },
      schema: { tags: ['scope-of-work'], summary: "The workspace's SOW templates (DOCX with placeholders)", response: { 200: ZSowTemplateListSchema } },
      handler: async (request) => sowDocuments.listTemplates(actorOf(request)),
    });

    app.post('/v1/client-scope-of-work/sow-template', {
      config: { access: access.anyOf(['client_management', 'Create']) },
      schema: {
        tags: ['scope-of-work'],
        summary: 'Keep a confirmed `sow_template` upload as a template: refused when malformed or when it uses unknown placeholders',
        body: ZSowTemplateInputSchema,
        response: { 201: ZSowTemplateSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await sowDocuments.createTemplate(actorOf(request), request.body)),
    });

    app.delete('/v1/client-scope-of-work/sow-template/:id', {
      config: { access: access.anyOf(['client_management', 'Edit'], ['client_management', 'Delete']) },
      schema: { tags: ['scope-of-work'], summary: 'Remove a SOW template', params: ZIdParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await sowDocuments.removeTemplate(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/client-scope-of-work/sow-template/generate', {
      config: { access: CREATE_OR_EDIT },
      schema: {
        tags: ['scope-of-work'],
        summary: 'Generate one document per property of a scope from a template, as a background job (sow_template_generation) whose result is a ZIP',
        body: ZSowGenerateRequestSchema,
        response: { 202: ZBackgroundJobSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await sowDocuments.generate(actorOf(request), request.body)),
    });
  };
}
