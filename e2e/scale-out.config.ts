import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';
import { E2E_WORKERS, slotPorts } from './support/ports.js';

/**
 * The scale-out run (docs/operations.md "Several API processes and workers"): the specs tagged
 * `@scale-out` (sign-in, a list, an export job, a bid) through nginx in front of two API
 * processes and two workers on one PostgreSQL database (support/cluster/start-cluster.ts),
 * then the proofs of scale-out/ (a killed worker, a killed API process, limits and lockout
 * across processes, jobs spread over workers). One browser: the cluster is the load.
 *
 * Runs on a PostgreSQL server only (TEST_DATABASE_URL; `npm run test:e2e`, part of `npm test`, runs it in CI's server
 * pass) and needs nginx (apt-get install -y nginx): without either it fails, it does not skip.
 */
if (E2E_WORKERS !== 1) throw new Error('The scale-out run has one set of servers: run it with E2E_WORKERS=1.');
const { mailApiUrl } = slotPorts(0);
const desktop = base.projects?.[0]?.use ?? {};

export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  grep: /@scale-out/,
  projects: [
    { name: 'slice', testMatch: 'tests/*.spec.ts', use: desktop },
    // After the slice: the proofs kill processes.
    { name: 'proofs', testMatch: 'scale-out/*.spec.ts', use: desktop, dependencies: ['slice'] },
    // The throughput figure (`npm run bench:scale-out -w e2e`): a benchmark, so not in the test run.
    ...(process.env.SCALE_OUT_BENCH ? [{ name: 'bench', testMatch: 'scale-out/*.bench.ts', use: desktop }] : []),
  ],
  webServer: [
    {
      name: 'mail',
      command: 'npx tsx support/mail-catcher.ts',
      env: { TEST_PARALLEL_INDEX: '0' },
      url: `${mailApiUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'cluster',
      command: 'npx tsx support/cluster/start-cluster.ts',
      env: { TEST_PARALLEL_INDEX: '0' },
      url: `${base.use?.baseURL ?? ''}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
