import { measureExtraction, printExtraction } from './contract-extraction.js';

/** `npx tsx bench/contract-extraction-run.ts`: the issue 19 extraction figures alone (`npm run bench` runs them too). */
measureExtraction()
  .then(printExtraction)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
