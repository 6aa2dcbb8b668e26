/** Split point: imported dynamically so the schema and zod load only on a token refresh. */
export { ZTokenResponseSchema } from '@procura/shared';
