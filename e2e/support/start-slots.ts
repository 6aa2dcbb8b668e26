import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { E2E_WORKERS, slotPorts } from './ports.js';

/**
 * Starts every worker slot's servers at once (playwright.config.ts): a mail catcher and an app
 * on its own throwaway database per slot (support/mail-catcher.ts, support/start-app.ts), then
 * prints READY_LINE, which Playwright waits for (`wait.stdout` there). Playwright starts the entries of its
 * `webServer` list one after another, so with one entry per server the second slot's app only
 * began once the first was up: a third of a minute more before the first test, on each database
 * (docs/contributing.md "Test time").
 *
 * A server that exits before it is ready ends this process with its slot named; on SIGTERM
 * (Playwright's graceful shutdown) every server gets it and this process exits once all have
 * cleaned up.
 */
const READY_LINE = 'e2e servers ready';
const READY_TIMEOUT_MS = 170_000;

const servers: { name: string; child: ChildProcess; readyUrl: string }[] = [];
for (let slot = 0; slot < E2E_WORKERS; slot++) {
  const { appUrl, mailApiUrl } = slotPorts(slot);
  servers.push({ name: `mail ${slot}`, child: startScript('mail-catcher.ts', slot), readyUrl: `${mailApiUrl}/healthz` });
  servers.push({ name: `app ${slot}`, child: startScript('start-app.ts', slot), readyUrl: `${appUrl}/readyz` });
}

function startScript(script: string, slot: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script)], {
    env: { ...process.env, TEST_PARALLEL_INDEX: String(slot) },
    stdio: 'inherit',
  });
}

let stopping = false;
const stopAll = async (code: number) => {
  if (stopping) return;
  stopping = true;
  const running = servers.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  for (const { child } of running) child.kill('SIGTERM');
  await Promise.all(running.map(({ child }) => once(child, 'exit')));
  process.exit(code);
};
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

for (const { name, child } of servers) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e: the ${name} server exited (${signal ?? `code ${code}`}) before the run ended.`);
    void stopAll(1);
  });
}

async function waitUntilReady(name: string, url: string, deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`e2e: the ${name} server was not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

const deadline = Date.now() + READY_TIMEOUT_MS;
try {
  await Promise.all(servers.map(({ name, readyUrl }) => waitUntilReady(name, readyUrl, deadline)));
  console.log(READY_LINE);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
