import type { SwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiErrorSchema } from '@procura/shared';
import type { TRouteAccess } from '../access.js';
import { errorResponsesOf } from './error-responses.js';
import { finishDocument } from './openapi-finish.js';
import { operationIdOf } from './operation-id.js';

/** Schemas the document names once under components and references elsewhere. */
const components = z.registry<{ id: string }>();
components.add(ZApiErrorSchema, { id: 'ApiError' });

const toJsonSchema = createJsonSchemaTransform({ schemaRegistry: components });
const withComponents = createJsonSchemaTransformObject({ schemaRegistry: components });

/**
 * The OpenAPI document at /docs/json, from the routes' zod schemas. Each operation gets its
 * operationId from its method and path and the client errors it can answer (docs/api.md
 * "OpenAPI"), which also says how it is linted.
 */
export function openApiOptions(brand: string): SwaggerOptions {
  return {
    openapi: {
      info: { title: `${brand} API`, version: '1.0.0', description: `The ${brand} API: the web app's and integrations' one contract.` },
      // The API and the web app share one origin; paths are relative to the server that serves this document.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (document) => {
      const { schema, route } = document;
      if (!schema || schema.hide) return toJsonSchema(document);
      const declared = (schema.response ?? {}) as Record<string, unknown>;
      const method = [route.method].flat()[0] ?? 'GET';
      const access = (route.config as { access?: TRouteAccess } | undefined)?.access;
      const described = {
        operationId: operationIdOf(method, route.url),
        // Public routes, and those outside the guarded prefixes, take no token.
        ...(access?.kind === 'public' || !access ? { security: [] } : {}),
        ...schema,
        response: { ...declared, ...errorResponsesOf(route, declared) },
      };
      return toJsonSchema({ ...document, schema: described });
    },
    transformObject: (document) => finishDocument(withComponents(document)),
  };
}
