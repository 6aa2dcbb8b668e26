import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { APP_URL, E2E_WORKERS } from './support/ports.js';

// The headless shell first: the same engine without the desktop browser around it, the build
// Playwright itself runs headless tests in. On this 2-core machine it took a fifth less CPU and
// wall time than the full browser for the same specs (docs/contributing.md "Limits").
const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
  (p): p is string => Boolean(p && fs.existsSync(p)),
);
if (!chromium) throw new Error('No Chromium found: install it (apt-get install -y chromium-headless-shell) or set CHROME_PATH.');

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const LONGEST = /procurement-loop\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // Each worker has its own servers and database (support/ports.ts); a spec file's tests run in
  // order on one worker, as they build on each other.
  workers: E2E_WORKERS,
  fullyParallel: false,
  // E2E_GREP picks tests by title or tag: CI's embedded (PGlite) pass sets `@both`, the specs whose story
  // goes through what the two databases do differently (docs/contributing.md "Both databases").
  grep: process.env.E2E_GREP ? new RegExp(process.env.E2E_GREP) : undefined,
  // A story of several screens, each scanned by axe, with two browsers and two app servers on two
  // cores: 45 s was often just short (48-51 s seen on settings, accessibility, maps). Slow ones
  // still mark themselves (test.slow: three times this).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI (.ci/run sets CI=1) retries a failed test once, so one timing hiccup on a loaded machine
  // does not throw away a 40-minute run; the list reporter still names it under "flaky", and a
  // test that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: APP_URL,
    // A failed test keeps a trace with the DOM at every step (and its screenshot below), but no
    // screencast: recording frames of every test made them take up to 1.7x as long on this 2-core
    // machine (docs/contributing.md), for pictures the DOM snapshots already show.
    trace: { mode: 'retain-on-failure', snapshots: true, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The longest story (it waits for an RFP's due time: 82-87 s) goes out first, beside the rest:
  // Playwright hands out files in order, and last out it ran on one worker while the other had
  // nothing left (the embedded pass, 14 tests on 2 workers: 107 s from start to end).
  projects: [
    { name: 'desktop · first', use: desktop, testMatch: LONGEST },
    { name: 'desktop', use: desktop, testIgnore: LONGEST },
  ],
  // One entry that starts every slot's servers at once (support/start-slots.ts): Playwright
  // starts the entries of this list one after another.
  webServer: {
    name: 'servers',
    command: 'node --import tsx support/start-slots.ts',
    wait: { stdout: /^e2e servers ready$/m },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM (not the default SIGKILL) lets each app drop its throwaway database and directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
