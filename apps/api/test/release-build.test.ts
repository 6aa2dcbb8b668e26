import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Csv from '../src/platform/csv.js';
import type * as Isolated from '../src/platform/isolated.js';
import { ensureBuilt, startServerProcess, type TServerProcess } from './server-process.js';

/**
 * The release build (docs/operations.md "Release build"): `npm start`'s compiled server runs on
 * plain Node, with no TypeScript loader, and stops gracefully on SIGTERM. In `npm test` the type
 * check has just built apps/api/dist, so the build below finds it current and compiles nothing;
 * run alone after a change, it compiles first (about a minute).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const servers: TServerProcess[] = [];

beforeAll(ensureBuilt, 600_000);
afterAll(async () => {
  for (const server of servers) await server.remove();
});

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
    const server = await startServerProcess('built', { SHUTDOWN_GRACE_SECONDS: '10' });
    servers.push(server);

    const inFlight = slowSignIn(server.port);
    // The request has reached the server (its headers are parsed) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.proc.kill('SIGTERM');
    const deadline = Date.now() + 10_000;
    while (!server.log.some((entry) => /^stopping/.test(entry.msg ?? '')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The port is closed: a new connection is refused, not queued.
    await expect(new Promise((resolve, reject) => net.connect(server.port, '127.0.0.1').once('connect', resolve).once('error', reject))).rejects.toThrow(
      /ECONNREFUSED/,
    );

    inFlight.sendRest();
    // Answered as any wrong sign-in is, not cut off.
    expect(await inFlight.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(await server.exited).toBe(0);
    expect(server.log.map((entry) => entry.msg)).toContain('stopped');
  });

  it('parses an upload in the capped child from the build, with no TypeScript loader', async () => {
    const built = (file: string) => pathToFileURL(path.join(API_DIR, 'dist/src', file)).href;
    const { createIsolatedRunner } = (await import(built('platform/isolated.js'))) as typeof Isolated;
    const csv: Isolated.TIsolatedModule<typeof Csv> = { path: path.join(API_DIR, 'dist/src/platform/csv.js') };
    expect(await createIsolatedRunner({ memoryMb: 128 })(csv, 'parseCsv', ['name,city\nAcme,Boston\n'])).toEqual([
      ['name', 'city'],
      ['Acme', 'Boston'],
    ]);
  });
});
