import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { readMail } from '../support/mail.js';
import { expectToast, uniqueTag } from '../support/people.js';
import { DEMO } from '../support/demo.js';
import { shotAt } from '../support/shots.js';
import { openSignedIn } from '../support/signed-in.js';
import { apiGet, apiPost } from '../support/api.js';

/**
 * Get in touch (issue 20 item 4, docs/product.md "Get in touch"): a visitor sends the public
 * form on a phone and on a desktop; the provider's inbox (set in Settings) and the sender get
 * the mail; the provider finds the request in its list and turns it into a client.
 */

const SHOTS = 'get-in-touch';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function fillForm(page: Page, visitor: { name: string; company: string; email: string }) {
  await page.getByRole('textbox', { name: 'Your name' }).fill(visitor.name);
  await page.getByRole('textbox', { name: 'Company' }).fill(visitor.company);
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(visitor.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 (512) 555-0142');
  await page.getByRole('textbox', { name: 'How many properties?' }).fill('24');
  await page.getByRole('textbox', { name: 'What do you need?' }).fill('Janitorial and landscaping for our Austin offices from March.');
}

test.describe('Get in touch', () => {
  test('a visitor sends the form on a phone and a desktop; the provider’s inbox and the sender are mailed', async ({ page, browser }) => {
    test.slow();
    const tag = uniqueTag('touch');
    const inbox = `sales-${tag}@example.com`;
    const phoneVisitor = { name: `Dana Phone ${tag}`, company: `Phone Estates ${tag}`, email: `dana-${tag}@example.com` };
    const deskVisitor = { name: `Lee Desk ${tag}`, company: `Desk Holdings ${tag}`, email: `lee-${tag}@example.com` };

    // The provider sets where requests are mailed.
    await openSignedIn(page, DEMO.providerAdmin, '/settings');
    const inboxField = page.getByRole('textbox', { name: 'Requests inbox' });
    await inboxField.fill('not an address');
    await page.getByRole('button', { name: 'Save inbox' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await inboxField.fill(inbox);
    await page.getByRole('button', { name: 'Save inbox' }).click();
    await expectToast(page, 'Inbox Saved', `New get-in-touch requests are e-mailed to ${inbox}.`);

    // A visitor on a phone: the form names what is missing, then sends.
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await phoneContext.newPage();
    await phone.goto('/public_route');
    await expect(heading(phone, 'Get in touch')).toBeVisible();
    await phone.getByRole('button', { name: 'Send request' }).click();
    await expect(phone.getByText('Enter your name.')).toBeVisible();
    await expect(phone.getByText('Enter how many properties you have.')).toBeVisible();
    await expectNoSeriousA11yViolations(phone, 'get in touch: errors on a phone');
    await phone.screenshot({ path: `/tmp/shots/${SHOTS}/form-errors-390.png`, fullPage: true });
    await fillForm(phone, phoneVisitor);
    await phone.getByRole('textbox', { name: 'Work e-mail' }).fill('dana@');
    await phone.getByRole('button', { name: 'Send request' }).click();
    await expect(phone.getByText('Enter a valid e-mail address.')).toBeVisible();
    await phone.getByRole('textbox', { name: 'Work e-mail' }).fill(phoneVisitor.email);
    await phone.getByRole('button', { name: 'Send request' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
    await expectNoSeriousA11yViolations(phone, 'get in touch: sent on a phone');
    await phone.screenshot({ path: `/tmp/shots/${SHOTS}/sent-390.png`, fullPage: true });
    await phoneContext.close();

    // A visitor on a desktop, with the keyboard: every field is reachable in order.
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await deskContext.newPage();
    await desk.goto('/public_route');
    await expect(heading(desk, 'Get in touch')).toBeVisible();
    await desk.getByRole('textbox', { name: 'Your name' }).focus();
    for (const field of ['Company', 'Work e-mail', 'Phone', 'How many properties?', 'What do you need?']) {
      await desk.keyboard.press('Tab');
      await expect(desk.getByRole('textbox', { name: field })).toBeFocused();
    }
    await fillForm(desk, deskVisitor);
    await shotAt(desk, SHOTS, 'form-filled');
    await desk.getByRole('button', { name: 'Send request' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
    await expectNoSeriousA11yViolations(desk, 'get in touch: sent on a desktop');
    await deskContext.close();

    // The mail: the provider's inbox for each, and an acknowledgement to each sender.
    for (const visitor of [phoneVisitor, deskVisitor]) {
      const notice = await readMail(inbox, (mail) => mail.text.includes(visitor.company));
      expect(notice.text).toContain(visitor.email);
      const ack = await readMail(visitor.email, (mail) => mail.text.includes('Thank you for getting in touch'));
      expect(ack.text).toContain('Properties: 24');
    }
  });

  test('the provider finds a request in its list and makes it a client', async ({ page }) => {
    test.slow();
    const tag = uniqueTag('touchc');
    const phoneVisitor = { name: `Dana Phone ${tag}`, company: `Phone Estates ${tag}`, email: `dana-${tag}@example.com` };
    const deskVisitor = { name: `Lee Desk ${tag}`, company: `Desk Holdings ${tag}`, email: `lee-${tag}@example.com` };
    for (const visitor of [phoneVisitor, deskVisitor]) {
      const { formToken } = await apiGet('', '/v1/public/get-in-touch/form-token');
      await apiPost(undefined, '/v1/public/get-in-touch', {
        ...visitor,
        phone: '+1 (512) 555-0142',
        propertiesCount: 24,
        need: 'Janitorial services.',
        formToken,
      });
    }

    // The provider finds the requests from the client list, and searches its list on the server.
    await openSignedIn(page, DEMO.providerAdmin, '/client');
    await page.getByRole('link', { name: 'Get-in-touch requests' }).click();
    await expect(heading(page, 'Get-in-touch requests')).toBeVisible();
    // The list answers the search after its debounce: until then it shows (and then dims) every request.
    const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === tag);
    await page.getByRole('searchbox', { name: 'Search requests' }).fill(tag);
    await searched;
    const table = page.getByRole('table', { name: 'Get-in-touch requests' });
    await expect(table.getByRole('row').filter({ hasText: phoneVisitor.company })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: deskVisitor.company })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'get-in-touch requests list');
    await shotAt(page, SHOTS, 'requests');

    // One becomes a client: the client form starts from the request.
    const row = table.getByRole('row').filter({ hasText: deskVisitor.company });
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Make a client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await expect(dialog.getByLabel('Client name')).toHaveValue(deskVisitor.company);
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue(new RegExp(deskVisitor.email));
    await expectNoSeriousA11yViolations(page, 'client form from a request');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(heading(page, deskVisitor.company)).toBeVisible();

    await page.goBack();
    await expect(heading(page, 'Get-in-touch requests')).toBeVisible();
    await expect(row.getByText('Converted', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: deskVisitor.company })).toBeVisible();

    // Its History: the arrival from the public page, then the move to Converted, by whom.
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: `History of ${deskVisitor.company}’s request` });
    await expect(history.getByText('Received from the public page')).toBeVisible();
    await expect(history.getByText('Status changed')).toBeVisible();
    await expect(history.getByTestId('history-change').filter({ hasText: 'New → Converted' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'request history');
    await shotAt(page, SHOTS, 'request-history');
  });
});
