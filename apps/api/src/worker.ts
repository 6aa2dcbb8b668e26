import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** Runs background jobs only; scale out by starting more of these beside the API. */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database belongs to one process (npm start runs jobs in-process).');
  process.exit(1);
}
const { app } = await buildApp(config, { jobs: { work: true } });
app.log.info('worker started');
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
