import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { syncCatalog } from './db/seed/catalog.js';
import { seedDemo } from './db/seed/demo.js';
import { seedDemoContracts } from './db/seed/demo-contracts.js';
import { seedDemoRfps } from './db/seed/demo-rfps.js';
import { syncGeography } from './db/seed/geography.js';
import { lockUntilCommit } from './platform/advisory-locks.js';
import { superviseJobProcess, type TJobProcess } from './platform/job-process.js';
import { stopGracefully } from './platform/shutdown.js';
import { systemDb } from './platform/system-db.js';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration problem is the operator's to fix: say what, without a stack trace.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
// PGlite belongs to this process, so on it jobs run here and unpack uploads in a capped child
// (platform/isolated.ts); on a server database they run in a child with its own heap cap.
const jobsInChild = config.RUN_JOBS && Boolean(config.DATABASE_URL);
const { app, platform, services } = await buildApp(config, { jobs: { work: config.RUN_JOBS && !jobsInChild } });
if (config.RUN_JOBS && !jobsInChild) platform.isolate.keepWarm();
// API processes started together on a new database take turns: one creates the catalog, the rest find it.
const { providerTenantId } = await systemDb(platform.database).transaction(async (tx) => {
  await lockUntilCommit(tx, 'seed.catalog');
  return syncCatalog(tx);
});
await syncGeography(systemDb(platform.database));
if (config.SEED_DEMO) {
  const seeded = await seedDemo(systemDb(platform.database), providerTenantId, config.DEMO_PASSWORD);
  if (seeded) {
    await seedDemoRfps(systemDb(platform.database), services, seeded);
    await seedDemoContracts(systemDb(platform.database), platform.database.request, seeded);
    app.log.info('demo data seeded: sign in as provider.admin@example.com');
  }
}

let jobProcess: TJobProcess | null = null;
// Closing the app answers the requests in flight, then stops the job queue (app.ts); the job
// process stops on its own grace meanwhile.
stopGracefully({
  log: app.log,
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  drain: async () => {
    await Promise.all([jobProcess?.stop(), app.close()]);
  },
});

await app.listen({ port: config.PORT, host: config.HOST });
if (jobsInChild) {
  const workerPath = path.join(import.meta.dirname, `worker${path.extname(import.meta.filename)}`);
  jobProcess = superviseJobProcess({
    workerPath,
    memoryMb: config.JOB_MEMORY_MB,
    jobs: platform.jobs,
    metrics: platform.metrics,
    log: app.log,
    stopTimeoutMs: (config.SHUTDOWN_GRACE_SECONDS + 10) * 1000,
  });
  app.log.info({ pid: jobProcess.pid, memoryMb: config.JOB_MEMORY_MB }, 'background jobs run in a child process');
}
app.log.info(`${config.APP_BRAND} is running at ${config.PUBLIC_URL} (database: ${platform.database.kind})`);
