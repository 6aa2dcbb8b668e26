import type { TBackgroundJob } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadActor } from '../src/platform/actor.js';
import { countMails } from '../src/platform/metrics/instrument.js';
import { createMetrics } from '../src/platform/metrics/metrics.js';
import { systemDb } from '../src/platform/system-db.js';
import { settledJob, startAppWithExportJobs, type TAppWithExportJobs } from './background-jobs.js';
import { startFakeOpenAi, type TFakeOpenAi } from './fake-openai.js';
import { DEMO_ACCOUNTS, type TSession, type TTestApp } from './harness.js';
import { NO_SUCH_ID } from './matrix.js';

/*
 * GET /metrics against the running API: refused without the token, and each figure moving after
 * the real thing it counts — requests, a job that succeeds and one that fails, a mail, a model
 * call (docs/operations.md "Metrics and error reporting").
 */

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TTestApp;
let fake: TFakeOpenAi;
let admin: TSession;
let setExportHandler: TAppWithExportJobs['setExportHandler'];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  ({ t, admin, setExportHandler } = await startAppWithExportJobs({
    METRICS_TOKEN: TOKEN,
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: 5_000,
  }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function scrape(): Promise<string> {
  const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one sample (`name{labels} value`), 0 when it is not there yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2].split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return 0;
}

async function exportJob(): Promise<TBackgroundJob> {
  const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', { token: admin.accessToken, body: { entity: 'users', format: 'csv' } });
  expect(started.status).toBe(202);
  return settledJob(t, admin, started.body.id, 20_000);
}

describe('GET /metrics', () => {
  it('is refused without the token or with another, naming the scheme', async () => {
    const none = await t.http('GET', '/metrics');
    const wrong = await t.http('GET', '/metrics', { token: `${TOKEN}x` });
    const basic = await t.http('GET', '/metrics', { headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    for (const res of [none, wrong, basic]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(res.body).toMatchObject({ statusCode: 401, requestId: expect.any(String) });
    }
    // A signed-in person's access token is not the metrics token.
    expect((await t.http('GET', '/metrics', { token: admin.accessToken })).status).toBe(401);
  });

  it('answers Prometheus text with the token', async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of ['procura_http_request_duration_seconds', 'procura_job_duration_seconds', 'procura_db_pool_wait_seconds']) {
      expect(text).toContain(`# TYPE ${name} histogram`);
    }
    for (const name of ['procura_mails_total', 'procura_ai_tokens_total', 'procura_job_failures_total']) expect(text).toContain(`# TYPE ${name} counter`);
    for (const name of ['procura_db_pool_connections', 'procura_job_queue_depth', 'process_resident_memory_bytes'])
      expect(text).toContain(`# TYPE ${name} gauge`);
  });
});

describe('request figures', () => {
  it('count each request under its route template and status, never its address', async () => {
    const labels = { method: 'GET', route: '/v1/background-jobs/:id/download', status: '404' };
    const before = sample(await scrape(), 'procura_http_request_duration_seconds_count', labels);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.http('GET', `/v1/background-jobs/${NO_SUCH_ID}/download`, { token: admin.accessToken })).status).toBe(404);
    }
    expect((await t.http('GET', `/v1/background-jobs/${NO_SUCH_ID}/download`)).status).toBe(401);
    expect((await t.http('GET', `/v1/no-such-route/${NO_SUCH_ID}`)).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'procura_http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(text, 'procura_http_request_duration_seconds_count', { ...labels, status: '401' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'procura_http_request_duration_seconds_count', { method: 'GET', route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'procura_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    expect(text).not.toContain(NO_SUCH_ID);
  });
});

