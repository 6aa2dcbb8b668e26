import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { TConfig } from './config.js';
import { reportJobActivityToParent, reportMetricsToParent } from './platform/job-process.js';
import type { TPlatform } from './platform/platform.js';
import { stopGracefully } from './platform/shutdown.js';

/**
 * A process that runs background jobs only (`npm run worker`, or the child `npm start` forks
 * on a server database). Started by a parent, it reports which jobs it runs and ends with it.
 */
export async function startJobWorker(config: TConfig, options: { beforeStart?: (platform: TPlatform) => void } = {}): Promise<FastifyInstance> {
  const { app, platform } = await buildApp(config, { jobs: false });
  options.beforeStart?.(platform);
  reportJobActivityToParent(platform.jobs);
  if (platform.metrics.enabled) reportMetricsToParent(platform.metrics);
  await platform.jobs.start({ work: true });
  platform.isolate.keepWarm();
  // Closing the app stops the job queue, which lets running jobs finish (app.ts). The API that
  // forked this process being gone is a reason to stop too.
  stopGracefully({ log: app.log, graceSeconds: config.SHUTDOWN_GRACE_SECONDS, drain: () => app.close(), alsoOnDisconnect: true });
  return app;
}
