import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';
import { webErrorReportingDsn, webErrorReportingOrigins } from './web-error-reporting.js';

/* The page learns its settings when it is served: one build for every deployment (docs/operations.md). */

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-web-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head><meta name="app-brand" content="Procura" /><title>Procura</title></head><body></body></html>');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

async function servedPage(settings: Parameters<typeof registerWebApp>[2]): Promise<string> {
  const app = Fastify();
  await registerWebApp(app, distDir, settings);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.body;
}

describe('the served page', () => {
  it('carries the error-reporting DSN when there is one', async () => {
    const html = await servedPage({ brand: 'Acme & Co', errorReportingDsn: 'https://public@ingest.example.com/7' });
    expect(html).toContain('<meta name="error-reporting-dsn" content="https://public@ingest.example.com/7" /></head>');
    expect(html).toContain('<title>Acme &amp; Co</title>');
  });

  it('has no DSN tag without one', async () => {
    expect(await servedPage({ brand: 'Procura' })).not.toContain('error-reporting-dsn');
  });
});

describe('the web DSN', () => {
  it('is SENTRY_WEB_DSN, else SENTRY_DSN, and its origin alone may be reached', () => {
    expect(webErrorReportingDsn({ SENTRY_DSN: 'https://a@api.example.com/1', SENTRY_WEB_DSN: 'https://b@web.example.com:8443/2' })).toBe(
      'https://b@web.example.com:8443/2',
    );
    expect(webErrorReportingDsn({ SENTRY_DSN: 'https://a@api.example.com/1', SENTRY_WEB_DSN: undefined })).toBe('https://a@api.example.com/1');
    expect(webErrorReportingOrigins({ SENTRY_DSN: undefined, SENTRY_WEB_DSN: 'https://b@web.example.com:8443/2' })).toEqual(['https://web.example.com:8443']);
    expect(webErrorReportingOrigins({ SENTRY_DSN: undefined, SENTRY_WEB_DSN: undefined })).toEqual([]);
  });
});
