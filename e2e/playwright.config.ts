import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { APP_URL, MAIL_API_URL } from './support/ports.js';

const chromium = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p): p is string =>
  Boolean(p && fs.existsSync(p)),
);
if (!chromium) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');

export default defineConfig({
  testDir: './tests',
  // One server with one embedded database: tests run one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    { command: 'npx tsx support/mail-catcher.ts', url: `${MAIL_API_URL}/healthz`, reuseExistingServer: false, timeout: 30_000 },
    {
      command: 'npx tsx support/start-app.ts',
      url: `${APP_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM (not the default SIGKILL) lets start-app.ts drop its throwaway database and directory.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
