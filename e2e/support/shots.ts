import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for a person to look at, not assertions: the page at its own width and at 390 px
 * (a phone), as /tmp/shots/<folder>/<name>-<width>.png; the viewport is put back afterwards.
 * `show` is scrolled into view at each width (the narrow layout moves it).
 */
export async function shotAt(page: Page, folder: string, name: string, show?: Locator) {
  // CI has no one to look at them (~130 pairs a run, each with a relayout at 390 px): SHOTS=1 there.
  if (process.env.CI && process.env.SHOTS !== '1') return;
  const dir = `/tmp/shots/${folder}`;
  fs.mkdirSync(dir, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await show?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}-${desktop.width}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await show?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize(desktop);
}
