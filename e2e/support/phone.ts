import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** The narrowest phone the screens are laid out for. */
export const PHONE_WIDTH = 375;

/**
 * At 375 px the page fits the screen: no sideways page scroll (wide tables scroll inside their
 * own box), and the switch from the desktop layout puts the content at the left edge at once
 * (the shell's side-navigation padding used to slide away, leaving the page half off-screen for a
 * moment). Saves /tmp/shots/<folder>/<name>-375.png to look at; the viewport is put back.
 */
export async function expectFitsPhone(page: Page, folder: string, name: string, show?: Locator) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const slides: string[] = [];
    Object.assign(window, { contentSlides: slides });
    main?.addEventListener('transitionrun', (event) => {
      if (event.target === main) slides.push(event.propertyName);
    });
  });
  await page.setViewportSize({ width: PHONE_WIDTH, height: 812 });
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${name}: the page scrolls sideways at ${PHONE_WIDTH} px`,
    })
    .toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => (window as Window & { contentSlides?: string[] }).contentSlides), `${name}: the content slides in`).toEqual([]);
  await show?.scrollIntoViewIfNeeded();
  const dir = `/tmp/shots/${folder}`;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${PHONE_WIDTH}.png` });
  await page.setViewportSize(desktop);
}
