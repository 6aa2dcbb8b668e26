import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('import boundaries (npm run lint)', () => {
  it('refuse a route that reaches its repo', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/features/roles/roles.routes.ts',
      "import { rolesRepo } from './roles.repo.js';\nexport const r = rolesRepo;\n",
    );
    expect(errors.join()).toMatch(/Routes call services/);
  });

  it("refuse a feature that reaches another feature's repo", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/features/users/users.service.ts',
      "import { rolesRepo } from '../roles/roles.repo.js';\nexport const r = rolesRepo;\n",
    );
    expect(errors.join()).toMatch(/through that feature's service/);
  });

  it('refuse the system handle outside identity, platform, seed and tests', async () => {
    const code = "import { systemDb } from '../../platform/system-db.js';\nexport const s = systemDb;\n";
    expect((await boundaryErrors('apps/api/src/features/roles/roles.service.ts', code)).join()).toMatch(/system handle sees every tenant/);
    expect(await boundaryErrors('apps/api/src/features/auth/sessions.service.ts', code)).toEqual([]);
  });

  it('refuse platform code that knows a feature', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/platform/jobs.ts',
      "import { usersRepo } from '../features/users/users.repo.js';\nexport const u = usersRepo;\n",
    );
    expect(errors.join()).toMatch(/platform\/ knows no feature/);
  });

  it('refuse the web app importing the API, and shared code importing an app or Node', async () => {
    expect(
      (await boundaryErrors('apps/web/src/lib/http.ts', "import { buildApp } from '../../../api/src/app.js';\nexport const b = buildApp;\n")).join(),
    ).toMatch(/over HTTP/);
    expect((await boundaryErrors('packages/shared/src/roles.ts', "import fs from 'node:fs';\nexport const f = fs;\n")).join()).toMatch(/pure TypeScript/);
  });

  it('refuse the web app evaluating a policy instead of reading abilities', async () => {
    const code = "import { vendorAbilities } from '@procura/shared/policies';\nexport const v = vendorAbilities;\n";
    expect((await boundaryErrors('apps/web/src/features/vendors/pages/VendorListPage.tsx', code)).join()).toMatch(/abilities/);
    const byPath = "import { vendorAbilities } from '../../../../../packages/shared/src/policies/vendors.js';\nexport const v = vendorAbilities;\n";
    expect((await boundaryErrors('apps/web/src/features/vendors/pages/VendorListPage.tsx', byPath)).join()).toMatch(/abilities/);
    expect(await boundaryErrors('apps/api/src/features/vendors/vendor-access.ts', code)).toEqual([]);
  });

  it("refuse the web app re-deriving a rule from the shared package's rule builders", async () => {
    const file = 'apps/web/src/features/scope-of-work/components/PropertyScopesSection.tsx';
    const permission = "import { can } from '@procura/shared';\nexport const c = can;\n";
    expect((await boundaryErrors(file, permission)).join()).toMatch(/abilities/);
    const lifecycle = "import { CLIENT_SOW_LIFECYCLE, ROUTES } from '@procura/shared';\nexport const l = [CLIENT_SOW_LIFECYCLE, ROUTES];\n";
    expect(await boundaryErrors(file, lifecycle)).toHaveLength(1);
    const byPath = "import { can } from '../../../../../../packages/shared/src/permissions.js';\nexport const c = can;\n";
    expect((await boundaryErrors(file, byPath)).join()).toMatch(/by its name/);
    // Contracts, labels and the navigation table stay the web app's to use.
    const contracts =
      "import { ROUTES, STATUS_LABELS, ZClientSowSchema } from '@procura/shared';\nexport const r = [ROUTES, STATUS_LABELS, ZClientSowSchema];\n";
    expect(await boundaryErrors(file, contracts)).toEqual([]);
    expect(await boundaryErrors('apps/api/src/features/roles/roles.service.ts', permission)).toEqual([]);
  });

  it('keep every policy out of the shared package the web app imports', async () => {
    const shared = await import('@procura/shared');
    const policies = await import('@procura/shared/policies');
    expect(Object.keys(policies).filter((name) => name in shared)).toEqual([]);
  });

  it('let a service use its own repo', async () => {
    expect(
      await boundaryErrors('apps/api/src/features/roles/roles.service.ts', "import { rolesRepo } from './roles.repo.js';\nexport const r = rolesRepo;\n"),
    ).toEqual([]);
  });

  describe('features own their tables (eslint.boundaries.js SCHEMA_OWNERS)', () => {
    const service = 'apps/api/src/features/vendors/vendor-example.repo.ts';

    it("refuse another feature's schema file, and the whole schema", async () => {
      const properties = "import { properties } from '../../db/schema/properties.js';\nexport const p = properties;\n";
      expect(
        (
          await boundaryErrors(
            'apps/api/src/features/clients/clients.repo.ts',
            properties.replace('properties.js', 'vendors.js').replaceAll('properties', 'vendors'),
          )
        ).join(),
      ).toMatch(/imports its own schema files/);
      expect((await boundaryErrors(service, "import { users } from '../../db/schema/index.js';\nexport const u = users;\n")).join()).toMatch(
        /imports its own schema files/,
      );
      expect((await boundaryErrors('apps/api/src/features/roles/roles.routes.ts', properties)).join()).toMatch(/imports its own schema files/);
    });

    it('refuse a write to a table the feature may only join', async () => {
      const code =
        "import { tenants } from '../../db/schema/tenancy.js';\nexport const rename = (tx: { update(t: unknown): unknown }) => tx.update(tenants);\n";
      expect(await boundaryErrors(service, code)).toEqual([]);
      expect((await boundaryErrors(service, code, 'no-restricted-syntax')).join()).toMatch(/only reads this table/);
    });

    it('let a feature use its own tables and read the listed joins', async () => {
      const code =
        "import { vendors } from '../../db/schema/vendors.js';\nimport { clients } from '../../db/schema/clients.js';\nimport { states } from '../../db/schema/geography.js';\nexport const v = [vendors, clients, states];\nexport const write = (tx: { insert(t: unknown): unknown }) => tx.insert(vendors);\n";
      expect(await boundaryErrors(service, code)).toEqual([]);
      expect(await boundaryErrors(service, code, 'no-restricted-syntax')).toEqual([]);
    });
  });
});
