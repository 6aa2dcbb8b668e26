import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { syntheticMapPoints } from './map-points-fixture.js';

/**
 * Issue #8 figure: Property Maps draws its first frame with 50,000 markers ≤ 1.5 s after the
 * data arrives. The points are served by page.route, so no 50,000-row database is needed;
 * the clock is the page's own performance measure, from "the JSON is parsed" (api.ts) to
 * "the map is idle and draws markers" (property-map-view.ts).
 */
const TARGET_MS = 1_500;
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 3);
const SIZES = [5_000, 50_000] as const;

async function measureOnce(page: Page, body: string): Promise<number> {
  await page.unroute('**/v1/properties/map-points*');
  await page.route('**/v1/properties/map-points*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.goto('/property-map');
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('property-map:first-render', 'measure')[0]?.duration ?? null,
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const total = (await handle.jsonValue()) as number;
  const steps = await page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN;
    const arrived = at('property-map:data-arrived');
    return { mapReady: at('property-map:map-ready') - arrived, dataSet: at('property-map:data-set') - arrived };
  });
  process.stdout.write(`    ${total.toFixed(0)} ms (map ready at ${steps.mapReady.toFixed(0)} ms, points handed over at ${steps.dataSet.toFixed(0)} ms)\n`);
  return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('Property Maps: first render of 5,000 and 50,000 markers', async ({ page }) => {
  await signIn(page, DEMO.providerAdmin);
  const results = new Map<number, number>();
  for (const size of SIZES) {
    const body = JSON.stringify(syntheticMapPoints(size));
    // One warm-up load: the browser's cache and JIT, as a returning user has them.
    await measureOnce(page, body);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(page, body));
    results.set(size, median(runs));
    process.stdout.write(`  property map, ${size.toLocaleString('en-US')} markers: runs ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms\n`);
  }
  const small = results.get(5_000) ?? 0;
  const large = results.get(50_000) ?? 0;
  process.stdout.write(
    [
      '',
      'Property Maps first render (data arrived → markers drawn), Chromium, median',
      `  5,000 markers:  ${small.toFixed(0)} ms`,
      `  50,000 markers: ${large.toFixed(0)} ms  (target ≤ ${TARGET_MS} ms: ${large <= TARGET_MS ? 'met' : 'NOT met'})`,
      `  50k / 5k ratio: ${(large / small).toFixed(2)}×`,
      '',
    ].join('\n'),
  );
  expect(large).toBeLessThanOrEqual(TARGET_MS);
});
