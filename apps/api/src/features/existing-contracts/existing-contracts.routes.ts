import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZExistingContractBatchSchema,
  ZExistingContractConfirmedSchema,
  ZExistingContractPageSchema,
  ZExistingContractQuerySchema,
  ZExistingContractReviewSchema,
  ZExistingContractSchema,
  ZExistingContractUploadSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TExistingContractsService } from './existing-contracts.service.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });

/** Module "Existing Contracts": View reads the queue, Create uploads, Edit corrects, confirms and discards. */
const existingAccess = {
  view: access.anyOf(['existing_contracts', 'View']),
  create: access.anyOf(['existing_contracts', 'Create']),
  edit: access.anyOf(['existing_contracts', 'Edit']),
};

/** Existing contracts (docs/api.md "Existing contracts"): upload → job → review queue → confirm or discard. */
export function existingContractsRoutes({ existingContracts }: { existingContracts: TExistingContractsService }): FastifyPluginAsyncZod {
  const tags = ['existing-contracts'];
  return async (app) => {
    app.post('/v1/existing-contracts', {
      config: { access: existingAccess.create },
      schema: {
        tags,
        summary:
          'Read uploaded existing contracts (`ai_contract_document` PDFs or Word files, or `ai_contracts_zip` archives) for one client in a background job; the same files sent again answer the same batch',
        body: ZExistingContractUploadSchema,
        response: { 202: ZExistingContractBatchSchema },
      },
      handler: async (request, reply) => reply.status(202).send(await existingContracts.upload(actorOf(request), request.body)),
    });

    app.get('/v1/existing-contracts', {
      config: { access: existingAccess.view },
      schema: {
        tags,
        summary: 'The review queue: by status, client and batch; sorted and paged',
        querystring: ZExistingContractQuerySchema,
        response: { 200: ZExistingContractPageSchema },
      },
      handler: async (request) => existingContracts.list(actorOf(request), request.query),
    });

    app.get('/v1/existing-contracts/:id', {
      config: { access: existingAccess.view },
      schema: {
        tags,
        summary:
          'One uploaded contract: its pages, each field with its extractor, confidence and source, the candidates matched, the values under review and the corrections made',
        params: ZIdParams,
        response: { 200: ZExistingContractSchema },
      },
      handler: async (request) => existingContracts.get(actorOf(request), request.params.id),
    });

    app.patch('/v1/existing-contracts/:id', {
      config: { access: existingAccess.edit },
      schema: {
        tags,
        summary: 'Correct the values under review (each change is recorded)',
        params: ZIdParams,
        body: ZExistingContractReviewSchema,
        response: { 200: ZExistingContractSchema },
      },
      handler: async (request) => existingContracts.review(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/existing-contracts/:id/confirm', {
      config: { access: existingAccess.edit },
      schema: {
        tags,
        summary: 'Make the contract from the reviewed values (once: a replay answers the same contract)',
        params: ZIdParams,
        response: { 200: ZExistingContractConfirmedSchema },
      },
      handler: async (request) => existingContracts.confirm(actorOf(request), request.params.id),
    });

    app.post('/v1/existing-contracts/:id/discard', {
      config: { access: existingAccess.edit },
      schema: {
        tags,
        summary: 'Take an uploaded contract out of the queue without making a contract',
        params: ZIdParams,
        response: { 200: ZExistingContractSchema },
      },
      handler: async (request) => existingContracts.discard(actorOf(request), request.params.id),
    });
  };
}
