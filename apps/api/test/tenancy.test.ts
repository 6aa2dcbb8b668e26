import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { partiesIndex, sharedWithParties, tenantOwned } from '../src/db/schema/tenancy.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, type TPermissionCatalog, type TProfile } from '@procura/shared';
import { loadActor, type TActor } from '../src/platform/actor.js';
import { queryRows, type TScopedTx } from '../src/platform/database.js';
import { withActor } from '../src/platform/scope.js';
import { systemDb } from '../src/platform/system-db.js';
import { startWithBuilders, type factories } from './factories.js';
import type { TTestApp } from './harness.js';
import { createSharedSampleTable } from './sample-tables.js';

let t: TTestApp;
let build: ReturnType<typeof factories>;
beforeAll(async () => {
  ({ t, build } = await startWithBuilders());
});
afterAll(() => t.close());

const actorOf = (userId: string, workspaceId?: string) => loadActor(systemDb(t.platform.database), userId, workspaceId, 'test');
const asActor = <T>(actor: TActor, fn: (tx: TScopedTx) => Promise<T>) => withActor(t.platform.db, actor, fn);
const ids = async (tx: TScopedTx, table: 'tenants' | 'clients' | 'users' | 'user_tenants' | 'vendors') =>
  (
    await queryRows<{ id: string }>(
      tx,
      sql`select ${sql.raw(table === 'clients' || table === 'vendors' || table === 'user_tenants' ? 'tenant_id' : 'id')}::text as id from ${sql.raw(table)}`,
    )
  ).map((r) => r.id);

