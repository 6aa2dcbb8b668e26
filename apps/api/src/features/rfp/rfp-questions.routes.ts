import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRfpAnswerInputSchema, ZRfpAnswerSchema, ZRfpQuestionInputSchema, ZRfpQuestionSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TRfpQuestionsService } from './rfp-questions.service.js';
import { rfpAccess, ZRfpIdParams as ZIdParams } from './rfp.routes.js';

/** Questions from invited vendors and the buyer's answers, published to them all. */
export function rfpQuestionsRoutes({ rfpQuestions }: { rfpQuestions: TRfpQuestionsService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.post('/v1/rfp/:id/questions', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Ask the buyer a question (an invited vendor, until the questions deadline)',
        params: ZIdParams,
        body: ZRfpQuestionInputSchema,
        response: { 201: ZRfpQuestionSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await rfpQuestions.ask(actorOf(request), request.params.id, request.body)),
    });

    app.get('/v1/rfp/:id/questions', {
      config: { access: rfpAccess.view },
      schema: {
        tags,
        summary: 'The questions asked: the buyer reads all, a vendor its own',
        params: ZIdParams,
        response: { 200: z.array(ZRfpQuestionSchema) },
      },
      handler: async (request) => rfpQuestions.questions(actorOf(request), request.params.id),
    });

    app.get('/v1/rfp/:id/answers', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'The published answers, never naming who asked', params: ZIdParams, response: { 200: z.array(ZRfpAnswerSchema) } },
      handler: async (request) => rfpQuestions.answers(actorOf(request), request.params.id),
    });

    app.post('/v1/rfp/:id/answers', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Publish an answer to every invited vendor (to a question, reworded if need be, or a clarification)',
        params: ZIdParams,
        body: ZRfpAnswerInputSchema,
        response: { 201: ZRfpAnswerSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await rfpQuestions.answer(actorOf(request), request.params.id, request.body)),
    });
  };
}
