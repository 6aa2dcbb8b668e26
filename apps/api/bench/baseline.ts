import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TDatabase } from '../src/platform/database.js';

/** One parameterised statement; PGlite's `query` and pg's `Pool#query` both fit. */
export type TRunQuery = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The bare side's way to the product's own database: PGlite's instance itself, or a pool of the
 * product's request pool size (createTestDatabase: 4) on the owner's connection, which sees every
 * row as the product's system scope does.
 */
export function bareQueries(database: TDatabase): { runQuery: TRunQuery; close: () => Promise<void> } {
  const pglite = database.pglite;
  if (database.kind === 'pglite' && pglite) return { runQuery: (text, params) => pglite.query(text, params), close: () => Promise.resolve() };
  const pool = new pg.Pool({ connectionString: database.connectionString, max: 4 });
  return { runQuery: (text, params) => pool.query(text, params), close: () => pool.end() };
}

/** The user row and the permissions of its roles, by id: the floor under GET /v1/users/profile. */
const PROFILE_SQL = `
  select u.id, u.email, u.first_name, u.last_name, u.user_type, u.status, u.items_per_page,
    (select coalesce(json_agg(json_build_object(
        'moduleName', p.module_name, 'permissionType', p.permission_type, 'actionType', p.action_type)), '[]'::json)
      from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
      where ur.user_id = u.id) as permissions
  from users u where u.id = $1`;

/** The 50 newest jobs of a user: the floor under GET /v1/background-jobs. */
const JOBS_SQL = `
  select id, type, status, title, progress, result_file_name, error, created_at, updated_at
  from background_jobs where owner_user_id = $1 order by created_at desc limit 50`;

/**
 * The first page of people by name with the exact total: the users list's own statement
 * (its columns, sort and window count) without the actor's scope or row-level security.
 */
export const USERS_SQL = `
  select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone_code as "phoneCode",
    u.phone_number as "phoneNumber", u.user_type as "userType", u.status, u.contact_type as "contactType",
    u.authorized, to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'roleType', r.role_type) order by r.name), '[]'::json)
      from roles r where r.id in (select ur.role_id from user_roles ur where ur.user_id = u.id)) as roles,
    (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'type', t.type, 'isPrimary', ut.is_primary)
        order by ut.is_primary desc, t.name), '[]'::json)
      from user_tenants ut join tenants t on t.id = ut.tenant_id where ut.user_id = u.id) as tenants,
    p.total
  from (
    select u.id, count(*) over () as total, row_number() over (order by lower(u.last_name), lower(u.first_name), u.id) as position
    from users u where u.deleted_at is null
    order by lower(u.last_name), lower(u.first_name), u.id limit $1) p
  join users u on u.id = p.id order by p.position`;

/**
 * A bare Fastify instance (no plugins, no auth, no transaction, no validation) answering
 * each scenario with its one plain statement on the same database.
 */
export async function startBaseline(
  runQuery: TRunQuery,
  more?: (app: FastifyInstance, runQuery: TRunQuery) => void,
): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify({ logger: false });
  more?.(app, runQuery);
  app.get<{ Params: { userId: string } }>('/profile/:userId', async (request, reply) => {
    const { rows } = await runQuery(PROFILE_SQL, [request.params.userId]);
    if (!rows[0]) return reply.code(404).send({ message: 'not found' });
    return rows[0];
  });
  app.get<{ Params: { userId: string } }>('/jobs/:userId', async (request) => {
    const { rows } = await runQuery(JOBS_SQL, [request.params.userId]);
    return { data: rows };
  });
  app.get<{ Querystring: { limit?: string } }>('/users', async (request) => {
    const { rows } = (await runQuery(USERS_SQL, [Number(request.query.limit ?? 25)])) as { rows: Record<string, unknown>[] };
    const total = rows.length ? Number((rows[0] as { total: number }).total) : 0;
    return { data: rows.map(({ total: _t, ...row }) => row), total };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}
