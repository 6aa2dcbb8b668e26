import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZContractAmendSchema,
  ZContractCreateSchema,
  ZContractPageSchema,
  ZContractQuerySchema,
  ZContractSchema,
  ZContractTerminateSchema,
  ZContractVersionPageSchema,
  ZPageQuerySchema,
  ZHistoryPageSchema,
} from '@procura/shared';
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

    app.patch('/v1/contracts/:id', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Amend a contract’s fields, saying why, against the version you read (409 naming `version` when it moved on)',
        params: ZContractIdParams,
        body: ZContractAmendSchema,
        response: { 200: ZContractSchema },
      },
      handler: async (request) => contracts.amend(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/contracts/:id', {
      config: { access: contractAccess.delete },
      schema: { tags, summary: 'Delete a draft contract', params: ZContractIdParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await contracts.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.post('/v1/contracts/:id/submit', {
      config: { access: contractAccess.edit },
      schema: { tags, summary: 'Submit a draft for approval', params: ZContractIdParams, response: { 200: ZContractSchema } },
      handler: async (request) => contracts.submit(actorOf(request), request.params.id),
    });

    app.post('/v1/contracts/:id/activate', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Activate a draft or submitted contract (409 naming each missing thing: dates, lines, the signed copy)',
        params: ZContractIdParams,
        response: { 200: ZContractSchema },
      },
      handler: async (request) => contracts.activate(actorOf(request), request.params.id),
    });

    app.post('/v1/contracts/:id/terminate', {
      config: { access: contractAccess.edit },
      schema: {
        tags,
        summary: 'Terminate an active contract: why, and its last day',
        params: ZContractIdParams,
        body: ZContractTerminateSchema,
        response: { 200: ZContractSchema },
      },
      handler: async (request) => contracts.terminate(actorOf(request), request.params.id, request.body),
    });

    app.get('/v1/contracts/:id/versions', {
      config: { access: contractAccess.view },
      schema: {
        tags,
        summary: 'The contract’s versions, newest first, each with its kind, reason, who, when and diff',
        params: ZContractIdParams,
        querystring: ZPageQuerySchema,
        response: { 200: ZContractVersionPageSchema },
      },
      handler: async (request) => contracts.versions(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.get('/v1/contracts/:id/history', {
      config: { access: contractAccess.view },
      schema: {
        tags,
        summary: 'Every change to the contract as audit entries: who, when, from which workspace, each field before and after',
        params: ZContractIdParams,
        querystring: ZPageQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: async (request) => contracts.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });
  };
}
