import { defineConfig } from '@playwright/test';
import base from '../playwright.config.js';

/** The browser figures of `npm run bench`: the e2e server and Chromium, one run at a time. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  timeout: 240_000,
  retries: 0,
  reporter: [['list']],
  use: { ...base.use, trace: 'off', screenshot: 'off' },
});
