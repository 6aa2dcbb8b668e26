import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIsolatedModule } from '../src/platform/isolated.js';
import { createFromReferenceTemplate, writeReferencePgliteDir } from './database-snapshot.js';
import { TEST_SIGNING_KEY_SECRET } from './harness.js';
import { createServerDatabase, requestUrlFor } from './test-database.js';

/**
 * The release build (docs/operations.md "Release build"): `npm start`'s compiled server runs on
 * plain Node, with no TypeScript loader, and stops gracefully on SIGTERM. In `npm test` the type
 * check has just built apps/api/dist, so the build below finds it current and compiles nothing;
 * run alone after a change, it compiles first (about a minute).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(API_DIR, 'dist/src/server.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-release-'));
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'scripts/build.ts'), '--if-changed'], { encoding: 'utf8' });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}, 600_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

interface TBuiltServer {
  proc: ChildProcess;
  url: string;
  port: number;
  /** The process's exit code, once it exits. */
  exited: Promise<number | null>;
  /** Its log lines so far (JSON). */
  log: { msg?: string }[];
}

/** The compiled server on a throwaway database (the reference copy, as e2e/support/start-app.ts starts it). */
async function startBuilt(): Promise<TBuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_SECONDS: '10',
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const server = await createServerDatabase(adminUrl, 'procura_release', createFromReferenceTemplate);
    cleanups.push(server.drop);
    env.DATABASE_URL = server.url;
    env.DATABASE_REQUEST_URL = await requestUrlFor(adminUrl, server.url);
  } else {
    await writeReferencePgliteDir(path.join(dataDir, 'pglite'));
  }
  // Plain node: no --import tsx, and no NODE_OPTIONS that could bring a loader in.
  const proc = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(proc, 'exit').then(([code]) => code as number | null);
  cleanups.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });
  const log: { msg?: string }[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const entry = JSON.parse(line) as { msg?: string };
        log.push(entry);
        const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(entry.msg ?? '');
        if (listening) resolve(Number(listening[1]));
      }
    });
    void exited.then((code) => reject(new Error(`the built server exited (${code}) before listening`)));
  });
  return { proc, url: `http://127.0.0.1:${port}`, port, exited, log };
}

/** A sign-in whose body arrives in two parts: in flight from the first byte to the last. */
function slowSignIn(port: number): { sendRest(): void; response: Promise<string> } {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const response = new Promise<string>((resolve, reject) => {
    socket.once('end', () => resolve(received));
    socket.once('error', reject);
  });
  return { sendRest: () => socket.write(body.slice(10)), response };
}

describe('the release build', () => {
  it('runs on plain Node, answers, and on SIGTERM finishes the request in flight, refuses new ones and exits 0', { timeout: 60_000 }, async () => {
    const server = await startBuilt();
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    const inFlight = slowSignIn(server.port);
    // The request has reached the server (its headers are parsed) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.proc.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!server.log.some((entry) => /^stopping/.test(entry.msg ?? '')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await expect(fetch(`${server.url}/readyz`)).rejects.toThrow();

    inFlight.sendRest();
    // Answered as any wrong sign-in is, not cut off.
    expect(await inFlight.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(await server.exited).toBe(0);
    expect(server.log.map((entry) => entry.msg)).toContain('stopped');
  });

  it('parses an upload in the capped child from the build, with no TypeScript loader', async () => {
    const built = (file: string) => pathToFileURL(path.join(API_DIR, 'dist/src', file)).href;
    const { createIsolatedRunner } = (await import(built('platform/isolated.js'))) as typeof import('../src/platform/isolated.js');
    const csv: TIsolatedModule<typeof import('../src/platform/csv.js')> = { path: path.join(API_DIR, 'dist/src/platform/csv.js') };
    expect(await createIsolatedRunner({ memoryMb: 128 })(csv, 'parseCsv', ['name,city\nAcme,Boston\n'])).toEqual([
      ['name', 'city'],
      ['Acme', 'Boston'],
    ]);
  });
});
