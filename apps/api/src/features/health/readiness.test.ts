import { describe, expect, it } from 'vitest';
import { createReadiness } from './readiness.js';

/** The readiness check on a clock of its own: the one-second reuse, the database, the free-space floor. */
function harness(options: { free?: number | null; pingFails?: boolean } = {}) {
  let clock = 1_000_000;
  let pings = 0;
  let free = options.free === undefined ? 10_000 : options.free;
  const check = createReadiness({
    ping: async () => {
      pings += 1;
      if (options.pingFails) throw new Error('connection refused');
    },
    freeBytes: async () => free,
    floorBytes: 5_000,
    now: () => clock,
  });
  return {
    check,
    advance: (ms: number) => (clock += ms),
    setFree: (bytes: number) => (free = bytes),
    pings: () => pings,
  };
}

describe('readiness', () => {
  it('pings the database once a second however often it is asked, concurrent callers included', async () => {
    const h = harness();
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.check()));
    expect(answers.every((a) => a.ready)).toBe(true);
    expect(h.pings()).toBe(1);
    h.advance(999);
    await h.check();
    expect(h.pings()).toBe(1);
    h.advance(1);
    await h.check();
    expect(h.pings()).toBe(2);
  });

  it('is not ready under the free-space floor, and says how much is free', async () => {
    const h = harness();
    expect(await h.check()).toEqual({ ready: true, status: 'ready', storage: { freeBytes: 10_000, floorBytes: 5_000 } });
    h.setFree(4_999);
    h.advance(1000);
    expect(await h.check()).toEqual({ ready: false, status: 'storage almost full', storage: { freeBytes: 4_999, floorBytes: 5_000 } });
  });

  it('is not ready without the database; a store that cannot tell its free space (S3) is never "full"', async () => {
    expect(await harness({ pingFails: true }).check()).toMatchObject({ ready: false, status: 'database unreachable' });
    expect(await harness({ free: null }).check()).toEqual({ ready: true, status: 'ready', storage: { freeBytes: null, floorBytes: 5_000 } });
  });
});
