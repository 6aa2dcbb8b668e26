import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContractCreateSchema, ZContractPageSchema, ZContractQuerySchema, ZContractSchema } from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TContractsService } from './contracts.service.js';

/** A contract's id in the path: every contract route's, and the ones its parts hang under. */
export const ZContractIdParams = z.object({ id: z.uuid('Not a valid id.') });

/**
 * Contracts have no module of their own (docs/contracts.md "Who does what"): every signed-in
 * person reads what row security shows; changing them is the buyer's, with Client Management.
 */
export const contractAccess = {
  view: access.signedIn,
  create: access.anyOf(['client_management', 'Create']),
  edit: access.anyOf(['client_management', 'Edit']),
  delete: access.anyOf(['client_management', 'Delete']),
};

/** Contracts (docs/api.md "Contracts"): the list, one contract, a contract entered by hand. */
export function contractsRoutes({ contracts }: { contracts: TContractsService }): FastifyPluginAsyncZod {
  const tags = ['contracts'];
  return async (app) => {
    app.get('/v1/contracts', {
      config: { access: contractAccess.view },
      schema: {
        tags,
        summary: 'Contracts the caller sees (a vendor: its own and its outlets’): searched, filtered, sorted, paged',
        querystring: ZContractQuerySchema,
        response: { 200: ZContractPageSchema },
      },
      handler: async (request) => contracts.list(actorOf(request), request.query),
    });

    app.post('/v1/contracts', {
      config: { access: contractAccess.create },
      schema: {
        tags,
        summary: 'Enter a contract by hand (a draft), with its properties and lines',
        body: ZContractCreateSchema,
        response: { 201: ZContractSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await contracts.create(actorOf(request), request.body)),
    });

    app.get('/v1/contracts/:id', {
      config: { access: contractAccess.view },
      schema: {
        tags,
        summary: 'One contract with its properties, lines and what the caller may do with it',
        params: ZContractIdParams,
        response: { 200: ZContractSchema },
      },
      handler: async (request) => contracts.get(actorOf(request), request.params.id),
    });
  };
}
