import { loadConfig } from './config.js';
import { startJobWorker } from './job-worker.js';

/** Runs background jobs only; scale out by starting more of these beside the API. */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database belongs to one process (npm start runs jobs in-process).');
  process.exit(1);
}
const app = await startJobWorker(config);
app.log.info({ supervised: Boolean(process.send) }, 'worker started');
