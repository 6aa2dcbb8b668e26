import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/browser.js';
import { DEMO } from '../support/demo.js';

/*
 * Issue #17 point 8: forms that look finished. One label size and one input height in every
 * form; Save with an error out of view goes to that error; the server's field errors sit on
 * their field; required fields are marked; a negative size is refused, not turned into 0; an
 * address starts in the United States.
 */

const SHOTS = '/tmp/shots/form-behaviour';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shotAt(page: Page, name: string, focus?: Locator) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize(DESKTOP);
}

async function openDialog(page: Page, path: string, button: string, title: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openNewProperty(page: Page): Promise<Locator> {
  await page.goto('/property/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
  return page.getByRole('main');
}

interface TFieldLook {
  form: string;
  label: string;
  labelSize: string;
  /** Null for a multi-line text area, whose height follows its rows. */
  height: number | null;
}

/** Every labelled text-like input of a form: its label's font size and the input box's height. */
async function fieldLooks(scope: Locator, form: string): Promise<TFieldLook[]> {
  const rows = await scope.evaluate((root) => {
    const isTextual = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
      el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden', 'file'].includes(el.type));
    return [...root.querySelectorAll('label')].flatMap((label) => {
      const field = label.htmlFor ? document.getElementById(label.htmlFor) : null;
      if (!isTextual(field) || label.getBoundingClientRect().height === 0) return [];
      // The box drawn around the input (a multi-select's pills sit in a wrapper of their own);
      // its layout height, which a modal's opening transition (a scale) does not change.
      const box = field.closest<HTMLElement>('.mantine-Input-input') ?? field;
      return [
        {
          label: (label.textContent ?? '').replace(/\s*\*$/, ''),
          labelSize: getComputedStyle(label).fontSize,
          height: field instanceof HTMLTextAreaElement ? null : box.offsetHeight,
        },
      ];
    });
  });
  return rows.map((row) => ({ form, ...row }));
}

test.describe('forms', () => {
  test('every form has one label size and one input height', async ({ page }) => {
    await signIn(page, DEMO.providerAdmin);
    const looks: TFieldLook[] = [];
    for (const [path, button, title] of [
      ['/client', 'New client', 'New client'],
      ['/vendor', 'New vendor', 'New vendor'],
      ['/contact-management', 'Add user', 'Add user'],
      ['/role-management', 'Create role', 'Create Role'],
      ['/services', 'Add service', 'Add service'],
    ] as const) {
      const dialog = await openDialog(page, path, button, title);
      looks.push(...(await fieldLooks(dialog, title)));
      if (title === 'New vendor') await shotAt(page, 'vendor-form');
    }
    looks.push(...(await fieldLooks(await openNewProperty(page), 'New property')));
    await shotAt(page, 'property-form');

    const describe = (key: 'labelSize' | 'height') =>
      [...new Set(looks.filter((look) => look[key] !== null).map((look) => look[key]))].map(
        (value) =>
          `${value}: ${looks
            .filter((look) => look[key] === value)
            .map((look) => `${look.form} › ${look.label}`)
            .join(', ')}`,
      );
    expect(looks.length, 'fields were measured').toBeGreaterThan(30);
    expect(describe('labelSize'), 'one label size').toHaveLength(1);
    expect(describe('height'), 'one input height').toHaveLength(1);
  });
});
