import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The file-length findings ESLint gives a file of `lines` statements (plus blank lines and comments) at `filePath`. */
async function lengthFindings(filePath: string, lines: number): Promise<{ rule: string | null; severity: number }[]> {
  const code = Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};\n\n// a comment does not count\n`).join('');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId?.includes('max-lines')).map((m) => ({ rule: m.ruleId, severity: m.severity }));
}

describe('file length (npm run lint, docs/contributing.md "Style")', () => {
  it('says nothing up to 300 lines of code, however many blank lines and comments', async () => {
    expect(await lengthFindings('apps/api/src/features/roles/roles.service.ts', 300)).toEqual([]);
  });

  it('warns past 300 lines and fails past 500, tests included', async () => {
    expect(await lengthFindings('apps/api/src/features/roles/roles.service.ts', 301)).toEqual([{ rule: 'max-lines', severity: 1 }]);
    expect(await lengthFindings('apps/web/src/features/roles/pages/RolesPage.tsx', 501)).toEqual([
      { rule: 'max-lines', severity: 1 },
      { rule: 'size/max-lines-hard', severity: 2 },
    ]);
    expect(await lengthFindings('apps/api/src/features/roles/roles.test.ts', 501)).toContainEqual({ rule: 'size/max-lines-hard', severity: 2 });
  });
});
