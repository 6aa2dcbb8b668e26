import type { TBackgroundJob } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settledJob, startAppWithExportJobs, type TAppWithExportJobs } from './background-jobs.js';
import { startFakeSentry, type TFakeSentry } from './fake-sentry.js';
import type { TSession, TTestApp } from './harness.js';

/*
 * With SENTRY_DSN set, an error the API could not answer arrives at the Sentry ingest (a fake
 * one on loopback, speaking the envelope protocol) tagged with the request id the caller got;
 * a refusal (4xx) is the caller's and is not sent (docs/operations.md "Metrics and error reporting").
 */

let t: TTestApp;
let sentry: TFakeSentry;
let admin: TSession;
let setExportHandler: TAppWithExportJobs['setExportHandler'];

beforeAll(async () => {
  sentry = await startFakeSentry();
  ({ t, admin, setExportHandler } = await startAppWithExportJobs({ SENTRY_DSN: sentry.dsn }));
});
afterAll(async () => {
  await t?.close();
  await sentry?.close();
});

describe('error reporting with a DSN', () => {
  it('sends an API error with the request id the caller was given', async () => {
    vi.spyOn(t.services.geography, 'countries').mockRejectedValueOnce(new Error('the country list broke'));
    const res = await t.http<{ requestId: string; message: string }>('GET', '/v1/countries', { token: admin.accessToken });
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('An unknown error has occurred.');
    const requestId = res.body.requestId;
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const event = await sentry.waitForEvent((e) => e.tags?.request_id === requestId);
    expect(event.exception?.values?.[0]).toMatchObject({ type: 'Error', value: 'the country list broke' });
    expect(event.tags).toMatchObject({ request_id: requestId, route: 'GET /v1/countries' });
    // Who asked stays here: no token, no address.
    expect(JSON.stringify(event)).not.toContain(admin.accessToken);
    expect([undefined, '[Filtered]']).toContain(event.request?.headers?.authorization);
    expect(event.user?.ip_address).toBeUndefined();
  });

  it('sends a job that failed unexpectedly, with its job id and the id of the request that asked for it', async () => {
    setExportHandler(() => Promise.reject(new Error('the export broke')));
    const started = await t.http<TBackgroundJob>('POST', '/v1/export-data', { token: admin.accessToken, body: { entity: 'users', format: 'csv' } });
    expect(started.status).toBe(202);
    expect((await settledJob(t, admin, started.body.id, 20_000)).status).toBe('error');
    const event = await sentry.waitForEvent((e) => e.tags?.job_id === started.body.id);
    expect(event.tags?.request_id).toBe(started.headers.get('x-request-id'));
    expect(event.exception?.values?.[0]?.value).toBe('the export broke');
  });

  it('does not send a refusal', async () => {
    const res = await t.http<{ requestId: string }>('GET', '/v1/countries?limit=nope', { token: admin.accessToken });
    expect(res.status).toBe(400);
    await t.platform.errors.flush(2_000);
    expect(sentry.events().filter((e) => e.tags?.request_id === res.body.requestId)).toEqual([]);
  });

  it('leaves /metrics off without METRICS_TOKEN', async () => {
    expect(t.platform.metrics.enabled).toBe(false);
    expect((await t.http('GET', '/metrics')).status).toBe(404);
  });
});
