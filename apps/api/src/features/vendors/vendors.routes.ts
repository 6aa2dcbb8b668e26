import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateVendorOutletSchema,
  ZCreateVendorSchema,
  ZUpdateVendorSchema,
  ZVendorApprovalResultSchema,
  ZVendorApproveSchema,
  ZVendorBasicListSchema,
  ZVendorBasicQuerySchema,
  ZVendorDetailSchema,
  ZVendorEligibilityPageSchema,
  ZVendorEligibilityQuerySchema,
  ZHistoryPageSchema,
  ZHistoryQuerySchema,
  ZVendorIdParamsSchema,
  ZVendorListQuerySchema,
  ZVendorOutletListQuerySchema,
  ZVendorPageSchema,
  ZVendorRejectSchema,
  ZVendorSelectedQuerySchema,
  ZVendorStatusSchema,
  ZVendorSubmitSchema,
  ZVendorWorkspaceListSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import type { TVendorsService } from './vendors.service.js';

/**
 * Client roles hold vendor_management too (a client reads the vendors onboarded for it or
 * serving it, and onboards its own): the scope decides what each caller sees (another's id:
 * 404), the service what it may change.
 */
export const vendorManagement = (action: 'View' | 'Create' | 'Edit' | 'Delete') => access.anyOf(['vendor_management', action]);
/** A vendor's branches: its vendor_management holders reach the route too, so another's id answers 404; the service asks branch or franchise rights. */
const outlets = (action: 'View' | 'Create') => access.anyOf(['branch_management', action], ['franchise_management', action], ['vendor_management', action]);

