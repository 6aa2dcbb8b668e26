import crypto from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { TBackgroundJobType } from '@procura/shared';
import { backgroundJobs } from '../db/schema/index.js';
import { loadActor, type TActor } from './actor.js';
import { queryRows, type TDatabase, type TExecutor } from './database.js';
import { freshActor, withActor } from './scope.js';
import { HttpError } from './errors.js';
import { runForRequest } from './request-context.js';
import { systemDb } from './system-db.js';
import type { TErrorReporter } from './error-reporting.js';
import type { TMetrics, TQueueDepth } from './metrics/metrics.js';
import type { TObjectStore } from './storage/object-store.js';
import { traceJob } from './tracing/instrument.js';
import { errorTypeOf, type TSpan, type TTracing } from './tracing/tracing.js';

const resultFolderOf = (jobId: string) => `jobs/${jobId}`;

export type TBackgroundJobRow = typeof backgroundJobs.$inferSelect;

export interface TJobContext {
  job: TBackgroundJobRow;
  /**
   * The requester, loaded afresh in the workspace they asked from: a person deactivated since
   * asking gets nothing, and row-level security applies as for their requests.
   */
  actor: TActor;
  /** 0–100; written through so the panel can show it while the job runs. */
  progress(percent: number): Promise<void>;
  /**
   * Stores the result file and names the download. The name is recorded only once the whole
   * file is in place, and the download is offered only once the job succeeded.
   */
  saveResult(fileName: string, content: Readable | Buffer): Promise<void>;
  /** True when an earlier run of this job was cut off (its worker died): the handler resumes, never repeats, what it did. */
  isRerun: boolean;
  log: FastifyBaseLogger;
}

export type TJobHandler = (ctx: TJobContext) => Promise<void>;

export interface TEnqueueOptions {
  oncePending?: boolean;
}

/**
 * A recurring maintenance task (the storage sweep): it has no owner and no actor, so it is
 * handed the system handle, as the queue's own bookkeeping is.
 */
export type TScheduledTask = (ctx: { db: TExecutor; log: FastifyBaseLogger }) => Promise<void>;

