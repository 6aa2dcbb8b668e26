/** Split point: imported dynamically so the schema and zod load only when an error arrives. */
export { ZApiErrorSchema } from '@procura/shared';
