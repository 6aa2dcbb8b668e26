import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZContractBulkResultSchema,
  ZContractBulkUpdateSchema,
  ZContractLineCreateSchema,
  ZContractLinePageSchema,
  ZContractLineSchema,
  ZContractLineUpdateSchema,
  ZContractPartsQuerySchema,
  ZPropertyContractCreateSchema,
  ZPropertyContractPageSchema,
  ZPropertyContractSchema,
} from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TContractBulkService } from './contract-bulk.js';
import type { TContractLinesService } from './contract-lines.service.js';
import { contractAccess, ZContractIdParams } from './contracts.routes.js';

/** A contract's properties and service lines (docs/api.md "Contracts"): each change is an amendment of the contract. */
export function contractLinesRoutes({
  contractLines,
  contractBulk,
}: {
  contractLines: TContractLinesService;
  contractBulk: TContractBulkService;
}): FastifyPluginAsyncZod {
  const tags = ['contracts'];
  return async (app) => {
    app.get('/v1/property-contracts', {
      config: { access: contractAccess.view },
      schema: {
        tags,
        summary: 'A contract’s properties, each with its lines',
        querystring: ZContractPartsQuerySchema,
        response: { 200: ZPropertyContractPageSchema },
      },
      handler: async (request) => contractLines.properties(actorOf(request), request.query),
    });

    app.post('/v1/property-contracts', {
      config: { access: contractAccess.edit },
      schema: { tags, summary: 'Add a property of the client to a contract', body: ZPropertyContractCreateSchema, response: { 201: ZPropertyContractSchema } },
      handler: async (request, reply) => reply.status(201).send(await contractLines.addProperty(actorOf(request), request.body)),
    });

    app.delete('/v1/property-contracts/:id', {
      config: { access: contractAccess.edit },
      schema: { tags, summary: 'Take a property, and its lines, off a contract', params: ZContractIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await contractLines.removeProperty(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/v1/property-contract-services', {
      config: { access: contractAccess.view },
      schema: { tags, summary: 'A contract’s service lines', querystring: ZContractPartsQuerySchema, response: { 200: ZContractLinePageSchema } },
      handler: async (request) => contractLines.lines(actorOf(request), request.query),
    });

    app.post('/v1/property-contract-services', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Add a service line to one of a contract’s properties',
        body: ZContractLineCreateSchema,
        response: { 201: ZContractLineSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await contractLines.addLine(actorOf(request), request.body)),
    });

    app.patch('/v1/property-contract-services/:id', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Change a service line (its annual cost follows)',
        params: ZContractIdParams,
        body: ZContractLineUpdateSchema,
        response: { 200: ZContractLineSchema },
      },
      handler: async (request) => contractLines.updateLine(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/property-contract-services/:id', {
      config: { access: contractAccess.edit },
      schema: { tags, summary: 'Take a service line off a contract', params: ZContractIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await contractLines.removeLine(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/property-contract-services/bulk-update', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Change many lines in one call (price, unit, quantity, frequency, dates): per-row errors; `atomic` applies all or nothing',
        body: ZContractBulkUpdateSchema,
        response: { 200: ZContractBulkResultSchema },
      },
      handler: async (request) => contractBulk.update(actorOf(request), request.body),
    });
  };
}
