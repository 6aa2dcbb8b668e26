import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.js';

/*
 * A website typed without its scheme is accepted, https:// assumed (issue #17 point 8): the
 * shared schema adds it, so the client and vendor forms and the API agree. A scheme other than
 * http(s) is still refused, naming the field.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type TAnswer = { website?: string | null; fieldErrors?: Record<string, string[]> };

describe('websites without a scheme', () => {
  it('stores acme.com as https://acme.com on a client and a vendor, and keeps a written-out http://', async () => {
    const { accessToken: token } = await t.signIn('provider.admin@example.com');
    const client = await t.http<TAnswer>('POST', '/v1/clients', {
      token,
      body: { name: `Scheme Client ${Date.now()}`, website: 'acme-scheme.example.com/about' },
    });
    expect(client.status).toBe(201);
    expect(client.body.website).toBe('https://acme-scheme.example.com/about');

    const vendor = await t.http<TAnswer & { id: string }>('POST', '/v1/vendors', {
      token,
      body: { name: `Scheme Vendor ${Date.now()}`, website: ' www.vendor-scheme.example.com ' },
    });
    expect(vendor.status).toBe(201);
    expect(vendor.body.website).toBe('https://www.vendor-scheme.example.com');

    const edited = await t.http<TAnswer>('PATCH', `/v1/vendors/${vendor.body.id}`, { token, body: { website: 'http://plain.example.com' } });
    expect(edited.status).toBe(200);
    expect(edited.body.website).toBe('http://plain.example.com');
  });

  it('still refuses another scheme or a blank host, naming the field', async () => {
    const { accessToken: token } = await t.signIn('provider.admin@example.com');
    for (const website of ['ftp://files.example.com', 'https://', 'not a site']) {
      const res = await t.http<TAnswer>('POST', '/v1/clients', { token, body: { name: `Refused ${Date.now()}`, website } });
      expect(res.status, website).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), website).toEqual(['website']);
    }
  });
});
