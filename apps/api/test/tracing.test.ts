import crypto from 'node:crypto';
import type { TBackgroundJob } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settledJob, startAppWithExportJobs, type TAppWithExportJobs } from './background-jobs.js';
import { startFakeOtlp, type TFakeOtlp } from './fake-otlp.js';
import { DEMO_ACCOUNTS, PASSWORD, startTestApp, type TSession, type TTestApp } from './harness.js';

/*
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, the API's spans arrive at an OpenTelemetry collector (a
 * fake one on loopback, speaking OTLP/HTTP with JSON): a request's SERVER span, under the
 * caller's trace, with its database work, a job it queued and the job's mail as its children.
 * Unset, nothing is sent and the SDK is never loaded (docs/operations.md "Tracing (OpenTelemetry)").
 */

// Whether the API ever loaded the SDK: each records its first import, then is the real one.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@opentelemetry/sdk-trace', async (importOriginal) => {
  loaded.add('@opentelemetry/sdk-trace');
  return importOriginal();
});
vi.mock('@opentelemetry/exporter-trace-otlp-http', async (importOriginal) => {
  loaded.add('@opentelemetry/exporter-trace-otlp-http');
  return importOriginal();
});

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;
const ERROR = 2;

let collector: TFakeOtlp;
beforeAll(async () => {
  collector = await startFakeOtlp();
});
afterAll(() => collector?.close());

// First: the SDK must not have been loaded by anything before this.
describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('sends nothing and never loads the SDK', async () => {
    const admin = await t.signIn(DEMO_ACCOUNTS.providerAdmin);
    const res = await t.http('GET', '/v1/background-jobs', {
      token: admin.accessToken,
      headers: { traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01` },
    });
    expect(res.status).toBe(200);
    expect(t.platform.tracing.enabled).toBe(false);
    await t.platform.tracing.flush();
    expect(collector.bodies).toEqual([]);
    expect([...loaded]).toEqual([]);
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let t: TTestApp;
  let admin: TSession;
  let setExportHandler: TAppWithExportJobs['setExportHandler'];

  beforeAll(async () => {
    ({ t, admin, setExportHandler } = await startAppWithExportJobs({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url }));
  });
  afterAll(() => t?.close());

  it('sends the SERVER span of a request, under the caller trace, with its database work as a child', async () => {
    const traceId = crypto.randomBytes(16).toString('hex');
    const callerSpanId = crypto.randomBytes(8).toString('hex');
    const res = await t.http('GET', '/v1/background-jobs?limit=5', { token: admin.accessToken, headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });
    expect(res.status).toBe(200);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    await t.platform.tracing.flush();

    const server = await collector.waitForSpan((s) => s.attributes['procura.request_id'] === requestId);
    expect(server).toMatchObject({ name: 'GET /v1/background-jobs', kind: SERVER, traceId, parentSpanId: callerSpanId, statusCode: 0 });
    expect(server.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/v1/background-jobs',
      'http.response.status_code': 200,
      'procura.workspace.kind': 'provider',
    });
    expect(server.resource).toMatchObject({ 'service.name': 'procura-api', 'service.version': '0.1.0' });
    const child = await collector.waitForSpan((s) => s.parentSpanId === server.spanId);
    expect(child).toMatchObject({ name: 'db transaction', kind: CLIENT, traceId });
    expect(child.attributes).toMatchObject({ 'db.system.name': 'postgresql', 'procura.db.scope': 'scoped' });
    // Its statements under it, named by verb and table only.
    const statement = await collector.waitForSpan((s) => s.parentSpanId === child.spanId && s.name === 'SELECT background_jobs');
    expect(statement).toMatchObject({ kind: CLIENT, traceId });
    expect(statement.attributes).toMatchObject({ 'db.operation.name': 'SELECT', 'db.collection.name': 'background_jobs' });
    expect(collector.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
    // The check of the run without an endpoint sees the SDK load when it does.
    expect([...loaded].sort()).toEqual(['@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/sdk-trace']);
  });

  it('starts a trace of its own without a traceparent, and marks a 5xx as an error', async () => {
    vi.spyOn(t.services.geography, 'countries').mockRejectedValueOnce(new Error('the country list broke for someone@example.com'));
    const res = await t.http('GET', '/v1/countries', { token: admin.accessToken });
    expect(res.status).toBe(500);
    await t.platform.tracing.flush();
    const server = await collector.waitForSpan((s) => s.attributes['procura.request_id'] === res.headers.get('x-request-id'));
    expect(server).toMatchObject({ name: 'GET /v1/countries', kind: SERVER, statusCode: ERROR });
    expect(server.parentSpanId).toBeUndefined();
    expect(server.attributes).toMatchObject({ 'http.response.status_code': 500, 'error.type': '500' });
  });

  it('traces a queued job under the request that asked for it, and its mail under the job', async () => {
    setExportHandler(async () => {
      await t.platform.mailer.send({ to: 'someone@example.com', subject: 'Your export', text: 'ready', html: '<p>ready</p>' });
    });
    const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', { token: admin.accessToken, body: { entity: 'users', format: 'csv' } });
    expect(started.status).toBe(202);
    expect((await settledJob(t, admin, started.body.id, 20_000)).status).toBe('success');
    await t.platform.tracing.flush();

    const request = await collector.waitForSpan((s) => s.attributes['procura.request_id'] === started.headers.get('x-request-id') && s.kind === SERVER);
    const job = await collector.waitForSpan((s) => s.attributes['procura.job.id'] === started.body.id);
    expect(job).toMatchObject({ name: 'job data_export', kind: CONSUMER, traceId: request.traceId, parentSpanId: request.spanId, statusCode: 0 });
    expect(job.attributes).toMatchObject({ 'procura.job.kind': 'data_export', 'procura.job.outcome': 'success' });
    const mail = await collector.waitForSpan((s) => s.name === 'mail send' && s.parentSpanId === job.spanId);
    expect(mail).toMatchObject({ kind: CLIENT, traceId: request.traceId });
  });

  it('puts no personal data, secret or message text in any span', async () => {
    await t.platform.tracing.flush();
    const sent = collector.bodies.join('\n');
    for (const secret of [admin.accessToken, DEMO_ACCOUNTS.providerAdmin, PASSWORD, 'someone@example.com', 'the country list broke', 'limit=5']) {
      expect(sent).not.toContain(secret);
    }
    // No SQL text: drizzle writes quoted identifiers and numbered parameters.
    expect(sent).not.toMatch(/\\"background_jobs\\"|\$1|select "/i);
  });
});
