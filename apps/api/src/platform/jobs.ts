import crypto from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { TBackgroundJobType } from '@procura/shared';
import { backgroundJobs } from '../db/schema/index.js';
import { loadActor, type TActor } from './actor.js';
import { queryRows, type TDatabase } from './database.js';
import { withActor } from './scope.js';
import { HttpError } from './errors.js';
import { systemDb } from './system-db.js';
import type { TFileStore } from './files.js';

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
  /** Stores the result file and names the download. */
  saveResult(fileName: string, content: Readable | Buffer): Promise<void>;
  files: TFileStore;
  log: FastifyBaseLogger;
}

export type TJobHandler = (ctx: TJobContext) => Promise<void>;

export interface TJobQueue {
  register(type: TBackgroundJobType, handler: TJobHandler): void;
  /** Records the job as the actor (row-level security applies), then queues it once committed. */
  enqueue(actor: TActor, type: TBackgroundJobType, title: string, payload: Record<string, unknown>): Promise<TBackgroundJobRow>;
  /** Hears when this process starts and stops running a job (a supervised job process tells its parent). */
  onActivity(listener: (jobId: string, running: boolean) => void | Promise<void>): void;
  /** Fails jobs that a process which died was running, so they are not left pending; returns how many. */
  failAbandoned(jobIds: readonly string[], message: string): Promise<number>;
  /** Starts pg-boss; with `work`, this process also runs the handlers. */
  start(options: { work: boolean }): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_PREFIX = 'procura_';
const EXPIRE_SECONDS = 3600;

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
export function createJobQueue(database: TDatabase, files: TFileStore, log: FastifyBaseLogger): TJobQueue {
  const handlers = new Map<TBackgroundJobType, TJobHandler>();
  const activityListeners: ((jobId: string, running: boolean) => void | Promise<void>)[] = [];
  let boss: PgBoss | null = null;
  const db = systemDb(database);

  const update = (id: string, values: Partial<TBackgroundJobRow>) =>
    db.update(backgroundJobs).set({ ...values, updatedAt: new Date() }).where(eq(backgroundJobs.id, id));

  async function run(type: TBackgroundJobType, jobId: string): Promise<void> {
    const handler = handlers.get(type);
    if (!handler) return;
    // Claim it: a job delivered twice (requeued, or retried after a crash) runs once at a time;
    // a claim older than the queue's expiry belongs to a worker that died.
    const [job] = await db
      .update(backgroundJobs)
      .set({ startedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.status, 'pending'), or(isNull(backgroundJobs.startedAt), lt(backgroundJobs.startedAt, new Date(Date.now() - EXPIRE_SECONDS * 1000)))))
      .returning();
    if (!job) return;
    const jobLog = log.child({ jobId, type });
    // Heard before the handler runs: a process that dies in it has already said which job it had.
    await Promise.all(activityListeners.map((listener) => listener(jobId, true)));
    try {
      const workspaceId = (job.payload as { workspaceId?: string }).workspaceId;
      await handler({
        job,
        actor: await loadActor(db, job.ownerUserId, workspaceId, `job:${jobId}`),
        files,
        log: jobLog,
        progress: (percent) => update(jobId, { progress: Math.max(0, Math.min(100, Math.round(percent))) }).then(() => undefined),
        saveResult: async (fileName, content) => {
          const key = `jobs/${jobId}/${fileName.replace(/[^a-z0-9._-]/gi, '_')}`;
          await files.save(key, content);
          await update(jobId, { resultPath: key, resultFileName: fileName });
        },
      });
      await update(jobId, { status: 'success', progress: 100 });
    } catch (error) {
      await update(jobId, { status: 'error', error: userMessageOf(error, jobLog) });
    } finally {
      await Promise.all(activityListeners.map((listener) => listener(jobId, false)));
    }
  }

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    onActivity(listener) {
      activityListeners.push(listener);
    },
    async failAbandoned(jobIds, message) {
      if (jobIds.length === 0) return 0;
      const failed = await db
        .update(backgroundJobs)
        .set({ status: 'error', error: message, updatedAt: new Date() })
        .where(and(inArray(backgroundJobs.id, [...jobIds]), eq(backgroundJobs.status, 'pending')))
        .returning({ id: backgroundJobs.id });
      return failed.length;
    },
    async enqueue(actor, type, title, payload) {
      if (!boss) throw new Error('The job queue is not running.');
      // The send happens after commit: on PGlite the open transaction holds the only connection.
      const [job] = await withActor(database.request, actor, (tx) =>
        tx.insert(backgroundJobs).values({ tenantId: actor.workspace.tenantId, ownerUserId: actor.userId, type, title, payload }).returning(),
      );
      await queueJob(type, job.id);
      return job;
    },
    async start({ work }) {
      boss = database.pglite
        ? new PgBoss({ db: fromPglite(database.pglite), schedule: false, supervise: work })
        : new PgBoss({ connectionString: database.connectionString, max: 3, schedule: false, supervise: work });
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      await boss.start();
      for (const type of handlers.keys()) {
        await boss.createQueue(QUEUE_PREFIX + type);
        if (work) {
          await boss.work<{ jobId: string }>(QUEUE_PREFIX + type, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
            await run(type, job.data.jobId);
          });
        }
      }
      if (work) await requeueOrphans();
    },
    async stop() {
      await boss?.stop({ graceful: true, timeout: 5000 });
      boss = null;
    },
  };

  /** Retries cover a worker that died mid-job: pg-boss hands an expired job out again. */
  async function queueJob(type: TBackgroundJobType, jobId: string): Promise<void> {
    await boss?.send(QUEUE_PREFIX + type, { jobId }, { retryLimit: 2, retryDelay: 5, expireInSeconds: EXPIRE_SECONDS });
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
