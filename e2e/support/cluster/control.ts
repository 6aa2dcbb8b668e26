import { CONTROL_URL } from '../ports.js';
import type { TJobStart } from './processes.js';

/**
 * The cluster's sign-in routes' limit per client address a minute: low enough that the
 * rate-limit proof reaches it in a few hundred requests, far above what the slice's specs send.
 */
export const SCALE_OUT_AUTH_LIMIT_PER_MINUTE = 120;

/** What the scale-out harness (start-cluster.ts) tells a spec about the processes it runs. */
export interface TClusterState {
  databaseUrl: string;
  processes: { name: string; kind: 'api' | 'worker'; port?: number; pid: number | null; alive: boolean }[];
  jobStarts: TJobStart[];
}

async function control<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await fetch(`${CONTROL_URL}${path}`, { method });
  const text = await response.text();
  if (!response.ok) throw new Error(`scale-out control ${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export const clusterState = () => control<TClusterState>('GET', '/state');
/** SIGKILL: the process dies as in a crash, holding whatever it was doing. */
export const killProcess = (name: string) => control<{ killed: string }>('POST', `/kill/${encodeURIComponent(name)}`);
/** Starts a stopped process again and resolves once it serves or works jobs. */
export const startProcess = (name: string) => control<{ started: string }>('POST', `/start/${encodeURIComponent(name)}`);

/** Which worker started each of `jobIds` (the last start, a rerun's if it had one). */
export async function workersOf(jobIds: readonly string[]): Promise<Map<string, TJobStart>> {
  const { jobStarts } = await clusterState();
  const wanted = new Set(jobIds);
  return new Map(jobStarts.filter((s) => wanted.has(s.jobId)).map((s) => [s.jobId, s]));
}

/** Starts again those of `names` that are not running. */
export async function ensureRunning(...names: string[]): Promise<void> {
  for (const p of (await clusterState()).processes) if (names.includes(p.name) && !p.alive) await startProcess(p.name);
}
