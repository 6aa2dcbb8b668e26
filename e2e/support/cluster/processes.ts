import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { builtApiEntry } from '../built-api.js';

/** A job a worker took, as its log line says (platform/jobs.ts "job started"). */
export interface TJobStart {
  worker: string;
  pid: number;
  jobId: string;
  isRerun: boolean;
  at: number;
}

export interface TProcessSpec {
  name: string;
  kind: 'api' | 'worker';
  /** The API's port (PORT); none for a worker. */
  port?: number;
  env: NodeJS.ProcessEnv;
}

/** One API process or worker of the cluster, started as `npm start`'s server or `npm run worker` starts it (the compiled build). */
export class ClusterProcess {
  child: ChildProcess | null = null;
  /** Set while the test itself stops it: an exit then is expected. */
  private stopping = false;

  constructor(
    readonly spec: TProcessSpec,
    private readonly jobStarts: TJobStart[],
  ) {}

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and resolves once it serves (an API's /readyz) or works jobs (a worker's start line). */
  async start(): Promise<void> {
    const entry = builtApiEntry(this.spec.kind === 'api' ? 'server' : 'worker');
    const env = { ...process.env, ...this.spec.env, ...(this.spec.port ? { PORT: String(this.spec.port) } : {}) };
    const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    this.child = child;
    this.stopping = false;
    let started = false;
    const workerStarted = new Promise<void>((resolve) => {
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        const entry = parseLogLine(line);
        if (!entry) return void process.stdout.write(`[${this.spec.name}] ${line}\n`);
        if (entry.msg === 'worker started') resolve();
        if (entry.msg === 'job started' && typeof entry.jobId === 'string') {
          this.jobStarts.push({ worker: this.spec.name, pid: child.pid!, jobId: entry.jobId, isRerun: entry.isRerun === true, at: Date.now() });
        }
        // Warnings and errors stay in the run's output; the per-job info lines are counted above.
        if (typeof entry.level === 'number' && entry.level >= 40) process.stdout.write(`[${this.spec.name}] ${line}\n`);
      });
    });
    child.once('exit', (code, signal) => {
      if (!this.stopping) console.error(`scale-out: ${this.spec.name} (pid ${child.pid}) exited on its own: code ${code}, signal ${signal}`);
    });
    const exited = once(child, 'exit').then(([code]) => {
      if (!started) throw new Error(`${this.spec.name} exited (code ${String(code)}) before it was ready`);
    });
    const ready = this.spec.kind === 'api' ? waitForReady(`http://127.0.0.1:${this.spec.port}/readyz`, () => this.alive) : workerStarted;
    await Promise.race([ready, exited, timeout(120_000, `${this.spec.name} was not ready within 120 s`)]);
    started = true;
  }

  /** SIGKILL (a crash: no clean-up of its own) or SIGTERM (a stop); resolves once it exited. */
  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return;
    this.stopping = true;
    const exited = once(child, 'exit');
    child.kill(signal);
    const hard = signal === 'SIGTERM' ? setTimeout(() => child.kill('SIGKILL'), 10_000) : undefined;
    await exited;
    clearTimeout(hard);
  }
}

function parseLogLine(line: string): Record<string, unknown> | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function waitForReady(url: string, alive: () => boolean): Promise<void> {
  while (alive()) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function timeout(ms: number, message: string): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(message)), ms).unref());
}
