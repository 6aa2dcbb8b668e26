import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCoverageRequirementsQuerySchema,
  ZCoverageRequirementsSchema,
  ZCreateVendorDocumentSchema,
  ZPutCoverageRequirementsSchema,
  ZUpdateVendorDocumentSchema,
  ZVendorComplianceQuerySchema,
  ZVendorComplianceSchema,
  ZVendorDocumentListQuerySchema,
  ZVendorDocumentPageSchema,
  ZVendorDocumentResultSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TVendorComplianceService } from './vendor-compliance.service.js';

// One path parameter per route, named `id`: the vendor for /v1/vendors/:id/…, the document
// for /v1/vendor-documents/:id (the cross-tenant test fills `:id` with a foreign row's id).
const ZVendorParams = z.object({ id: z.uuid('Not a valid vendor id.') });
const ZDocumentParams = z.object({ id: z.uuid('Not a valid document id.') });

/**
 * Reads are open to everyone signed in: the service answers 404 for a vendor the caller does
 * not see, then asks vendor_management View (a client reads the vendors onboarded for it). Writes
 * are checked the same way, 404 before 403, so a foreign vendor never shows it exists.
 */
export function vendorComplianceRoutes({ vendorCompliance }: { vendorCompliance: TVendorComplianceService }): FastifyPluginAsyncZod {
  const tags = ['vendor compliance'];
  return async (app) => {
    app.get('/v1/vendors/:id/documents', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "A vendor's W-9s and certificates of insurance, current and replaced: filtered, searched, sorted, paginated",
        params: ZVendorParams,
        querystring: ZVendorDocumentListQuerySchema,
        response: { 200: ZVendorDocumentPageSchema },
      },
      handler: (request) => vendorCompliance.list(actorOf(request), request.params.id, request.query),
    });

    app.post('/v1/vendors/:id/documents', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Add a W-9 or a certificate of insurance (uploaded first through storage); it replaces the current one of its kind and coverage, and the compliance state is recomputed',
        params: ZVendorParams,
        body: ZCreateVendorDocumentSchema,
        response: { 201: ZVendorDocumentResultSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await vendorCompliance.create(actorOf(request), request.params.id, request.body)),
    });

    app.get('/v1/vendors/:id/compliance', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "A vendor's compliance: state, documents in force, expiry timeline, gaps against a client's coverage requirements (or the provider default)",
        params: ZVendorParams,
        querystring: ZVendorComplianceQuerySchema,
        response: { 200: ZVendorComplianceSchema },
      },
      handler: (request) => vendorCompliance.compliance(actorOf(request), request.params.id, request.query.clientId),
    });

    app.patch('/v1/vendor-documents/:id', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Correct a document's details or file; a new expiry date earns new warnings",
        params: ZDocumentParams,
        body: ZUpdateVendorDocumentSchema,
        response: { 200: ZVendorDocumentResultSchema },
      },
      handler: (request) => vendorCompliance.update(actorOf(request), request.params.id, request.body),
    });

    app.delete('/v1/vendor-documents/:id', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Remove a document (the one it replaced is current again); the compliance state is recomputed',
        params: ZDocumentParams,
        response: { 204: z.null() },
      },
      handler: async (request, reply) => {
        await vendorCompliance.remove(actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/v1/coverage-requirements', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The minimum coverage a client requires of its vendors (its own rows over the provider default), or the default',
        querystring: ZCoverageRequirementsQuerySchema,
        response: { 200: ZCoverageRequirementsSchema },
      },
      handler: (request) => vendorCompliance.requirements(actorOf(request), request.query.clientId),
    });

    app.put('/v1/coverage-requirements', {
      config: { access: access.anyOf(['vendor_management', 'Edit']) },
      schema: {
        tags,
        summary: "Set a client's coverage requirements, or the provider default (clientId null): the whole list is replaced",
        body: ZPutCoverageRequirementsSchema,
        response: { 200: ZCoverageRequirementsSchema },
      },
      handler: (request) => vendorCompliance.putRequirements(actorOf(request), request.body),
    });
  };
}
