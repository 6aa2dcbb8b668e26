import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { syncCatalog } from './db/seed/catalog.js';
import { seedDemo } from './db/seed/demo.js';
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
const { app, platform } = await buildApp(config);
const { providerTenantId } = await syncCatalog(systemDb(platform.database));
if (config.SEED_DEMO) {
  const seeded = await seedDemo(systemDb(platform.database), providerTenantId, config.DEMO_PASSWORD);
  if (seeded) app.log.info('demo data seeded: sign in as provider.admin@example.com');
}

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`${config.APP_BRAND} is running at ${config.PUBLIC_URL} (database: ${platform.database.kind})`);
