import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { E2E_WORKERS, slotPorts } from './ports.js';

/**
 * Starts every worker slot's servers at once (playwright.config.ts): per slot a mail catcher,
 * then, once it answers, an app on its own throwaway database (support/mail-catcher.ts,
 * support/start-app.ts); then prints READY_LINE, which Playwright waits for (`wait.stdout`).
 * Playwright starts the entries of its `webServer` list one after another, so with one entry
 * per server the second slot's app only began once the first was up: a third of a minute more
 * before the first test, on each database (docs/contributing.md "Test time").
 *
 * A server that exits before the run ends ends this process, naming it; on SIGTERM
 * (Playwright's graceful shutdown) every server gets it and this process exits once all have
 * cleaned up.
 */
const READY_LINE = 'e2e servers ready';
const READY_TIMEOUT_MS = 170_000;

const servers: { name: string; child: ChildProcess }[] = [];
const deadline = Date.now() + READY_TIMEOUT_MS;

/** A slot's mail catcher first: the app mails at start-up (the demo's notifications). */
async function startSlot(slot: number) {
  const { appUrl, mailApiUrl } = slotPorts(slot);
  await startServer(`mail ${slot}`, 'mail-catcher.ts', slot, `${mailApiUrl}/healthz`);
  await startServer(`app ${slot}`, 'start-app.ts', slot, `${appUrl}/readyz`);
}

async function startServer(name: string, script: string, slot: number, readyUrl: string) {
  if (stopping) return;
  const child = startScript(script, slot);
  servers.push({ name, child });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e: the ${name} server exited (${signal ?? `code ${code}`}) before the run ended.`);
    void stopAll(1);
  });
  await waitUntilReady(name, readyUrl);
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

async function waitUntilReady(name: string, url: string) {
  while (Date.now() < deadline && !stopping) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (stopping) return;
  throw new Error(`e2e: the ${name} server was not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s.`);
}

try {
  await Promise.all(Array.from({ length: E2E_WORKERS }, (_, slot) => startSlot(slot)));
  if (!stopping) console.log(READY_LINE);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
