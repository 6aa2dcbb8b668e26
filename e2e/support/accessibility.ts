import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** WCAG 2.1 A and AA: what we promise customers (their procurement rules ask for it). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  /**
   * WCAG 2.5.3 (label in name, level A): axe ships the rule as experimental, so a tag
   * selection alone leaves it out; voice-control users say what they see.
   */
  rules: { 'label-content-name-mismatch': { enabled: true } },
  /**
   * Only the violations are read: axe still runs every rule, but details only the nodes that
   * fail (a busy list's result went from ~530 KB to ~55 KB to carry out of the page).
   */
  resultTypes: ['violations'],
};

/**
 * axe-core in the page itself, loaded once per document (a single-page app keeps it from screen
 * to screen) and run with `axe.run`. @axe-core/playwright loaded it twice per scan and finished
 * each scan in a new blank tab (made for cross-origin frames, which the app has none of):
 * about half of each scan's time (docs/contributing.md "Test time").
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), AXE_OPTIONS);
}

/**
 * Mantine's modals, drawers and menus fade in: axe would measure contrast on half-transparent
 * text, so wait until no transition is running (endless ones, like a loader's spin, never settle).
 */
async function waitForAnimationsToSettle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * A list being fetched again dims its rows (DataTable, while its region is aria-busy): axe would
 * measure the dimmed text's contrast, so a scan waits until no busy region holds a table.
 * Busy regions without a table (a spinner, the assistant's live text) are scanned as they are.
 */
async function waitForTablesToLoad(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]:has(table)'));
}

/**
 * Runs axe-core on the page as it is now and fails with one line per serious or critical
 * violation: rule id, what it asks for, and the selectors of the offending nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  await waitForTablesToLoad(page);
  await waitForAnimationsToSettle(page);
  const results = await runAxe(page);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map(
    (violation) =>
      `- [${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n'),
  );
  // Soft: one run reports every screen that fails, not only the first.
  expect.soft(report, `axe found serious or critical WCAG 2.1 AA violations on ${label}:\n${report.join('\n')}`).toEqual([]);
}
