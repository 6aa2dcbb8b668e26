import type { Locator, Page, Route } from '@playwright/test';

/**
 * Types the whole text into a picker at once and presses ↓ Enter before the server has answered
 * the search for it: the answers to exactly that text are held back until the keys are pressed,
 * so the picker can only choose from what it knew before (issue #17: a fast typist picked an
 * older, wider list's first option). Other calls go through untouched.
 */
export async function typeFast(page: Page, combobox: Locator, text: string) {
  const held: Route[] = [];
  const hold = async (route: Route) => {
    const search = new URL(route.request().url()).searchParams.get('search');
    if (search !== null && search.trim() === text.trim()) held.push(route);
    else await route.continue();
  };
  await page.route(/\/v1\//, hold);
  try {
    await combobox.click();
    await combobox.fill(text);
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
  } finally {
    await page.unroute(/\/v1\//, hold);
    // The page may have cancelled a held call meanwhile (its query moved on): nothing to answer then.
    for (const route of held) await route.continue().catch(() => undefined);
  }
}
