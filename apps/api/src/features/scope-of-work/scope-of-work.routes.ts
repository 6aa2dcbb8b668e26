import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TScopeOfWorkService } from './scope-of-work.service.js';
import { clientSowRoutes } from './client-sow.routes.js';
import { sowLibraryRoutes } from './sow-library.routes.js';
import { sowPropertiesRoutes } from './sow-properties.routes.js';

/** Every scope-of-work route of this feature: the library, client scopes, their properties. */
export function scopeOfWorkRoutes(services: { scopeOfWork: TScopeOfWorkService }): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(sowLibraryRoutes(services));
    await app.register(clientSowRoutes(services));
    await app.register(sowPropertiesRoutes(services));
  };
}
