import os from 'node:os';
import { expect, test, type Page } from '@playwright/test';
import '../support/property-map.js';
import { signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';
import { syntheticMapPoints } from './map-points-fixture.js';

/**
 * Issue #8 figure: Property Maps draws its first frame with 50,000 markers ≤ 1.5 s after the
 * data arrives. The points are served by page.route, so no 50,000-row database is needed; the
 * clock is the page's own performance measure, from "the JSON is parsed" (api.ts) to "the map
 * is idle and draws markers" (property-map-view.ts).
 *
 * Two arrivals:
 * - "after the map is up": the answer comes once the map has loaded, as it does in use (the
 *   server takes longer to list 50,000 properties than the browser takes to start the map).
 *   This is the markers' own cost, compared with the target.
 * - "cold": the answer is there at once, so the clock also runs while the map starts
 *   (maplibre's code, its worker, the base map). Printed beside it.
 */
const TARGET_MS = 1_500;
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 3);
const SIZES = [5_000, 50_000] as const;
type TArrival = 'after the map is up' | 'cold';
const ARRIVALS: readonly TArrival[] = ['after the map is up', 'cold'];

async function measureOnce(page: Page, body: string, arrival: TArrival): Promise<number> {
  await page.unroute('**/v1/properties/map-points*');
  await page.route('**/v1/properties/map-points*', async (route) => {
    if (arrival === 'after the map is up') await page.waitForFunction(() => window.__procuraPropertyMap?.loaded() ?? false, undefined, { polling: 50 });
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.goto('/property-map');
  const handle = await page.waitForFunction(() => performance.getEntriesByName('property-map:first-render', 'measure')[0]?.duration ?? null, undefined, {
    timeout: 120_000,
    polling: 100,
  });
  return (await handle.jsonValue()) as number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

test('Property Maps: first render of 5,000 and 50,000 markers', async ({ page }) => {
  await signIn(page, DEMO.providerAdmin);
  const results = new Map<string, number>();
  for (const size of SIZES) {
    const body = JSON.stringify(syntheticMapPoints(size));
    for (const arrival of ARRIVALS) {
      // One warm-up load: the browser's cache and JIT, as a returning user has them.
      await measureOnce(page, body, arrival);
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(page, body, arrival));
      results.set(`${size}/${arrival}`, median(runs));
      process.stdout.write(`  ${size.toLocaleString('en-US')} markers, data ${arrival}: ${runs.map(ms).join(', ')}\n`);
    }
  }
  const figure = (size: number, arrival: TArrival) => results.get(`${size}/${arrival}`) ?? NaN;
  const large = figure(50_000, 'after the map is up');
  const lines = [
    '',
    `Property Maps first render (data arrived → markers drawn), Chromium (SwiftShader WebGL), median of ${RUNS}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    '  markers   data after the map is up   cold (map starts too)',
    ...SIZES.map(
      (size) =>
        `  ${size.toLocaleString('en-US').padStart(6)}    ${ms(figure(size, 'after the map is up')).padStart(24)}   ${ms(figure(size, 'cold')).padStart(21)}`,
    ),
    `  50,000 after the map is up: ${ms(large)}, target ≤ ${ms(TARGET_MS)}: ${large <= TARGET_MS ? 'met' : 'NOT met'}; 50k / 5k = ${(large / figure(5_000, 'after the map is up')).toFixed(2)}×`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
  expect(large).toBeLessThanOrEqual(TARGET_MS);
});