/** The database's own words, however drizzle wrapped them. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!error) return 'no error';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return cause;
}

describe('fail-closed tenancy', () => {
  it('answers no tenant rows on the request handle until a scope is opened', async () => {
    await build.buildClient();
    const seen = await t.platform.db.unscoped(async (tx) => ({
      role: (await queryRows<{ r: string }>(tx, sql`select current_user as r`))[0].r,
      counts: await queryRows<Record<string, number>>(
        tx,
        sql`select (select count(*)::int from tenants) as tenants, (select count(*)::int from clients) as clients,
              (select count(*)::int from users) as users, (select count(*)::int from user_tenants) as memberships,
              (select count(*)::int from roles where tenant_id is not null) as tenant_roles, (select count(*)::int from audit_log) as audit`,
      ),
    }));
    expect(seen.role).toBe('procura_app');
    expect(seen.counts[0]).toEqual({ tenants: 0, clients: 0, users: 0, memberships: 0, tenant_roles: 0, audit: 0 });
  });

  it('ignores a scope the application role writes for itself', async () => {
    const client = await build.buildClient();
    const other = await build.buildClient();
    const person = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
    const actor = await actorOf(person.id);
    const seen = await asActor(actor, async (tx) => {
      const before = await ids(tx, 'clients');
      await tx.execute(sql`select set_config('app.all_tenants', 'on', true), set_config('app.tenant_ids', ${other.tenantId}, true),
        set_config('app.scope', ${`${person.id}|t|`}, true)`);
      return { before, afterForgedSettings: await ids(tx, 'clients') };
    });
    expect(seen.before).toEqual([client.tenantId]);
    expect(seen.afterForgedSettings).toEqual([client.tenantId]);
    // Nor can it write the scope where the database keeps it.
    const written = await failureOf(asActor(actor, (tx) => tx.execute(sql`update app.scopes set all_tenants = true`)));
    expect(written).toMatch(/permission denied/);
  });

  it('does not let the application role open a scope of its choosing', async () => {
    const client = await build.buildClient();
    const person = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
    const actor = await actorOf(person.id);
    const message = await failureOf(
      asActor(actor, (tx) => tx.execute(sql`select app.open_scope(${t.world.userIds.providerAdmin}, ${t.world.providerTenantId})`)),
    );
    expect(message).toMatch(/permission denied/);
  });

  it('refuses, in the database, role writes the service would refuse', async () => {
    const vendor = await build.buildVendor();
    const branch = await build.buildBranch(vendor);
    const admin = await build.buildUser({ userType: 'vendor', tenantId: vendor.tenantId, roleNames: ['Vendor Admin'] });
    const branchUser = await build.buildUser({ userType: 'vendor_branch', tenantId: branch.tenantId });
    const actor = await actorOf(admin.id);
    const system = systemDb(t.platform.database);
    const [providerAdminRole] = await queryRows<{ id: string }>(system, sql`select id from roles where name = 'Provider Admin' and tenant_id is null`);
    const [coordinator] = await queryRows<{ id: string }>(system, sql`select id from roles where name = 'Provider Coordinator' and tenant_id is null`);
    const [lacking] = await queryRows<{ id: number }>(
      system,
      sql`select min(p.id) as id from permissions p
      where not exists (select 1 from role_permissions rp where rp.role_id = ${coordinator.id} and rp.permission_id = p.id)`,
    );

    const addPermission = await failureOf(
      asActor(actor, (tx) => tx.execute(sql`insert into role_permissions (role_id, permission_id) values (${coordinator.id}, ${lacking.id})`)),
    );
    expect(addPermission).toMatch(/row-level security/);
    const removed = await asActor(actor, (tx) => queryRows(tx, sql`delete from role_permissions where role_id = ${providerAdminRole.id} returning 1`));
    expect(removed).toEqual([]);
    const grant = await failureOf(
      asActor(actor, (tx) =>
        tx.execute(sql`insert into user_roles (user_id, tenant_id, role_id) values (${branchUser.id}, ${branch.tenantId}, ${providerAdminRole.id})`),
      ),
    );
    expect(grant).toMatch(/row-level security/);
  });
});

describe('roles per membership', () => {
  it('keeps what an admin of one client grants inside that client', async () => {
    const a = await build.buildClient();
    const b = await build.buildClient();
    const adminOfB = await build.buildUser({ userType: 'client', tenantId: b.tenantId, roleNames: ['Client Admin'] });
    const person = await build.buildUser({ userType: 'client', tenantId: a.tenantId, extraTenantIds: [b.tenantId], roleNames: ['Client Property Manager'] });
    const adminB = await adminOfB.signIn();
    const roles = await t.http<{ data: { id: string; name: string }[] }>('GET', `/v1/roles?tenantId=${b.tenantId}`, { token: adminB.accessToken });
    const clientAdmin = roles.body.data.find((r) => r.name === 'Client Admin')!;

    const granted = await t.http('PATCH', `/v1/users/${person.id}`, {
      token: adminB.accessToken,
      body: { roleIds: [clientAdmin.id], roleTenantId: b.tenantId },
    });
    expect(granted.status).toBe(200);

    const session = await person.signIn();
    const inA = await t.http('GET', '/v1/users', { token: session.accessToken, headers: { [WORKSPACE_HEADER]: a.tenantId } });
    expect(inA.status).toBe(403);
    const profileInA = await t.http<TProfile>('GET', '/v1/users/profile', { token: session.accessToken, headers: { [WORKSPACE_HEADER]: a.tenantId } });
    expect(profileInA.body.userRoles.map((r) => r.name)).toEqual(['Client Property Manager']);
    const inB = await t.http<{ data: { id: string }[] }>('GET', '/v1/users', { token: session.accessToken, headers: { [WORKSPACE_HEADER]: b.tenantId } });
    expect(inB.status).toBe(200);
    expect(inB.body.data.map((u) => u.id)).toContain(adminOfB.id);
  });

  it('does not let an admin of one client remove a person who also belongs to another', async () => {
    const a = await build.buildClient();
    const b = await build.buildClient();
    const adminOfA = await build.buildUser({ userType: 'client', tenantId: a.tenantId, roleNames: ['Client Admin'] });
    // A's admin is also a member of B with a lesser role there.
    await systemDb(t.platform.database).execute(sql`insert into user_tenants (user_id, tenant_id, is_primary) values (${adminOfA.id}, ${b.tenantId}, false)`);
    const adminOfB = await build.buildUser({ userType: 'client', tenantId: b.tenantId, roleNames: ['Client Admin'] });
    const token = (await adminOfB.signIn()).accessToken;

    expect((await t.http('DELETE', `/v1/users?ids=${adminOfA.id}`, { token })).status).toBe(403);
    expect((await t.http('POST', `/v1/users/deactivate-user/${adminOfA.id}`, { token })).status).toBe(403);
    expect((await t.http('PATCH', `/v1/users/${adminOfA.id}`, { token, body: { firstName: 'Mallory' } })).status).toBe(403);
    // Their roles in B are B's to set.
    expect((await t.http('PATCH', `/v1/users/${adminOfA.id}`, { token, body: { roleIds: [], roleTenantId: b.tenantId } })).status).toBe(200);
    const stillAdmin = await t.http('GET', '/v1/users', { token: (await adminOfA.signIn()).accessToken });
    expect(stillAdmin.status).toBe(200);
  });
});

describe('privilege ceiling', () => {
  it('does not let a people editor strip or deactivate the client admin', async () => {
    const client = await build.buildClient();
    const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
    const adminToken = (await admin.signIn()).accessToken;
    const catalog = await t.http<TPermissionCatalog>('GET', '/v1/permissions', { token: adminToken });
    const peopleActions = catalog.body.data.flatMap((m) => m.permissionTypes).find((p) => p.permissionType === 'client_user_management')!.actions;
    const permissionIds = peopleActions.filter((a) => a.actionType === 'View' || a.actionType === 'Edit').map((a) => a.id);
    const role = await t.http<{ id: string }>('POST', '/v1/roles', { token: adminToken, body: { name: 'People editor', roleType: 'client', permissionIds } });
    expect(role.status).toBe(201);
    const editor = await build.buildUser({ userType: 'client', tenantId: client.tenantId });
    const contact = await build.buildUser({ userType: 'client', tenantId: client.tenantId });
    expect((await t.http('PATCH', `/v1/users/${editor.id}`, { token: adminToken, body: { roleIds: [role.body.id] } })).status).toBe(200);

    const token = (await editor.signIn()).accessToken;
    const strip = await t.http<{ message: string }>('PATCH', `/v1/users/${admin.id}`, { token, body: { roleIds: [] } });
    expect(strip.status).toBe(403);
    expect(strip.body.message).toMatch(/may do more/);
    expect((await t.http('POST', `/v1/users/deactivate-user/${admin.id}`, { token })).status).toBe(403);
    expect((await t.http('PATCH', `/v1/users/${admin.id}`, { token, body: { firstName: 'Eve' } })).status).toBe(403);
    // Someone with no more rights than the editor is theirs to edit.
    expect((await t.http('PATCH', `/v1/users/${contact.id}`, { token, body: { firstName: 'Casey' } })).status).toBe(200);
  });
});

/** A shared table as a feature would declare it: the helpers give its tenancy columns. */
const sampleNotes = pgTable(
  'sample_notes',
  { id: uuid('id').primaryKey().defaultRandom(), ...tenantOwned(), ...sharedWithParties(), body: text('body').notNull() },
  (t) => [partiesIndex('sample_notes', t.partyTenantIds)],
);

