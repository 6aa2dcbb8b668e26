import { expect, test } from '@playwright/test';
import { apiSignIn } from '../support/api.js';
import { clusterState, ensureRunning } from '../support/cluster/control.js';
import { measureThroughput } from '../support/cluster/throughput.js';
import { DEMO } from '../support/demo.js';

/*
 * A figure, not a check (`npm run bench:scale-out -w e2e`, the `bench` project of
 * scale-out.config.ts, which exists only with SCALE_OUT_BENCH=1): requests per second through
 * nginx to both API processes, and to the first only, in the same run, and where the CPU went.
 */
test('throughput: two API processes against one', { tag: '@scale-out' }, async () => {
  test.setTimeout(120_000);
  await ensureRunning('api-0', 'api-1');
  const token = await apiSignIn(DEMO.providerAdmin);
  const { processes } = await clusterState();
  const pids = Object.fromEntries(processes.filter((p) => p.kind === 'api' && p.pid).map((p) => [p.name, p.pid!]));
  const figures = await measureThroughput({
    request: { method: 'GET', path: '/v1/service-categories', headers: { authorization: `Bearer ${token}` } },
    apiPids: pids,
    seconds: Number(process.env.SCALE_OUT_BENCH_SECONDS ?? 8),
    rounds: 4,
    concurrency: 16,
  });
  process.stdout.write(`scale-out throughput: ${JSON.stringify(figures, null, 2)}\n`);
  test.info().annotations.push({ type: 'throughput', description: JSON.stringify(figures) });
  expect(figures.one.failed + figures.two.failed).toBe(0);
});
