import fs from 'node:fs';
import path from 'node:path';

const API_DIST = path.resolve(import.meta.dirname, '../../apps/api/dist/src');

/**
 * The compiled entry point `npm start` runs (docs/operations.md "Release build"): the end-to-end
 * servers test what ships, and start without a TypeScript loader. `npm test` builds it in its
 * type check and `npm run test:e2e` again when the API changed; a spec run by hand needs
 * `npm run build:if-changed -w apps/api` after an API change.
 */
export function builtApiEntry(name: 'server' | 'worker'): string {
  const entry = path.join(API_DIST, `${name}.js`);
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build the API first (npm run build:if-changed -w apps/api).`);
  return entry;
}