export interface TJobQueue {
  register(type: TBackgroundJobType, handler: TJobHandler): void;
  /** Runs `task` on `cron` (UTC), once per occurrence across every process that works jobs. */
  schedule(name: string, cron: string, task: TScheduledTask): void;
  /** Runs `task` for each `sendAt` of `name`, once per send; registered before `start`. */
  defer(name: string, task: TScheduledTask): void;
  /**
   * Queues one run of the deferred task `name` at `at`. While one with the same `key` waits, a
   * repeat queues nothing (pg-boss's short policy). Called after the caller's transaction
   * commits; a queue that is not running (a process that does not work jobs) drops it, as the
   * recurring sweeps are the safety net.
   */
  sendAt(name: string, at: Date, key: string): Promise<void>;
  /**
   * Records the job as the actor (row-level security applies), then queues it once committed.
   * With `oncePending`, the actor's pending job of this type and payload, if any, is the answer
   * and nothing new is queued: a replayed or concurrent start makes one job.
   */
  enqueue(actor: TActor, type: TBackgroundJobType, title: string, payload: Record<string, unknown>, options?: TEnqueueOptions): Promise<TBackgroundJobRow>;
  /**
   * Hears each job that finished (succeeded or failed), with the system handle, after its row says
   * so; a listener's failure is logged and changes nothing of the job's.
   */
  onFinished(listener: (job: TBackgroundJobRow, db: TExecutor) => Promise<void>): void;
  /** Hears when this process starts and stops running a job (a supervised job process tells its parent). */
  onActivity(listener: (jobId: string, running: boolean) => void | Promise<void>): void;
  /** Fails jobs that a process which died was running, so they are not left pending; returns how many. */
  failAbandoned(jobIds: readonly string[], message: string): Promise<number>;
  /** Each of our queues' counts as pg-boss's monitor last took them; none while the queue is not running. */
  depth(): Promise<TQueueDepth[]>;
  /** Starts pg-boss; with `work`, this process also runs the handlers. */
  start(options: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_PREFIX = 'procura_';

/**
 * What a job's queue entry carries: its row, and the request that asked for it (absent on a
 * requeued orphan) with, when traced, that request's span for the job's to follow on from.
 */
interface TQueuedJob {
  jobId: string;
  requestId?: string;
  traceparent?: string;
}
/** The longest a job may run; whether its process is alive is the heartbeat's to tell. */
const EXPIRE_SECONDS = 3600;
const RETRY_DELAY_SECONDS = 5;

/**
 * What the job's owner reads when it fails. An `HttpError` below 500 was written for them
 * (a wrong header, too many rows); anything else may carry internals (a library's message, a
 * path, SQL), so they get a plain sentence and an id that finds the details in the log.
 */
export function userMessageOf(error: unknown, log: FastifyBaseLogger): string {
  if (error instanceof HttpError && error.statusCode < 500) {
    log.info({ reason: error.message }, 'background job refused its input');
    return error.message;
  }
  const errorId = crypto.randomUUID();
  log.error({ err: error, errorId }, 'background job failed');
  return `The job could not be finished. If it happens again, tell support error id ${errorId}.`;
}

/** pg-boss on the same database; the `background_jobs` row is what users see. */
/** Where jobs keep their files: the one file store (platform/storage), under `jobs/<job id>/`. */
export type TResultStore = Pick<TObjectStore, 'saveResult' | 'openResult' | 'removeResults'>;

export function createJobQueue(
  database: TDatabase,
  results: TResultStore,
  log: FastifyBaseLogger,
  options: {
    heartbeatSeconds: number;
    /** How long `stop()` waits for running jobs; one still running then is handed out again once its heartbeat lapses. */
    stopSeconds: number;
    metrics: Pick<TMetrics, 'record'>;
    errors: Pick<TErrorReporter, 'capture'>;
    tracing: Pick<TTracing, 'inSpan' | 'currentTraceparent'>;
  },
): TJobQueue {
  const { heartbeatSeconds, stopSeconds, metrics, errors, tracing } = options;
  const handlers = new Map<TBackgroundJobType, TJobHandler>();
  const tasks = new Map<string, { cron: string; task: TScheduledTask }>();
  const deferred = new Map<string, TScheduledTask>();
  const activityListeners: ((jobId: string, running: boolean) => void | Promise<void>)[] = [];
  const finishedListeners: ((job: TBackgroundJobRow, db: TExecutor) => Promise<void>)[] = [];
  let boss: PgBoss | null = null;
  /** The jobs this process is running now: those still running when it stops are handed back. */
  const runningHere = new Set<string>();
  const db = systemDb(database);
  // pg-boss notices a lapsed heartbeat on its supervise pass: a few passes per heartbeat.
  const passSeconds = Math.max(1, Math.min(60, Math.floor(heartbeatSeconds / 3)));
  const superviseIntervals = { superviseIntervalSeconds: passSeconds, monitorIntervalSeconds: passSeconds };

  const update = (id: string, values: Partial<TBackgroundJobRow>) =>
    db
      .update(backgroundJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(backgroundJobs.id, id));

  async function run(type: TBackgroundJobType, jobId: string, isRetry: boolean, requestId: string | undefined, span: TSpan): Promise<void> {
    const handler = handlers.get(type);
    if (!handler) return;
    // Claim it: a job delivered twice runs once at a time. pg-boss delivers it again (a retry) once
    // the process that had it stopped its heartbeat: died, or was killed. That process wrote its
    // last progress at most half a heartbeat before its last beat, so a claim quiet for that long
    // is a dead one's; a fresher one is still running (say, past the expiry) and keeps the job.
    const [before] = await db.select({ startedAt: backgroundJobs.startedAt }).from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
    const [job] = await db
      .update(backgroundJobs)
      .set({ startedAt: new Date(), updatedAt: new Date(), resultPath: null, resultFileName: null })
      .where(
        and(
          eq(backgroundJobs.id, jobId),
          eq(backgroundJobs.status, 'pending'),
          or(
            isNull(backgroundJobs.startedAt),
            lt(backgroundJobs.updatedAt, sql`now() - make_interval(secs => ${isRetry ? heartbeatSeconds / 2 : EXPIRE_SECONDS})`),
          ),
        ),
      )
      .returning();
    if (!job) return;
    const isRerun = Boolean(before?.startedAt);
    // The request that asked for the job, so its lines and the job's find each other in the log.
    const jobLog = log.child({ jobId, type, ...(requestId ? { requestId } : {}) });
    const startedAt = performance.now();
    const took = () => (performance.now() - startedAt) / 1000;
    // What a dead run left behind (a half-written result) goes before anything is written anew.
    if (isRerun) {
      jobLog.warn('job resumed after its worker stopped');
      await results.removeResults(resultFolderOf(jobId));
    }
    // Which process runs which job (the line's pid): with several workers, where to look.
    jobLog.info({ isRerun }, 'job started');
    // Heard before the handler runs: a process that dies in it has already said which job it had.
    await Promise.all(activityListeners.map((listener) => listener(jobId, true)));
    runningHere.add(jobId);
    try {
      const workspaceId = (job.payload as { workspaceId?: string }).workspaceId;
      await handler({
        job,
        isRerun,
        actor: freshActor(await loadActor(db, job.ownerUserId, workspaceId, `job:${jobId}`)),
        log: jobLog,
        progress: (percent) => update(jobId, { progress: Math.max(0, Math.min(100, Math.round(percent))) }).then(() => undefined),
        saveResult: async (fileName, content) => {
          const key = `${resultFolderOf(jobId)}/${fileName.replace(/[^a-z0-9._-]/gi, '_')}`;
          await results.saveResult(key, content);
          await update(jobId, { resultPath: key, resultFileName: fileName });
        },
      });
      await update(jobId, { status: 'success', progress: 100 });
      metrics.record({ kind: 'job', type, outcome: 'success', seconds: took() });
      span.setAttributes({ 'procura.job.outcome': 'success' });
      await finished(jobId, jobLog);
    } catch (error) {
      await update(jobId, { status: 'error', error: userMessageOf(error, jobLog), resultPath: null, resultFileName: null });
      metrics.record({ kind: 'job', type, outcome: 'error', seconds: took() });
      span.setAttributes({ 'procura.job.outcome': 'error' });
      span.fail(errorTypeOf(error));
      if (!(error instanceof HttpError && error.statusCode < 500)) errors.capture(error, { jobId, requestId });
      await results.removeResults(resultFolderOf(jobId)).catch((err: unknown) => jobLog.warn({ err }, 'could not remove the files of a failed job'));
      await finished(jobId, jobLog);
    } finally {
      runningHere.delete(jobId);
      await Promise.all(activityListeners.map((listener) => listener(jobId, false)));
    }
  }

  async function finished(jobId: string, jobLog: FastifyBaseLogger): Promise<void> {
    if (finishedListeners.length === 0) return;
    try {
      const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId));
      if (job) for (const listener of finishedListeners) await listener(job, db);
    } catch (err) {
      jobLog.warn({ err }, 'a listener of finished jobs failed');
    }
  }

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    schedule(name, cron, task) {
      tasks.set(name, { cron, task });
    },
    defer(name, task) {
      deferred.set(name, task);
    },
    async sendAt(name, at, key) {
      await boss?.send(`${QUEUE_PREFIX}at_${name}`, {}, { startAfter: at, singletonKey: key, retryLimit: 2, retryDelay: RETRY_DELAY_SECONDS });
    },
    onActivity(listener) {
      activityListeners.push(listener);
    },
    onFinished(listener) {
      finishedListeners.push(listener);
    },
    async failAbandoned(jobIds, message) {
      if (jobIds.length === 0) return 0;
      const failed = await db
        .update(backgroundJobs)
        .set({ status: 'error', error: message, updatedAt: new Date() })
        .where(and(inArray(backgroundJobs.id, [...jobIds]), eq(backgroundJobs.status, 'pending')))
        .returning({ id: backgroundJobs.id });
      // Whatever the dead process had half-written goes with it.
      await Promise.all(
        failed.map(({ id }) =>
          results.removeResults(resultFolderOf(id)).catch((err: unknown) => log.warn({ err, jobId: id }, 'could not remove the files of a failed job')),
        ),
      );
      return failed.length;
    },
    async enqueue(actor, type, title, payload, options = {}) {
      if (!boss) throw new Error('The job queue is not running.');
      // The send happens after commit: on PGlite the open transaction holds the only connection.
      const { job, isNew } = await withActor(database.request, actor, async (tx) => {
        if (options.oncePending) {
          // Concurrent starts of one job wait here for each other, so the second sees the first's row.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${actor.userId}:${type}:${JSON.stringify(payload)}`}, 0))`);
          const [pending] = await tx
            .select()
            .from(backgroundJobs)
            .where(
              and(
                eq(backgroundJobs.ownerUserId, actor.userId),
                eq(backgroundJobs.type, type),
                eq(backgroundJobs.status, 'pending'),
                sql`${backgroundJobs.payload} = ${JSON.stringify(payload)}::jsonb`,
              ),
            )
            .limit(1);
          if (pending) return { job: pending, isNew: false };
        }
        const [inserted] = await tx
          .insert(backgroundJobs)
          .values({ tenantId: actor.workspace.tenantId, ownerUserId: actor.userId, type, title, payload })
          .returning();
        return { job: inserted, isNew: true };
      });
      if (isNew) await queueJob(type, job.id, actor.requestId);
      return job;
    },
    async depth() {
      const queues = (await boss?.getQueues()) ?? [];
      return queues
        .filter((q) => q.name.startsWith(QUEUE_PREFIX))
        .map((q) => ({ queue: q.name.slice(QUEUE_PREFIX.length), ready: q.readyCount, deferred: q.deferredCount, active: q.activeCount }));
    },
    async start({ work }) {
      // The cron clock runs where jobs are worked, and only when some task is scheduled.
      const schedule = work && tasks.size > 0;
      // pg-boss loads when the queue starts, not with every process that imports the app.
      const { fromPglite, PgBoss } = await import('pg-boss');
      boss = database.pglite
        ? new PgBoss({ db: fromPglite(database.pglite), schedule, supervise: work, ...superviseIntervals })
        : new PgBoss({ connectionString: database.connectionString, max: 3, schedule, supervise: work, ...superviseIntervals });
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      await boss.start();
      // Deferred queues exist wherever jobs are sent from, worked or not.
      for (const name of deferred.keys()) await boss.createQueue(`${QUEUE_PREFIX}at_${name}`, { policy: 'short' });
      for (const type of handlers.keys()) {
        await boss.createQueue(QUEUE_PREFIX + type);
        if (work) {
          await boss.work<TQueuedJob>(QUEUE_PREFIX + type, { pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
            const { jobId, requestId } = job.data;
            await runForRequest(requestId, () => traceJob(tracing, type, job.data, (span) => run(type, jobId, job.retryCount > 0, requestId, span)));
          });
        }
      }
      if (work) {
        for (const [name, { cron, task }] of tasks) {
          const queue = `${QUEUE_PREFIX}task_${name}`;
          await boss.createQueue(queue);
          await boss.schedule(queue, cron, null, { tz: 'UTC', retryLimit: 0 });
          await workTask(queue, name, task, 5, false);
        }
        for (const [name, task] of deferred) await workTask(`${QUEUE_PREFIX}at_${name}`, name, task, 1, true);
        await requeueOrphans();
      }
    },
    async stop() {
      if (!boss) return;
      // Fetches no more jobs and waits for the running ones (docs/operations.md "Stopping"); past
      // the wait pg-boss fails what still runs, which queues its retry.
      await boss.stop({ graceful: true, timeout: stopSeconds * 1000, close: false });
      await handBack([...runningHere]);
      await boss.stop({ close: true });
      boss = null;
    },
  };

  /**
   * Works a task's queue. A recurring task's failure waits for its next occurrence (no retry
   * loop); a deferred one is retried by pg-boss (its error is thrown back).
   */
  async function workTask(queue: string, name: string, task: TScheduledTask, pollingIntervalSeconds: number, retry: boolean): Promise<void> {
    await boss?.work(queue, { pollingIntervalSeconds }, async () => {
      const taskLog = log.child({ task: name });
      try {
        await task({ db, log: taskLog });
      } catch (err) {
        taskLog.error({ err }, 'scheduled task failed');
        if (retry) throw err;
      }
    });
  }

  /**
   * Jobs this process stops in the middle of: their rows read as a dead worker's, so the retry
   * pg-boss queued claims them (see `run`) instead of waiting for a heartbeat that lapses.
   */
  async function handBack(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    log.warn({ jobIds }, 'stopping with jobs still running: handing them back to the queue');
    await db
      .update(backgroundJobs)
      .set({ updatedAt: sql`now() - make_interval(secs => ${heartbeatSeconds})` })
      .where(and(inArray(backgroundJobs.id, jobIds), eq(backgroundJobs.status, 'pending')));
  }

  /** Retries cover a worker that died mid-job: pg-boss hands out again a job whose heartbeat stopped. */
  async function queueJob(type: TBackgroundJobType, jobId: string, requestId?: string): Promise<void> {
    const traceparent = requestId ? tracing.currentTraceparent() : undefined;
    const data: TQueuedJob = { jobId, ...(requestId ? { requestId } : {}), ...(traceparent ? { traceparent } : {}) };
    await boss?.send(QUEUE_PREFIX + type, data, { retryLimit: 2, retryDelay: RETRY_DELAY_SECONDS, expireInSeconds: EXPIRE_SECONDS, heartbeatSeconds });
  }

  /** Jobs recorded but never queued (a crash between insert and send) are queued again. */
  async function requeueOrphans(): Promise<void> {
    const rows = await queryRows<{ id: string; type: TBackgroundJobType }>(
      db,
      sql`select id, type from background_jobs where status = 'pending' and started_at is null and updated_at < now() - interval '1 hour'`,
    );
    for (const row of rows) await queueJob(row.type, row.id);
  }
}
