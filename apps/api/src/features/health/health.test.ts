import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../../test/harness.js';

/** /readyz over HTTP with a free-space floor no disk meets (issue 16, finding 6). */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { STORAGE_FREE_MB_FLOOR: 1_000_000_000 } });
});
afterAll(() => t.close());

type TReady = { status: string; storage: { freeBytes: number | null; floorBytes: number } };

describe('/readyz', () => {
  it('answers 503 under the free-space floor, reporting the store’s free space', async () => {
    const res = await t.http<TReady>('GET', '/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('storage almost full');
    expect(res.body.storage.floorBytes).toBe(1_000_000_000 * 1024 * 1024);
    expect(res.body.storage.freeBytes).toBeGreaterThan(0);
    expect(res.body.storage.freeBytes).toBeLessThan(res.body.storage.floorBytes);
  });

  it('reuses its answer: 20 concurrent calls ping the database at most once a second', async () => {
    const { database } = t.platform;
    const ping = database.ping.bind(database);
    let pings = 0;
    database.ping = async () => {
      pings += 1;
      return ping();
    };
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.http('GET', '/readyz')));
      expect(answers.every((a) => a.status === 503)).toBe(true);
    } finally {
      database.ping = ping;
    }
    // The calls take milliseconds: at most the answer cached before them expires once in between.
    expect(pings).toBeLessThanOrEqual(2);
  });
});
