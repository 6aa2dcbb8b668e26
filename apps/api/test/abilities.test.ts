import {
  canGrantPermission,
  clientAbilities,
  clientSowAbilities,
  propertyAbilities,
  roleAbilities,
  sowLibraryAbilities,
  userAbilities,
  vendorAbilities,
  workspaceAbilities,
} from '@procura/shared/policies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPermissionCatalog, TProfile } from '@procura/shared';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, startTestApp, type TTestApp } from './harness.js';

/*
 * docs/architecture.md "Policies and abilities": the `abilities` every answer carries are the
 * shared rules (packages/shared/src/policies) applied to that row and that reader. For each demo
 * actor, every record's detail and its list rows are checked against the rules, and the
 * profile's workspace abilities against the workspace rules. The service catalogue's rows carry
 * none (its rules do not depend on the row, and a service reads the same to everyone): the
 * profile's `abilities.services` say them.
 */

type TRecord = Record<string, unknown> & { id: string; abilities: unknown };
type TActorName = keyof typeof DEMO_ACCOUNTS;

interface TRecordKind {
  name: string;
  /** A list whose rows are the records (their `data`). */
  list: string;
  /** The record's own answer, when it has a route of its own. */
  detail?: (id: string) => string;
  rule(actor: TActor, row: TRecord): unknown;
}

const RECORDS: TRecordKind[] = [
  {
    name: 'people',
    list: '/v1/users?limit=25',
    detail: (id) => `/v1/users/${id}`,
    rule: (actor, row) => userAbilities(actor, row as unknown as Parameters<typeof userAbilities>[1]),
  },
  { name: 'roles', list: '/v1/roles', rule: (actor, row) => roleAbilities(actor, row as unknown as Parameters<typeof roleAbilities>[1]) },
  {
    name: 'clients',
    list: '/v1/clients?limit=25',
    detail: (id) => `/v1/clients/${id}`,
    rule: (actor, row) => clientAbilities(actor, row as unknown as { tenantId: string }),
  },
  { name: 'properties', list: '/v1/properties?limit=25', detail: (id) => `/v1/properties/${id}`, rule: (actor) => propertyAbilities(actor) },
  {
    name: 'vendors',
    list: '/v1/vendors?limit=25',
    detail: (id) => `/v1/vendors/${id}`,
    rule: (actor, row) => vendorAbilities(actor, row as unknown as Parameters<typeof vendorAbilities>[1]),
  },
  {
    name: 'library texts',
    list: '/v1/scope-of-work/library?limit=25',
    detail: (id) => `/v1/scope-of-work/library/${id}`,
    rule: (actor) => sowLibraryAbilities(actor),
  },
  {
    name: 'client scopes',
    list: '/v1/client-scope-of-work?limit=25',
    detail: (id) => `/v1/client-scope-of-work/${id}`,
    rule: (actor, row) => clientSowAbilities(actor, row as unknown as Parameters<typeof clientSowAbilities>[1], new Date()),
  },
];

const DETAILS_PER_KIND = 10;

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(name: TActorName) {
  const session = await t.signIn(DEMO_ACCOUNTS[name]);
  const actor = await loadActor(systemDb(t.platform.database), t.world.userIds[name], undefined, 'abilities-test');
  const get = <T>(url: string) => t.http<T>('GET', url, { token: session.accessToken });
  return { actor, get };
}

describe('abilities', () => {
  for (const name of Object.keys(DEMO_ACCOUNTS) as TActorName[]) {
    it(`are the shared rules for ${name}: the profile's, and every record's in lists and on its own`, async () => {
      const { actor, get } = await signedIn(name);
      const profile = await get<TProfile>('/v1/users/profile');
      expect(profile.status).toBe(200);
      expect(profile.body.abilities).toEqual(workspaceAbilities(actor));

      let checked = 0;
      for (const kind of RECORDS) {
        const list = await get<{ data: TRecord[] } | TRecord[]>(kind.list);
        // A list this actor may not open (403) has no rows to carry abilities.
        if (list.status !== 200) continue;
        const rows = Array.isArray(list.body) ? list.body : list.body.data;
        for (const row of rows) {
          expect(row.abilities, `${name}: ${kind.name} ${row.id} in the list`).toEqual(kind.rule(actor, row));
          checked += 1;
        }
        if (!kind.detail) continue;
        // Each record's own answer, for the first rows of the page (states differ from row to row).
        for (const row of rows.slice(0, DETAILS_PER_KIND)) {
          const detail = await get<TRecord>(kind.detail(row.id));
          expect(detail.status, `${name}: ${kind.name} ${row.id}`).toBe(200);
          expect(detail.body.abilities, `${name}: ${kind.name} ${row.id}`).toEqual(kind.rule(actor, detail.body));
          checked += 1;
        }
      }
      // Every demo actor reads some records.
      expect(checked).toBeGreaterThan(0);

      // The role form's grantable boxes: the catalog says which the reader may put in a role.
      const catalog = await get<TPermissionCatalog>('/v1/permissions');
      if (catalog.status === 200) {
        for (const entry of catalog.body.data.flatMap((m) => m.permissionTypes)) {
          for (const action of entry.actions) {
            expect(action.grantable, `${name}: grant ${entry.permissionType} ${action.actionType}`).toBe(
              canGrantPermission(actor, entry.permissionType, action.actionType),
            );
          }
        }
      }
    });
  }

  it('differ between readers of the same record as the rules say', async () => {
    const provider = await signedIn('providerAdmin');
    const client = await signedIn('clientAdmin');
    const url = `/v1/clients/${t.world.clientA.clientId}`;
    const [asProvider, asClient] = [await provider.get<TRecord>(url), await client.get<TRecord>(url)];
    expect(asProvider.body.abilities).toMatchObject({ edit: true, changeStatus: true });
    expect(asClient.body.abilities).toMatchObject({ edit: true, changeStatus: false });
  });
});