describe('rows shared with named tenants', () => {
  it('shows a row to its owner and its parties, and to nobody else', async () => {
    const system = systemDb(t.platform.database);
    // Made as every shared table is made: the two columns, a GIN index, one call (test/sample-tables.ts).
    await createSharedSampleTable(system, 'sample_notes');

    const owner = await build.buildClient();
    const party = await build.buildVendor();
    const partyBranch = await build.buildBranch(party);
    const stranger = await build.buildVendor();
    const ownerUser = await actorOf((await build.buildUser({ userType: 'client', tenantId: owner.tenantId, roleNames: ['Client Admin'] })).id);
    const partyUser = await actorOf((await build.buildUser({ userType: 'vendor', tenantId: party.tenantId, roleNames: ['Vendor Admin'] })).id);
    const branchUser = await actorOf((await build.buildUser({ userType: 'vendor_branch', tenantId: partyBranch.tenantId })).id);
    const strangerUser = await actorOf((await build.buildUser({ userType: 'vendor', tenantId: stranger.tenantId, roleNames: ['Vendor Admin'] })).id);

    const [note] = await asActor(ownerUser, (tx) =>
      tx
        .insert(sampleNotes)
        .values({ tenantId: owner.tenantId, partyTenantIds: [party.tenantId], body: 'RFP for mowing' })
        .returning(),
    );
    const read = (actor: TActor) => asActor(actor, (tx) => tx.select({ body: sampleNotes.body }).from(sampleNotes).where(eq(sampleNotes.id, note.id)));
    expect(await read(ownerUser)).toEqual([{ body: 'RFP for mowing' }]);
    expect(await read(partyUser)).toEqual([{ body: 'RFP for mowing' }]);
    expect(await read(branchUser)).toEqual([]);
    expect(await read(strangerUser)).toEqual([]);

    // A party reads; only the owner writes.
    const partyEdit = await asActor(partyUser, (tx) => tx.update(sampleNotes).set({ body: 'cheaper' }).where(eq(sampleNotes.id, note.id)).returning());
    expect(partyEdit).toEqual([]);
    const forged = await failureOf(asActor(partyUser, (tx) => tx.insert(sampleNotes).values({ tenantId: owner.tenantId, body: 'forged' })));
    expect(forged).toMatch(/row-level security/);
    const ownerEdit = await asActor(ownerUser, (tx) =>
      tx.update(sampleNotes).set({ body: 'RFP for mowing, v2' }).where(eq(sampleNotes.id, note.id)).returning(),
    );
    expect(ownerEdit).toHaveLength(1);
  });
});

describe('the cached actor', () => {
  it('sees a deactivation and a role change on the next request, in another API instance too', async () => {
    const { buildApp } = await import('../src/app.js');
    const second = await buildApp({ ...t.platform.config }, { database: t.platform.database, jobs: false });
    await second.app.ready();
    try {
      const client = await build.buildClient();
      const admin = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
      const person = await build.buildUser({ userType: 'client', tenantId: client.tenantId, roleNames: ['Client Admin'] });
      const session = await person.signIn();
      const onSecond = (url: string) => second.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${session.accessToken}` } });
      expect((await onSecond('/v1/users')).statusCode).toBe(200);
      expect((await onSecond('/v1/users')).statusCode).toBe(200);

      const adminToken = (await admin.signIn()).accessToken;
      const pmRole = (
        await t.http<{ data: { id: string; name: string }[] }>('GET', `/v1/roles?tenantId=${client.tenantId}`, { token: adminToken })
      ).body.data.find((r) => r.name === 'Client Property Manager')!;
      expect((await t.http('PATCH', `/v1/users/${person.id}`, { token: adminToken, body: { roleIds: [pmRole.id] } })).status).toBe(200);
      expect((await onSecond('/v1/users')).statusCode).toBe(403);

      expect((await t.http('POST', `/v1/users/deactivate-user/${person.id}`, { token: adminToken })).status).toBe(200);
      expect((await onSecond('/v1/users/profile')).statusCode).toBe(401);
    } finally {
      await second.app.close();
    }
  });
});
