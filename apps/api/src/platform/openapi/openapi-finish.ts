import { mendSchemas } from './schema-dialect.js';

interface TDocumentParts {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, unknown> };
}

/** Said of a route whose success the route schema does not describe: it sends a file or a stream. */
const UNDESCRIBED_SUCCESS = { description: 'Success: a file or a stream, which no JSON schema describes.' };

/**
 * The last pass over the generated document: every operation names a success, the error shape
 * is listed once (the zod registry also emits an unused input copy of it), and schemas are
 * mended into OpenAPI 3.0's dialect (schema-dialect.ts).
 */
export function finishDocument<T extends object>(document: T): T {
  const parts = document as TDocumentParts;
  for (const operations of Object.values(parts.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = UNDESCRIBED_SUCCESS;
    }
  }
  delete parts.components?.schemas?.ApiErrorInput;
  return mendSchemas(parts) as T;
}