export function vendorsRoutes({ vendors }: { vendors: TVendorsService }): FastifyPluginAsyncZod {
  const tags = ['vendors'];
  return async (app) => {
    app.get('/v1/vendors', {
      config: { access: vendorManagement('View') },
      schema: {
        tags,
        summary: 'Vendors the caller may see, searched, filtered (status, approval, compliance, services, areas, a property served) and paginated',
        querystring: ZVendorListQuerySchema,
        response: { 200: ZVendorPageSchema },
      },
      handler: (request) => vendors.list(actorOf(request), request.query),
    });

    // Pickers of other features (RFPs, contracts): the caller's scope decides what it lists.
    app.get('/v1/vendors/basic', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Id and name of visible vendors for pickers; approved and active ones unless includeAll',
        querystring: ZVendorBasicQuerySchema,
        response: { 200: ZVendorBasicListSchema },
      },
      handler: (request) => vendors.basic(actorOf(request), request.query),
    });

    app.get('/v1/vendors/selected', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'The visible vendors among these ids (a picker showing what was chosen)',
        querystring: ZVendorSelectedQuerySchema,
        response: { 200: ZVendorBasicListSchema },
      },
      handler: (request) => vendors.selected(actorOf(request), request.query.ids),
    });

    app.get('/v1/vendors/workspaces', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'The vendor, branch and franchise workspaces the caller belongs to or manages', response: { 200: ZVendorWorkspaceListSchema } },
      handler: (request) => vendors.workspaces(actorOf(request)),
    });

    // Requests for proposal (issue 18): who may be invited for which lines, and why the others are out.
    app.post('/v1/vendors/eligibility', {
      config: { access: vendorManagement('View') },
      schema: {
        tags,
        summary:
          'Per vendor the caller sees (or those named), for each property × service: eligible on the date, or the reasons it is out (approval, status, W-9, insurance on the date, service, area)',
        body: ZVendorEligibilityQuerySchema,
        response: { 200: ZVendorEligibilityPageSchema },
      },
      handler: (request) => vendors.eligibleFor(actorOf(request), request.body),
    });

    app.post('/v1/vendors', {
      config: { access: vendorManagement('Create') },
      schema: {
        tags,
        summary: 'Add a vendor and its workspace (provider; a client onboards one for itself)',
        body: ZCreateVendorSchema,
        response: { 201: ZVendorDetailSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await vendors.create(actorOf(request), request.body)),
    });

    app.get('/v1/vendors/:id', {
      config: { access: vendorManagement('View') },
      schema: {
        tags,
        summary: 'One vendor, branch or franchise (tax id masked without vendor_management Edit)',
        params: ZVendorIdParamsSchema,
        response: { 200: ZVendorDetailSchema },
      },
      handler: (request) => vendors.get(actorOf(request), request.params.id),
    });

    app.patch('/v1/vendors/:id', {
      config: { access: vendorManagement('Edit') },
      schema: {
        tags,
        summary:
          "Change a vendor's profile; serviceIds and areas, when sent, replace its services and service areas (the provider, or the vendor's own people)",
        params: ZVendorIdParamsSchema,
        body: ZUpdateVendorSchema,
        response: { 200: ZVendorDetailSchema },
      },
      handler: (request) => vendors.update(actorOf(request), request.params.id, request.body),
    });

    app.post('/v1/vendors/:id/submit', {
      config: { access: vendorManagement('Edit') },
      schema: {
        tags,
        summary: 'Send a draft or not-approved vendor for approval',
        params: ZVendorIdParamsSchema,
        body: ZVendorSubmitSchema.optional(),
        response: { 200: ZVendorDetailSchema },
      },
      handler: (request) => vendors.submit(actorOf(request), request.params.id),
    });

    app.post('/v1/vendors/:id/approve', {
      config: { access: vendorManagement('Edit') },
      schema: {
        tags,
        summary: 'Approve a vendor (provider); its admin contact is invited',
        params: ZVendorIdParamsSchema,
        body: ZVendorApproveSchema.optional(),
        response: { 200: ZVendorApprovalResultSchema },
      },
      handler: (request) => vendors.approve(actorOf(request), request.params.id),
    });

    app.post('/v1/vendors/:id/reject', {
      config: { access: vendorManagement('Edit') },
      schema: {
        tags,
        summary: 'Decline a vendor with a reason it reads (provider)',
        params: ZVendorIdParamsSchema,
        body: ZVendorRejectSchema,
        response: { 200: ZVendorDetailSchema },
      },
      handler: (request) => vendors.reject(actorOf(request), request.params.id, request.body.reason),
    });

    app.post('/v1/vendors/:id/update-status', {
      config: { access: vendorManagement('Edit') },
      schema: {
        tags,
        summary: "Activate or deactivate a vendor (provider); deactivation ends its people's sign-ins",
        params: ZVendorIdParamsSchema,
        body: ZVendorStatusSchema,
        response: { 200: ZVendorDetailSchema },
      },
      handler: (request) => vendors.updateStatus(actorOf(request), request.params.id, request.body.status),
    });

    app.get('/v1/vendors/:id/history', {
      config: { access: vendorManagement('View') },
      schema: {
        tags,
        summary: "The vendor's changes and approval decisions, newest first",
        params: ZVendorIdParamsSchema,
        querystring: ZHistoryQuerySchema,
        response: { 200: ZHistoryPageSchema },
      },
      handler: (request) => vendors.history(actorOf(request), request.params.id, request.query.page, request.query.limit),
    });

    app.get('/v1/vendors/:id/branches', {
      config: { access: outlets('View') },
      schema: {
        tags,
        summary: "A vendor's branches and franchises (?type=VENDOR_BRANCH or VENDOR_FRANCHISE), paginated",
        params: ZVendorIdParamsSchema,
        querystring: ZVendorOutletListQuerySchema,
        response: { 200: ZVendorPageSchema },
      },
      handler: (request) => vendors.outlets(actorOf(request), request.params.id, request.query),
    });

    app.post('/v1/vendors/:id/branches', {
      config: { access: outlets('Create') },
      schema: {
        tags,
        summary: 'Add a branch or franchise with its own workspace under a vendor',
        params: ZVendorIdParamsSchema,
        body: ZCreateVendorOutletSchema,
        response: { 201: ZVendorDetailSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await vendors.createOutlet(actorOf(request), request.params.id, request.body)),
    });
  };
}
