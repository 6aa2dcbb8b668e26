import fs from 'node:fs';
import { fetchOpenApiDocument } from './openapi-document.js';
import { API_TYPES_FILE, generateApiTypes } from './openapi-types.js';

// `npm run api-types`: regenerates e2e/support/api-types.ts from the document the API serves.
fs.writeFileSync(API_TYPES_FILE, await generateApiTypes(await fetchOpenApiDocument()));
process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
