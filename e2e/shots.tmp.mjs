import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const base = 'http://127.0.0.1:3000';
async function shot(email, name, path = null, viewport = { width: 1280, height: 800 }) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', name, m.text()); });
  await page.goto(base + '/login');
  if (!email) { await page.screenshot({ path: `/tmp/shots/${name}.png` }); await ctx.close(); return; }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Procura-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  if (path) await page.goto(base + path);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, page.url());
  await ctx.close();
}
await shot(null, 'login');
await shot(null, 'login-phone', null, { width: 375, height: 740 });
await shot('provider.admin@example.com', 'provider-dashboard');
await shot('vendor.admin@example.com', 'vendor-dashboard');
await shot('franchise.user@example.com', 'franchise-dashboard');
await shot('client.pm@example.com', 'clientpm-contact', '/contact-management');
await shot('provider.admin@example.com', 'provider-contact', '/contact-management');
await shot('client.admin@example.com', 'client-phone', '/dashboard', { width: 375, height: 740 });
await browser.close();
