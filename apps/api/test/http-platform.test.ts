import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { BODY_LIMIT_BYTES: 4096 } });
});
afterAll(() => t.close());

describe('HTTP platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.http('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.http('GET', '/readyz')).body).toEqual({ status: 'ready', storage: { freeBytes: expect.any(Number), floorBytes: 1024 * 1024 * 1024 } });
  });

  it('puts a request id on every response and in the error body', async () => {
    const res = await t.http<{ requestId: string }>('GET', '/v1/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('uses one error shape', async () => {
    const res = await t.http('GET', '/v1/nowhere');
    expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'requestId', 'statusCode']);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('says what is wrong in words a person reads: a broken link, the first field to fix, the filters', async () => {
    const { accessToken } = await t.signIn('provider.admin@example.com');
    const link = await t.http<{ message: string; fieldErrors: Record<string, string[]> }>('GET', '/v1/clients/not-an-id', { token: accessToken });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe('This link is broken: it does not point to a valid record.');
    expect(Object.keys(link.body.fieldErrors)).toEqual(['id']);

    const body = await t.http<{ message: string; fieldErrors: Record<string, string[]> }>('POST', '/v1/clients', { token: accessToken, body: { name: '' } });
    expect(body.status).toBe(400);
    const [first, ...others] = Object.values(body.body.fieldErrors).map((messages) => messages[0]);
    expect(body.body.message).toBe(others.length === 0 ? first : `${first} (and ${others.length} more)`);
    expect(body.body.message).not.toMatch(/^Invalid /);

    const filters = await t.http<{ message: string }>('GET', '/v1/clients?limit=100000', { token: accessToken });
    expect(filters.status).toBe(400);
    expect(filters.body.message).toBe('Some filters are not valid: limit.');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await fetch(`${t.baseUrl}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { statusCode: number }).statusCode).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.http('POST', '/v1/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(10_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: 'The request is too large.' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.http('GET', '/healthz');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows no cross-origin browser calls unless configured', async () => {
    const res = await fetch(`${t.baseUrl}/v1/users/profile`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.http<{ openapi: string; paths: Record<string, unknown> }>('GET', '/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/v1/auth/login', '/v1/users/profile', '/v1/background-jobs']));
  });
});