describe('job figures', () => {
  it('time each job by kind and outcome, count its failures, and show the queue', async () => {
    const before = await scrape();
    const success = { type: 'data_export', outcome: 'success' };
    const error = { type: 'data_export', outcome: 'error' };
    setExportHandler(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect((await exportJob()).status).toBe('success');
    setExportHandler(() => Promise.reject(new Error('the export broke')));
    expect((await exportJob()).status).toBe('error');
    const after = await scrape();
    expect(sample(after, 'procura_job_duration_seconds_count', success)).toBe(sample(before, 'procura_job_duration_seconds_count', success) + 1);
    expect(sample(after, 'procura_job_duration_seconds_count', error)).toBe(sample(before, 'procura_job_duration_seconds_count', error) + 1);
    expect(sample(after, 'procura_job_failures_total', { type: 'data_export' })).toBe(
      sample(before, 'procura_job_failures_total', { type: 'data_export' }) + 1,
    );
    // The successful run took at least its 60 ms.
    expect(sample(after, 'procura_job_duration_seconds_sum', success) - sample(before, 'procura_job_duration_seconds_sum', success)).toBeGreaterThanOrEqual(
      0.06,
    );
    expect(after).toMatch(/^procura_job_queue_depth\{queue="data_export",state="ready"\} \d+$/m);
    expect(after).toMatch(/^procura_job_queue_depth\{queue="data_export",state="active"\} \d+$/m);
  });
});

describe('mail figures', () => {
  it('count each mail sent, as many as the mailbox received; each names its request', async () => {
    const before = sample(await scrape(), 'procura_mails_total', { outcome: 'sent' });
    const asked = await t.http('POST', '/v1/auth/forgot-password', { body: { email: DEMO_ACCOUNTS.clientPm } });
    expect(asked.status).toBe(202);
    const mail = await t.mailbox.next(DEMO_ACCOUNTS.clientPm);
    // The mail names the request it was sent for, as the log lines do.
    expect(asked.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail.raw.toLowerCase()).toContain(`x-request-id: ${asked.headers.get('x-request-id')}`);
    // Other mails (the jobs' notices) may still be on their way: wait until both figures agree.
    const deadline = Date.now() + 5_000;
    let sent = sample(await scrape(), 'procura_mails_total', { outcome: 'sent' });
    while (sent !== t.mailbox.messages.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent = sample(await scrape(), 'procura_mails_total', { outcome: 'sent' });
    }
    expect(sent).toBe(t.mailbox.messages.length);
    expect(sent).toBeGreaterThanOrEqual(before + 1);
  });

  it('count a mail the transport refused, and pass the refusal on', async () => {
    const metrics = await createMetrics({ enabled: true });
    const mailer = countMails({ send: () => Promise.reject(new Error('550 mailbox unavailable')) }, metrics);
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow('550');
    expect(sample((await metrics.render()).body, 'procura_mails_total', { outcome: 'failed' })).toBe(1);
  });
});

describe('model figures', () => {
  it('count the tokens a model call used, by feature and direction', async () => {
    const before = await scrape();
    const actor = await loadActor(systemDb(t.platform.database), t.world.userIds.clientAdmin, undefined, 'metrics-test');
    fake.enqueue({ kind: 'text', text: JSON.stringify({ ok: true }), usage: { promptTokens: 40, completionTokens: 12 } });
    await t.platform.ai.generateObject(actor, {
      feature: 'metrics_test',
      messages: [{ role: 'user', content: 'Say ok.' }],
      schema: z.object({ ok: z.boolean() }),
    });
    const after = await scrape();
    expect(sample(after, 'procura_ai_tokens_total', { feature: 'metrics_test', direction: 'prompt' })).toBe(
      sample(before, 'procura_ai_tokens_total', { feature: 'metrics_test', direction: 'prompt' }) + 40,
    );
    expect(sample(after, 'procura_ai_tokens_total', { feature: 'metrics_test', direction: 'completion' })).toBe(12);
  });
});

describe('database figures', () => {
  it('show the server pools and the wait for a connection (none on the embedded database)', async () => {
    const text = await scrape();
    if (t.platform.database.kind === 'pglite') {
      expect(text).not.toMatch(/^procura_db_pool_connections\{/m);
      return;
    }
    expect(sample(text, 'procura_db_pool_connections', { pool: 'request', state: 'max' })).toBeGreaterThan(0);
    expect(sample(text, 'procura_db_pool_wait_seconds_count', { pool: 'request' })).toBeGreaterThan(0);
  });
});
