import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContractDocumentCreateSchema, ZContractDocumentListSchema, ZContractDocumentSchema, ZDownloadUrlSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TContractDocumentsService } from './contract-documents.js';
import { contractAccess, ZContractIdParams } from './contracts.routes.js';

/** Any text: a document id that is not one is a document that does not exist (404), as on every id route. */
const ZDocumentParams = ZContractIdParams.extend({ documentId: z.string().max(64) });

/** A contract's documents (docs/api.md "Contracts"): read by everyone who reads the contract, saved and removed by the buyer. */
export function contractDocumentsRoutes({ contractDocuments }: { contractDocuments: TContractDocumentsService }): FastifyPluginAsyncZod {
  const tags = ['contracts'];
  return async (app) => {
    app.get('/v1/contracts/:id/documents', {
      config: { access: contractAccess.view },
      schema: { tags, summary: 'The contract’s documents', params: ZContractIdParams, response: { 200: ZContractDocumentListSchema } },
      handler: async (request) => contractDocuments.list(actorOf(request), request.params.id),
    });

    app.post('/v1/contracts/:id/documents', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Save an upload (category ai_contract_document) with the contract: the signed copy, an amendment, another document',
        params: ZContractIdParams,
        body: ZContractDocumentCreateSchema,
        response: { 201: ZContractDocumentSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await contractDocuments.add(actorOf(request), request.params.id, request.body)),
    });

    app.get('/v1/contracts/:id/documents/:documentId/download', {
      config: { access: contractAccess.view },
      schema: {
        tags,
        summary: 'A short-lived link to download one of the contract’s documents',
        params: ZDocumentParams,
        response: { 200: ZDownloadUrlSchema },
      },
      handler: async (request) => contractDocuments.download(actorOf(request), request.params.id, request.params.documentId),
    });

    app.delete('/v1/contracts/:id/documents/:documentId', {
      config: { access: contractAccess.edit },
      schema: { tags, summary: 'Remove a document from the contract', params: ZDocumentParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await contractDocuments.remove(actorOf(request), request.params.id, request.params.documentId);
        return reply.status(204).send(null);
      },
    });
  };
}
