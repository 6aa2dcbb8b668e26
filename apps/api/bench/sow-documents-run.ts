import { measureSowGeneration, printSowGeneration } from './sow-documents.js';

/** `npx tsx bench/sow-documents-run.ts`: the issue #10 figure alone (`npm run bench` runs it too), on PGlite or TEST_DATABASE_URL's server. */
measureSowGeneration()
  .then(printSowGeneration)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
