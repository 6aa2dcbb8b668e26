import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { TJobQueue } from './jobs.js';
import type { TMetricEvent, TMetrics } from './metrics/metrics.js';

/**
 * Background jobs in a child process with its own heap cap, so a job that runs out of memory
 * (or crashes) takes down that process only: the API keeps answering, the jobs the child was
 * running are failed with a plain message, and a new child takes the queue. Only on a server
 * database: PGlite belongs to the one process that opened it (decision 0003).
 */

interface TJobActivityMessage {
  type: 'job-activity';
  jobId: string;
  running: boolean;
}

const isActivity = (message: unknown): message is TJobActivityMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'job-activity';

/** A figure of the child's (a job's duration, a mail), counted by the parent, which serves /metrics. */
interface TMetricMessage {
  type: 'metric';
  event: TMetricEvent;
}

const isMetric = (message: unknown): message is TMetricMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'metric';

/** In the child: hand each figure to the parent (docs/operations.md "Metrics and error reporting"). */
export function reportMetricsToParent(metrics: Pick<TMetrics, 'forward'>): void {
  if (!process.send) return;
  const send = process.send.bind(process);
  metrics.forward((event) => {
    const message: TMetricMessage = { type: 'metric', event };
    try {
      send(message);
    } catch {
      // The parent is gone; this process ends with it.
    }
  });
}

/** In the child: tell the parent which jobs run here, before each starts, so it can fail them if this process dies. */
export function reportJobActivityToParent(jobs: Pick<TJobQueue, 'onActivity'>): void {
  if (!process.send) return;
  const send = process.send.bind(process);
  jobs.onActivity(
    (jobId, running) =>
      new Promise<void>((resolve) => {
        const message: TJobActivityMessage = { type: 'job-activity', jobId, running };
        try {
          send(message, undefined, {}, () => resolve());
        } catch {
          resolve();
        }
      }),
  );
}

export interface TJobProcessOptions {
  /** The worker entry (src/worker.ts). */
  workerPath: string;
  /** V8 heap cap of the child, in MiB. */
  memoryMb: number;
  jobs: Pick<TJobQueue, 'failAbandoned'>;
  /** Where the child's figures are counted (this process serves /metrics). */
  metrics?: Pick<TMetrics, 'record'>;
  log: FastifyBaseLogger;
  /** Node flags for the child; the parent's by default (the TypeScript loader under tsx). */
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  /** The child's stdout and stderr: this process's by default. */
  output?: 'inherit' | 'ignore';
  /** First restart delay; doubled per quick successive death, up to 30 s. */
  restartDelayMs?: number;
  /** How long `stop()` waits for the child to stop on its own (it lets its jobs finish) before killing it. */
  stopTimeoutMs?: number;
}

export interface TJobProcess {
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export function superviseJobProcess(options: TJobProcessOptions): TJobProcess {
  const { log, memoryMb } = options;
  const baseDelay = options.restartDelayMs ?? 1000;
  let child: ChildProcess | null = null;
  let stopping = false;
  let quickDeaths = 0;
  let restartTimer: NodeJS.Timeout | null = null;

  function start(): void {
    const running = new Set<string>();
    const startedAt = Date.now();
    const execArgv = [...(options.execArgv ?? process.execArgv).filter((arg) => !arg.startsWith('--max-old-space-size')), `--max-old-space-size=${memoryMb}`];
    const output = options.output ?? 'inherit';
    const proc = fork(options.workerPath, [], { execArgv, env: options.env ?? process.env, stdio: ['ignore', output, output, 'ipc'] });
    child = proc;
    proc.on('message', (message) => {
      if (isMetric(message)) options.metrics?.record(message.event);
      if (!isActivity(message)) return;
      if (message.running) running.add(message.jobId);
      else running.delete(message.jobId);
    });
    proc.on('error', (err) => log.error({ err }, 'job process error'));
    proc.once('exit', (code, signal) => void died(code, signal, running, startedAt));
  }

  async function died(code: number | null, signal: NodeJS.Signals | null, running: Set<string>, startedAt: number): Promise<void> {
    child = null;
    if (stopping) return;
    const errorId = crypto.randomUUID();
    const jobIds = [...running];
    log.error({ code, signal, errorId, jobIds, memoryMb }, 'job process died; failing its jobs and starting another');
    const message = `The job stopped before it finished: it needed more memory than a job may use, or its process failed. If it happens again, tell support error id ${errorId}.`;
    await options.jobs.failAbandoned(jobIds, message).catch((err: unknown) => log.error({ err, jobIds }, 'could not fail the jobs of a dead job process'));
    quickDeaths = Date.now() - startedAt > 60_000 ? 0 : quickDeaths + 1;
    if (!stopping) restartTimer = setTimeout(start, Math.min(30_000, baseDelay * 2 ** Math.min(quickDeaths, 5)));
  }

  start();
  return {
    get pid() {
      return child?.pid;
    },
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = once(proc, 'exit');
      proc.kill('SIGTERM');
      const timeout = setTimeout(() => proc.kill('SIGKILL'), options.stopTimeoutMs ?? 10_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
