import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.js';

/** The request log as the API writes it (LOG_LEVEL info), one parsed line per entry. */
const lines: Record<string, unknown>[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({
    config: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('names the address without its query string, so a token in it never reaches the log', async () => {
    const token = 'a'.repeat(40) + 'registration-token-in-the-query';
    const res = await t.http('GET', `/v1/vendors/draft?token=${token}&search=someone%40example.com`);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('someone');
    expect(lines.filter((l) => l.reqId === requestId)).toEqual([
      expect.objectContaining({ msg: 'request completed', method: 'GET', url: '/v1/vendors/draft', statusCode: res.status }),
    ]);
  });

  it('writes one line per request, when it completes', async () => {
    const res = await t.http('GET', '/healthz?probe=1');
    const own = lines.filter((l) => l.reqId === res.headers.get('x-request-id'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ msg: 'request completed', url: '/healthz', statusCode: 200 });
    expect(typeof own[0].responseTime).toBe('number');
  });
});
