import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const NUL = '\u0000';
const NUL_MESSAGE = 'Remove the NUL character.';

/**
 * PostgreSQL refuses U+0000 in text, so a NUL anywhere in the path parameters, the query or
 * a JSON body is the caller's to fix: a 400 naming each field, before validation and before
 * any handler reaches the database (issue #7, found by the route fuzzer).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [...fieldsWithNul(request.params), ...fieldsWithNul(request.query), ...fieldsWithNul(request.body)];
    if (fields.length === 0) return;
    const named = fields.length > 10 ? [...fields.slice(0, 10), '…'] : fields;
    throw badRequest(`Remove the NUL character from ${named.join(', ')}.`, Object.fromEntries(fields.map((field) => [field, [NUL_MESSAGE]])));
  });
}

/**
 * The fields (`search`, `emails.3`, `_` for a bare string) whose value or key holds a NUL.
 * Walks with its own stack: a body nested 100,000 levels deep must not overflow the call stack.
 */
export function fieldsWithNul(value: unknown): string[] {
  const found = new Set<string>();
  const pending: [unknown, string][] = [[value, '']];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.add(path || '_');
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => pending.push([element, join(path, String(index))]));
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, element] of Object.entries(item)) {
        // A key is named with the NUL made visible (U+2400), so the field error can be read.
        if (key.includes(NUL)) found.add(join(path, key.replaceAll(NUL, '\u2400')));
        else pending.push([element, join(path, key)]);
      }
    }
  }
  return [...found];
}
