import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFromReferenceTemplate, writeReferencePgliteDir } from './database-snapshot.js';
import { TEST_SIGNING_KEY_SECRET } from './harness.js';
import { createServerDatabase, requestUrlFor } from './test-database.js';

/**
 * `npm start`'s server as a process of its own, on a throwaway database started from the
 * reference copy (as e2e/support/start-app.ts does): compiled (apps/api/dist, plain Node) or
 * from source under tsx (`npm run dev`'s way).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
export const BUILT_SERVER = path.join(API_DIR, 'dist/src/server.js');
const SOURCE_SERVER = path.join(API_DIR, 'src/server.ts');

/** The release build, compiled only if its sources changed since the last one (`npm test`'s type check built it). */
export function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'scripts/build.ts'), '--if-changed'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the release build failed:\n${build.stdout}\n${build.stderr}`);
}

export interface TServerProcess {
  proc: ChildProcess;
  url: string;
  port: number;
  /** From spawn to the first 200 of /readyz. */
  readyMs: number;
  /** The process's exit code, once it exits. */
  exited: Promise<number | null>;
  /** Its log lines so far (JSON). */
  log: { msg?: string }[];
  /** Kills it if still running, and drops its database and directory. */
  remove(): Promise<void>;
}

/** As long as the slowest test that starts one waits (release-build's 60 s), so nothing outlives it. */
const READY_WITHIN_MS = 60_000;

export async function startServerProcess(from: 'built' | 'source', env: NodeJS.ProcessEnv = {}): Promise<TServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-server-process-'));
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    ...env,
  };
  let dropDatabase = async () => undefined as void;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const server = await createServerDatabase(adminUrl, 'procura_process', createFromReferenceTemplate);
    dropDatabase = server.drop;
    childEnv.DATABASE_URL = server.url;
    childEnv.DATABASE_REQUEST_URL = await requestUrlFor(adminUrl, server.url);
  } else {
    await writeReferencePgliteDir(path.join(dataDir, 'pglite'));
  }
  // Only the environment above: no NODE_OPTIONS that could bring a TypeScript loader in.
  const args = from === 'built' ? [BUILT_SERVER] : ['--import', 'tsx', SOURCE_SERVER];
  const spawnedAt = performance.now();
  const proc = spawn(process.execPath, args, { cwd: API_DIR, env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(proc, 'exit').then(([code]) => code as number | null);
  const remove = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGKILL');
      await exited;
    }
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const log: { msg?: string }[] = [];
  // A start that never gets ready fails here, and its process goes with it: a test cut off by its
  // own timeout while waiting would otherwise leave the server running for the rest of the run.
  const deadline = Date.now() + READY_WITHIN_MS;
  const notReady = () => new Error(`the server was not ready within ${READY_WITHIN_MS / 1000} s`);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      setTimeout(() => reject(notReady()), READY_WITHIN_MS).unref();
      let buffered = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('utf8');
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          const entry = JSON.parse(line) as { msg?: string };
          log.push(entry);
          // Fastify's line at info level: LOG_LEVEL must let it through.
          const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(entry.msg ?? '');
          if (listening) resolve(Number(listening[1]));
        }
      });
      void exited.then((code) => reject(new Error(`the server exited (${code}) before listening`)));
    });
    const url = `http://127.0.0.1:${port}`;
    while ((await fetch(`${url}/readyz`).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline) throw notReady();
      await new Promise((r) => setTimeout(r, 20));
    }
    return { proc, url, port, readyMs: performance.now() - spawnedAt, exited, log, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
