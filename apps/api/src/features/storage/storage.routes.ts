import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  uploadTypeOfFileName,
  ZCreatePresignedUrlSchema,
  ZDownloadUrlSchema,
  ZFileKeyBodySchema,
  ZPresignedUploadSchema,
  ZSignedObjectQuerySchema,
  ZStorageObjectParamsSchema,
  ZStoredFileSchema,
} from '@procura/shared';
import { access, actorOf } from '../../platform/access.js';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { dispositionHeader, UploadExistsError, UploadTooLargeError, type TStorage } from '../../platform/storage/index.js';
import type { TStorageService } from './storage.service.js';

type TObjectParams = z.infer<typeof ZStorageObjectParamsSchema>;
const keyOf = (p: TObjectParams) => `${p.tenantId}/${p.category}/${p.fileId}/${p.fileName}`;
const tooLarge = () => new HttpError(413, 'The file is larger than declared.');

export function storageRoutes({ storage: files }: { storage: TStorage }, { storage }: { storage: TStorageService }): FastifyPluginAsyncZod {
  const tags = ['storage'];
  return async (app) => {
    app.post('/v1/storage/create-presigned-url', {
      // Which permission depends on the category: the service decides.
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'An upload URL for one file of a category, owned by a tenant',
        body: ZCreatePresignedUrlSchema,
        response: { 200: ZPresignedUploadSchema },
      },
      handler: async (request) => storage.createUploadUrl(actorOf(request), request.body),
    });

    app.post('/v1/storage/complete-upload', {
      config: { access: access.signedIn },
      schema: { tags, summary: 'Check the uploaded bytes and publish the file (idempotent)', body: ZFileKeyBodySchema, response: { 200: ZStoredFileSchema } },
      handler: async (request) => storage.completeUpload(actorOf(request), request.body.fileKey),
    });

    app.post('/v1/storage/create-download-url', {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'A short-lived download URL, after the owning record’s permission check',
        body: ZFileKeyBodySchema,
        response: { 200: ZDownloadUrlSchema },
      },
      handler: async (request) => storage.createDownloadUrl(actorOf(request), request.body.fileKey),
    });

    // The local driver's signed URLs. Their signature is the credential, so they are public;
    // with S3 the browser talks to the store and these answer 404.
    await app.register(async (plain) => {
      const objects = plain.withTypeProvider<ZodTypeProvider>();
      // The PUT body is the file, read as a stream by the handler: no parser touches it.
      objects.removeAllContentTypeParsers();
      objects.addContentTypeParser('*', (_request, _payload, done) => done(null));

      const verified = (
        request: FastifyRequest,
        method: 'PUT' | 'GET',
        params: TObjectParams,
        query: z.infer<typeof ZSignedObjectQuerySchema>,
        detail: string,
      ) => {
        if (!files.local) throw notFound('File');
        const verdict = files.local.verify(method, keyOf(params), query.expires, detail, query.signature);
        if (verdict === 'invalid') throw forbidden('This link is not valid.');
        if (verdict === 'expired') throw forbidden('This link has expired. Start again from the page you came from.');
        request.log.debug({ key: keyOf(params) }, `signed ${method}`);
        return files.local;
      };

      objects.put('/v1/storage/uploads/:tenantId/:category/:fileId/:fileName', {
        config: { access: access.public },
        schema: {
          tags,
          summary: 'Local driver: the signed upload of one file',
          params: ZStorageObjectParamsSchema,
          querystring: ZSignedObjectQuerySchema,
          response: { 204: z.null() },
        },
        handler: async (request, reply) => {
          const maxBytes = request.query.size ?? 0;
          const local = verified(request, 'PUT', request.params, request.query, String(request.query.size ?? ''));
          const declaredLength = Number(request.headers['content-length'] ?? 0);
          if (declaredLength > maxBytes) throw tooLarge();
          try {
            await local.receive(keyOf(request.params), request.raw, maxBytes);
          } catch (error) {
            if (error instanceof UploadTooLargeError) {
              // The rest of the body is not wanted: close the connection once answered.
              reply.header('connection', 'close');
              throw tooLarge();
            }
            if (error instanceof UploadExistsError) throw conflict(error.message);
            throw error;
          }
          return reply.status(204).send(null);
        },
      });

      objects.get('/v1/storage/objects/:tenantId/:category/:fileId/:fileName', {
        config: { access: access.public },
        schema: { tags, summary: 'Local driver: the signed download of one file', params: ZStorageObjectParamsSchema, querystring: ZSignedObjectQuerySchema },
        handler: async (request, reply: FastifyReply) => {
          const disposition = request.query.disposition ?? 'attachment';
          const local = verified(request, 'GET', request.params, request.query, disposition);
          const object = await local.open(keyOf(request.params));
          if (!object) throw notFound('File');
          return reply
            .header('content-type', uploadTypeOfFileName(request.params.fileName) ?? 'application/octet-stream')
            .header('content-length', String(object.size))
            .header('content-disposition', dispositionHeader(disposition, request.params.fileName))
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cache-control', 'private, max-age=300')
            .send(object.stream);
        },
      });
    });
  };
}
