import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/database.js';
import { systemDb } from '../src/platform/system-db.js';
import { startTestApp, type TTestApp } from './harness.js';

/** The e-mail addresses in README.md's demo-accounts table. */
function readmeDemoAccounts(): string[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('Demo accounts'));
  return [...table.matchAll(/^\| ([^\s|]+@[^\s|]+) \|/gm)].map((m) => m[1] ?? '');
}

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('README demo accounts', () => {
  it('lists every demo account a person can sign in with, and each of them signs in', async () => {
    const canSignIn = await queryRows<{ email: string }>(
      systemDb(t.platform.database),
      sql`select email from users where deleted_at is null and status = 'ACTIVE' and authorized and password_hash is not null order by email`,
    );
    const listed = readmeDemoAccounts();
    expect([...listed].sort()).toEqual(canSignIn.map((u) => u.email));
    for (const email of listed) await expect(t.signIn(email)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });
});
