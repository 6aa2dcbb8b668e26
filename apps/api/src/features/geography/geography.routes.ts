import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCityListQuerySchema,
  ZCityPageSchema,
  ZCountryListQuerySchema,
  ZCountryPageSchema,
  ZCountyListQuerySchema,
  ZCountyPageSchema,
  ZStateListQuerySchema,
  ZStatePageSchema,
  ZZipCodeParamsSchema,
  ZZipCodeSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TCached, TGeographyRequest, TGeographyService } from './geography.service.js';

/** An hour: the data changes with a deployment, and the ETag answers a revalidation cheaply. */
const MAX_AGE_SECONDS = 3600;
const notModified = { 304: z.null().describe('The copy named by If-None-Match is current') };

export function geographyRoutes({ geography }: { geography: TGeographyService }): FastifyPluginAsyncZod {
  const tags = ['geography'];
  const signedIn = (request: FastifyRequest): TGeographyRequest => ({ actor: actorOf(request), ifNoneMatch: request.headers['if-none-match'] });
  const anyone = (request: FastifyRequest): TGeographyRequest => ({ actor: null, ifNoneMatch: request.headers['if-none-match'] });

  /** The body, or 304 with no body; either way the validator and how long to keep it. */
  const answer = <T>(reply: FastifyReply, visibility: 'public' | 'private', cached: TCached<T>) => {
    reply.header('etag', cached.etag).header('cache-control', `${visibility}, max-age=${MAX_AGE_SECONDS}`);
    if (cached.notModified) return reply.status(304).send(null);
    return cached.body;
  };

  return async (app) => {
    app.get('/v1/countries', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'Countries, by name', querystring: ZCountryListQuerySchema, response: { 200: ZCountryPageSchema, ...notModified } },
      handler: async (request, reply) => answer(reply, 'private', await geography.countries(request.query, signedIn(request))),
    });

    app.get('/v1/states', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'States and other subdivisions, of a country or all',
        querystring: ZStateListQuerySchema,
        response: { 200: ZStatePageSchema, ...notModified },
      },
      handler: async (request, reply) => answer(reply, 'private', await geography.states(request.query, signedIn(request))),
    });

    app.get('/v1/counties', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'US counties, of a state or all', querystring: ZCountyListQuerySchema, response: { 200: ZCountyPageSchema, ...notModified } },
      handler: async (request, reply) => answer(reply, 'private', await geography.counties(request.query, signedIn(request))),
    });

    app.get('/v1/cities', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Cities of a state (or country), optionally of one county',
        querystring: ZCityListQuerySchema,
        response: { 200: ZCityPageSchema, ...notModified },
      },
      handler: async (request, reply) => answer(reply, 'private', await geography.cities(request.query, signedIn(request))),
    });

    app.get('/v1/zip-codes/:zip', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'A US ZIP code: its state, county, city and centroid',
        params: ZZipCodeParamsSchema,
        response: { 200: ZZipCodeSchema, ...notModified },
      },
      handler: async (request, reply) => answer(reply, 'private', await geography.zipCode(request.params.zip, signedIn(request))),
    });

    // Vendor self-registration picks its address before anyone signs in. Limited per address
    // by the API-wide limit (platform/rate-limit.ts), as every unsigned request is.
    app.get('/v1/public/states', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'States, without signing in',
        security: [],
        querystring: ZStateListQuerySchema,
        response: { 200: ZStatePageSchema, ...notModified },
      },
      handler: async (request, reply) => answer(reply, 'public', await geography.states(request.query, anyone(request))),
    });

    app.get('/v1/public/cities', {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Cities of a state (or country), without signing in',
        security: [],
        querystring: ZCityListQuerySchema,
        response: { 200: ZCityPageSchema, ...notModified },
      },
      handler: async (request, reply) => answer(reply, 'public', await geography.cities(request.query, anyone(request))),
    });
  };
}
