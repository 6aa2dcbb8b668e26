import fs from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the longest files first, by the durations it kept from the last run (results
 * under node_modules/.vite). CI runs PGlite and then PostgreSQL in one checkout, so the server
 * pass is ordered by the PGlite pass's durations, in which a file that runs only on a server
 * database took nothing: it went last and ran alone at the end of the pass. Those are the
 * files that skip without one (`skipIf(!process.env.TEST_DATABASE_URL)`, e.g. the job-crash
 * test, ~45 s) and the route fuzzing's shards (excluded below, 30-50 s each): on a server
 * database they start first.
 */
const FUZZ_SHARD = /\/fuzz-\d+\.test\.ts$/;

class ServerOnlyFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (!process.env.TEST_DATABASE_URL) return sorted;
    const serverOnly = new Set(
      sorted.filter((file) => FUZZ_SHARD.test(file.moduleId) || /skipIf\(!process\.env\.TEST_DATABASE_URL\)/.test(fs.readFileSync(file.moduleId, 'utf8'))),
    );
    return [...sorted.filter((file) => serverOnly.has(file)), ...sorted.filter((file) => !serverOnly.has(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: ServerOnlyFilesFirst },
    projects: [
      {
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // The route fuzzing (four shards, the longest files) runs once, on the server pass: it
          // checks what the HTTP layer makes of hostile input, which the engine does not change
          // (docs/contributing.md "Test time"). FUZZ=1 runs it on the embedded database too.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL || process.env.FUZZ === '1' ? [] : ['apps/api/test/fuzz-*.test.ts'])],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file boots its own throwaway database; two cores run two at a time.
          maxWorkers: 2,
          // A worker keeps the modules it loaded for its next file: loading the API's module graph
          // again for each file was a third of the pass's time (docs/contributing.md "Test time").
          // Files share no state through modules: no mocks, no environment changes, and each
          // file's app, database and servers are its own.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
