import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The web layering messages ESLint gives `code` as if it were the file at `filePath` (eslint.web.js). */
async function webErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'web/imports').map((m) => m.message);
}

describe('web import boundaries (npm run lint)', () => {
  it("refuse a feature that reaches into another feature's files", async () => {
    const code = "import { useRoles } from '../../roles/queries';\nexport const r = useRoles;\n";
    expect((await webErrors('apps/web/src/features/users/components/UserFilters.tsx', code)).join()).toMatch(/through its index \(features\/roles\)/);
    const exported = "export { useRoles } from '../roles/queries';\n";
    expect((await webErrors('apps/web/src/features/users/index.ts', exported)).join()).toMatch(/through its index/);
  });

  it("let a feature use another feature's index, and its own files", async () => {
    const code = "import { useRoles } from '../../roles';\nimport { userKeys } from '../queries';\nexport const r = [useRoles, userKeys];\n";
    expect(await webErrors('apps/web/src/features/users/components/UserFilters.tsx', code)).toEqual([]);
    const index = "import { useRoles } from '../../roles/index';\nexport const r = useRoles;\n";
    expect(await webErrors('apps/web/src/features/users/components/UserFilters.tsx', index)).toEqual([]);
  });

  it('refuse lib/, components/ and providers/ knowing a feature, even through its index', async () => {
    const code = "import { useRoles } from '../features/roles';\nexport const r = useRoles;\n";
    expect((await webErrors('apps/web/src/lib/roles.ts', code)).join()).toMatch(/lib\/ knows no feature/);
    expect((await webErrors('apps/web/src/components/Roles.tsx', code)).join()).toMatch(/components\/ knows no feature/);
    const lazy = "export const load = () => import('../../features/auth/api');\n";
    expect((await webErrors('apps/web/src/providers/auth/Load.ts', lazy)).join()).toMatch(/providers\/ knows no feature/);
  });

  it("let the router lazy-load a feature's page by path, but not import one statically", async () => {
    const lazy = "import { lazy } from 'react';\nexport const Page = lazy(() => import('../../features/roles/pages/RoleManagementPage'));\n";
    expect(await webErrors('apps/web/src/app/router/module-routes.tsx', lazy)).toEqual([]);
    const eager = "import RoleManagementPage from '../../features/roles/pages/RoleManagementPage';\nexport const Page = RoleManagementPage;\n";
    expect((await webErrors('apps/web/src/app/router/module-routes.tsx', eager)).join()).toMatch(/through its index/);
  });

  it('refuse a mutation or a toast outside the mutation helper', async () => {
    const mutation = "import { useMutation } from '@tanstack/react-query';\nexport const m = useMutation;\n";
    expect((await webErrors('apps/web/src/features/roles/queries.ts', mutation)).join()).toMatch(/Changes go through useAppMutation/);
    expect(await webErrors('apps/web/src/lib/query/use-app-mutation.ts', mutation)).toEqual([]);
    const toast = "import { notify } from '../../../lib/notify';\nexport const n = notify;\n";
    expect((await webErrors('apps/web/src/features/roles/pages/RoleManagementPage.tsx', toast)).join()).toMatch(/toasts are declared on its mutation/);
    expect(await webErrors('apps/web/src/features/background-jobs/components/use-job-completion-toasts.ts', toast)).toEqual([]);
  });
});
