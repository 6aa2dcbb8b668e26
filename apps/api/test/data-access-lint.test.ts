import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The data-access messages ESLint gives `code` as if it were the file at `filePath`. */
async function rawSqlErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'data/raw-sql').map((m) => m.message);
}

const header = "import { sql } from 'drizzle-orm';\nimport { queryRows, type TScopedTx } from '../../platform/database.js';\n";

describe('one data-access style (npm run lint)', () => {
  it('refuses a raw statement in feature code that does not say why the builder cannot write it', async () => {
    const rows = `${header}export const r = { n: (tx: TScopedTx) => queryRows<{ n: number }>(tx, sql\`select count(*) as n from users\`) };\n`;
    expect((await rawSqlErrors('apps/api/src/features/users/users.repo.ts', rows)).join()).toMatch(/query builder/);
    const execute = `${header}export const r = { async go(tx: TScopedTx) { await tx.execute(sql\`delete from users\`); } };\nexport const q = queryRows;\n`;
    expect((await rawSqlErrors('apps/api/src/features/users/user-writes.repo.ts', execute)).join()).toMatch(/query builder/);
    // A reason at the top of the file is not beside the statement.
    const headed = `// Raw SQL: everything here.\n${rows}`;
    expect((await rawSqlErrors('apps/api/src/features/users/users.repo.ts', headed)).join()).toMatch(/query builder/);
  });

  it('accepts one whose statement, function or repo says why', async () => {
    const onStatement = `${header}export const r = {\n  n(tx: TScopedTx) {\n    // Raw SQL: a set-returning function.\n    return queryRows<{ n: number }>(tx, sql\`select n from app.f()\`);\n  },\n};\n`;
    expect(await rawSqlErrors('apps/api/src/features/users/users.repo.ts', onStatement)).toEqual([]);
    const onRepo = `${header}/** Raw SQL, every statement: arrays unnested. */\nexport const r = { n: (tx: TScopedTx) => queryRows<{ n: number }>(tx, sql\`select 1 as n\`) };\n`;
    expect(await rawSqlErrors('apps/api/src/features/users/users.repo.ts', onRepo)).toEqual([]);
  });

  it('leaves platform code, seeds and tests to their own rules', async () => {
    const rows = `${header}export const r = (tx: TScopedTx) => queryRows<{ n: number }>(tx, sql\`select 1 as n\`);\n`;
    expect(await rawSqlErrors('apps/api/src/platform/jobs.ts', rows)).toEqual([]);
    expect(await rawSqlErrors('apps/api/src/db/seed/demo.ts', rows)).toEqual([]);
    expect(await rawSqlErrors('apps/api/src/features/users/users.test.ts', rows)).toEqual([]);
  });
});
