import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBidSchema, ZBidSheetUploadSchema } from '@procura/shared';
import { actorOf } from '../../platform/access.js';
import type { TBidSheetService } from './bid-sheet.service.js';
import { rfpAccess } from './rfp.routes.js';

const ZIdParams = z.object({ id: z.uuid('Not a valid id.') });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The XLSX bid sheet of an invited vendor (docs/api.md "Requests for proposal"). */
export function bidSheetRoutes({ bidSheet }: { bidSheet: TBidSheetService }): FastifyPluginAsyncZod {
  const tags = ['rfp'];
  return async (app) => {
    app.get('/v1/rfp/:id/bid-sheet', {
      config: { access: rfpAccess.view },
      schema: { tags, summary: 'The RFP’s lines as an XLSX bid sheet with the vendor’s draft filled in', params: ZIdParams },
      handler: async (request, reply) => {
        const { fileName, bytes } = await bidSheet.download(actorOf(request), request.params.id);
        return reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(bytes);
      },
    });

    app.post('/v1/rfp/:id/bid-sheet', {
      config: { access: rfpAccess.edit },
      schema: {
        tags,
        summary: 'Save the draft from an uploaded bid sheet (category `bid_sheet`); every refused cell named by its address, nothing saved then',
        params: ZIdParams,
        body: ZBidSheetUploadSchema,
        response: { 200: ZBidSchema },
      },
      handler: async (request) => bidSheet.upload(actorOf(request), request.params.id, request.body.fileKey),
    });
  };
}
