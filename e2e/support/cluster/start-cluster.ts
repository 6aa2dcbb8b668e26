import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createFromReferenceTemplate } from '../../../apps/api/test/database-snapshot.js';
import { createServerDatabase, requestUrlFor } from '../../../apps/api/test/test-database.js';
import { APP_PORT, APP_URL, CLUSTER_PORTS, SMTP_PORT } from '../ports.js';
import { SCALE_OUT_AUTH_LIMIT_PER_MINUTE, type TClusterState } from './control.js';
import { findNginx, startNginx, writeNginxConfig } from './nginx.js';
import { ClusterProcess, type TJobStart } from './processes.js';

/**
 * The scale-out layout of docs/operations.md "Several API processes and workers", on loopback:
 * a throwaway database on the PostgreSQL server of TEST_DATABASE_URL, two API processes with
 * RUN_JOBS=false, two workers (`npm run worker`), and nginx in front of the APIs on APP_PORT,
 * round-robin with no sticky sessions. Every process shares the database, the signing key
 * secret and the file store (DATA_DIR on this one machine; S3 across machines).
 *
 * A control port (CLUSTER_PORTS.control) lets the specs see the processes and the jobs each
 * worker took (from its log) and kill or start one. Playwright starts this as a web server and
 * ends it with SIGTERM; then every process, the database and the directory go.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  throw new Error('The scale-out run needs a PostgreSQL server: set TEST_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres).');
const nginx = findNginx();

const builtWebApp = path.resolve(import.meta.dirname, '../../../apps/web/dist');
if (!fs.existsSync(path.join(builtWebApp, 'index.html'))) throw new Error(`No web app build in ${builtWebApp}: run \`npm run build -w apps/web\` first.`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-scale-out-'));
const dataDir = path.join(dir, 'data');
const webDistDir = path.join(dir, 'web');
fs.cpSync(builtWebApp, webDistDir, { recursive: true });

const server = await createServerDatabase(adminUrl, 'procura_scale', createFromReferenceTemplate);

const shared: NodeJS.ProcessEnv = {
  DATABASE_URL: server.url,
  DATABASE_REQUEST_URL: await requestUrlFor(adminUrl, server.url),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDistDir,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  PUBLIC_URL: APP_URL,
  SIGNING_KEY_SECRET: 'scale-out-signing-key-secret-0123456789abcdef',
  // nginx on loopback tells the client's address (X-Forwarded-For); nothing else reaches the APIs.
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: String(SCALE_OUT_AUTH_LIMIT_PER_MINUTE),
  // The processes add their counts to the shared table this often (1 s by default).
  RATE_LIMIT_SYNC_MS: '100',
  // A killed worker's job is handed out again this long after its last heartbeat (the least pg-boss allows).
  JOB_HEARTBEAT_SECONDS: '10',
  RFP_MIN_BIDDING_HOURS: '0',
  GET_IN_TOUCH_MIN_FILL_SECONDS: '0',
  GET_IN_TOUCH_PER_HOUR: '100000',
  SEED_DEMO: 'false',
};
const api = (n: number, env: NodeJS.ProcessEnv = {}) => ({
  name: `api-${n}`,
  kind: 'api' as const,
  port: CLUSTER_PORTS.apis[n],
  env: { ...shared, RUN_JOBS: 'false', LOG_LEVEL: 'warn', ...env },
});
// Workers log at info: their "job started" lines tell which of them ran which job.
const worker = (n: number) => ({ name: `worker-${n}`, kind: 'worker' as const, env: { ...shared, LOG_LEVEL: 'info' } });

const jobStarts: TJobStart[] = [];
// The first API seeds the demo data; the rest start on the database it left.
const processes = [api(0, { SEED_DEMO: 'true' }), api(1), worker(0), worker(1)].map((spec) => new ClusterProcess(spec, jobStarts));
const byName = new Map(processes.map((p) => [p.spec.name, p]));
let balancer: ChildProcess | null = null;
let controlServer: http.Server | null = null;

let cleaning: Promise<never> | null = null;
const cleanUpAndExit = (code: number) =>
  (cleaning ??= (async () => {
    controlServer?.close();
    if (balancer && balancer.exitCode === null) {
      const exited = once(balancer, 'exit');
      balancer.kill('SIGTERM');
      await exited;
    }
    // Killed, not stopped: nothing of theirs is kept, and Playwright waits 20 s at most for all of this.
    await Promise.all(processes.map((p) => p.stop('SIGKILL').catch(() => undefined)));
    await server.drop().catch((error: unknown) => console.error('scale-out: could not drop the test database', error));
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  })());
process.on('SIGTERM', () => void cleanUpAndExit(0));
process.on('SIGINT', () => void cleanUpAndExit(0));
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

try {
  const startedAt = Date.now();
  // All at once, as a deployment starts them: migrations and the catalog take turns (server.ts).
  const readyAfter: string[] = [];
  await Promise.all(processes.map((p) => p.start().then(() => readyAfter.push(`${p.spec.name} ${((Date.now() - startedAt) / 1000).toFixed(1)} s`))));
  controlServer = await startControl();
  const configFile = writeNginxConfig({ dir, port: APP_PORT, upstreamPorts: CLUSTER_PORTS.apis, singlePort: CLUSTER_PORTS.single });
  balancer = startNginx(nginx, configFile, dir);
  balancer.once('exit', (code) => {
    if (!cleaning) {
      console.error(`scale-out: nginx exited (code ${code}): ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      void cleanUpAndExit(1);
    }
  });
  console.log(
    `scale-out: 2 API processes, 2 workers and nginx on ${APP_URL}, started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (ready: ${readyAfter.join(', ')})`,
  );
} catch (error) {
  console.error('scale-out: could not start', error);
  await cleanUpAndExit(1);
}

async function startControl(): Promise<http.Server> {
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const controlled = http.createServer((req, res) => {
    const [, action, name] = (req.url ?? '').split('/').map(decodeURIComponent);
    const target = name ? byName.get(name) : undefined;
    const handle = async () => {
      if (req.method === 'GET' && action === 'state') {
        const state: TClusterState = {
          databaseUrl: server.url,
          processes: processes.map((p) => ({ name: p.spec.name, kind: p.spec.kind, port: p.spec.port, pid: p.child?.pid ?? null, alive: p.alive })),
          jobStarts,
        };
        return answer(res, 200, state);
      }
      if (req.method === 'POST' && action === 'kill' && target) {
        await target.stop('SIGKILL');
        return answer(res, 200, { killed: target.spec.name });
      }
      if (req.method === 'POST' && action === 'start' && target) {
        if (!target.alive) await target.start();
        return answer(res, 200, { started: target.spec.name });
      }
      answer(res, 404, { message: `no ${req.method} /${action}/${name ?? ''}` });
    };
    handle().catch((error: unknown) => answer(res, 500, { message: error instanceof Error ? error.message : String(error) }));
  });
  controlled.listen(CLUSTER_PORTS.control, '127.0.0.1');
  await once(controlled, 'listening');
  return controlled;
}
