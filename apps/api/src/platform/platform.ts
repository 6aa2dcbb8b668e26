import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config.js';
import { createActorCache, type TActorCache } from './actor-cache.js';
import { createAiService, type TAiService } from './ai/ai.service.js';
import { openDatabase, type TDatabase, type TRequestDb } from './database.js';
import { systemDb } from './system-db.js';
import { createIsolatedRunner, type TIsolatedRunner } from './isolated.js';
import { createJobQueue, type TJobQueue } from './jobs.js';
import { createMailer, type TMailer } from './mail.js';
import { createErrorReporter, type TErrorReporter } from './error-reporting.js';
import { countMails, watchPlatform } from './metrics/instrument.js';
import { tagMails } from './request-context.js';
import { createMetrics, type TMetrics } from './metrics/metrics.js';
import { createStorage, type TStorage } from './storage/index.js';
import { createTokenService, type TTokenService } from './tokens.js';
import { traceMails, traceRequestDb, traceStatements } from './tracing/instrument.js';
import { createTracing, type TTracing } from './tracing/tracing.js';

/** Everything a feature may depend on, built once per process. */
export interface TPlatform {
  config: TConfig;
  database: TDatabase;
  /** The request path's handle (no scope until one is opened). */
  db: TRequestDb;
  actors: TActorCache;
  tokens: TTokenService;
  mailer: TMailer;
  /** The one file store: uploads and jobs' files (exports, generated ZIPs), a local directory or S3 behind one interface. */
  storage: TStorage;
  jobs: TJobQueue;
  /** Pure, memory-hungry work (unpacking an upload) in a child with the job heap cap. */
  isolate: TIsolatedRunner;
  /** The configured model, each call charged to the actor's workspace under its monthly budget. */
  ai: TAiService;
  /** What /metrics shows; off (and never loaded) without METRICS_TOKEN. */
  metrics: TMetrics;
  /** Unexpected errors to Sentry with their request id; off (and never loaded) without SENTRY_DSN. */
  errors: TErrorReporter;
  /** Spans to an OpenTelemetry collector; off (and never loaded) without OTEL_EXPORTER_OTLP_ENDPOINT. */
  tracing: TTracing;
  log: FastifyBaseLogger;
}

export async function createPlatform(config: TConfig, log: FastifyBaseLogger, overrides: { database?: TDatabase; mailer?: TMailer } = {}): Promise<TPlatform> {
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      requestUrl: config.DATABASE_REQUEST_URL,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.DB_POOL_SIZE,
    }));
  await database.migrate();
  if (database.kind === 'pg' && database.requestRoleResetsTo === 'owner') {
    log.warn('The request pool connects as the database owner: set DATABASE_REQUEST_URL to the procura_request login (docs/operations.md "Database roles").');
  }
  const storage = await createStorage(config);
  const metrics = await createMetrics({ enabled: Boolean(config.METRICS_TOKEN) });
  const errors = await createErrorReporter(config);
  const tracing = await createTracing(config);
  const jobs = createJobQueue(database, storage.store, log, {
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    stopSeconds: config.SHUTDOWN_GRACE_SECONDS,
    metrics,
    errors,
    tracing,
  });
  const db = traceRequestDb(database.request, tracing);
  traceStatements(database, tracing);
  watchPlatform(metrics, database, jobs);
  return {
    config,
    database,
    db,
    actors: createActorCache(),
    tokens: await createTokenService(systemDb(database), config),
    // Each mail names the request it was sent for, and is counted and traced.
    mailer: tagMails(
      traceMails(
        countMails(overrides.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDir: path.join(config.dataDir, 'mail') }), metrics),
        tracing,
      ),
    ),
    storage,
    jobs,
    isolate: createIsolatedRunner({ memoryMb: config.JOB_MEMORY_MB }),
    ai: createAiService({ db, config, log, metrics }),
    metrics,
    errors,
    tracing,
    log,
  };
}
