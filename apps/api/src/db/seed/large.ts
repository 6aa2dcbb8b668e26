import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { PROPERTY_TYPES } from '@procura/shared';
import { openDatabase, queryRows, type TDb } from '../../platform/database.js';
import { systemDb } from '../../platform/system-db.js';
import { syncCatalog } from './catalog.js';
import { syncGeography } from './geography.js';
import { countLargeContracts, seedLargeContracts } from './large-contracts.js';
import { seedServiceCatalog } from './services-catalog.js';
import { REPO_ROOT } from '../../paths.js';

/*
 * `npm run seed:large`: a portfolio big enough to feel the lists, the map and the exports —
 * 200 clients × 500 properties = 100,000 properties spread over real US cities (their
 * coordinates, a little apart so markers do not stack). Set-based: one statement per batch
 * of clients generates its properties in the database, so the whole run takes seconds.
 * Idempotent-ish: clients already there are kept, and a client that has properties is skipped.
 * With `contracts`, each client then gets its required services and contracts (large-contracts.ts),
 * unless it has contracts already.
 */

export interface TLargeSeedOptions {
  clients: number;
  propertiesPerClient: number;
  /** Client names are `${prefix} 001`…; the bench uses its own prefix. */
  prefix: string;
  /** Clients per statement: the progress step. */
  batchClients?: number;
  onProgress?: (done: number, total: number) => void;
  /** Also required services and contracts (large-contracts.ts); the progress of that step. */
  contracts?: { onProgress?: (done: number, total: number) => void };
}

const NAMES_A = ['Oak', 'Maple', 'Cedar', 'Pine', 'Lakeside', 'Riverside', 'Hillcrest', 'Park', 'Summit', 'Harbor', 'Willow', 'Granite'];
const NAMES_B = ['Plaza', 'Tower', 'Commons', 'Center', 'Court', 'Square', 'Point', 'Village', 'Crossing', 'Landing'];
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Returns how many properties the prefix's clients hold afterwards. */
export async function seedLargePortfolio(db: TDb, options: TLargeSeedOptions): Promise<number> {
  const { clients, propertiesPerClient, prefix } = options;
  const batchClients = options.batchClients ?? 20;
  const names = Array.from({ length: clients }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);
  await db.execute(sql`
    with missing as (select n from unnest(${textArray(names)}) as n where not exists (select 1 from clients c where c.name = n)),
    t as (insert into tenants (type, name) select 'client', n from missing returning id, name)
    insert into clients (tenant_id, name, client_type) select id, name, 'COMMERCIAL' from t`);

  const todo = await queryRows<{ id: string }>(
    db,
    sql`select c.id from clients c where c.name = any(${textArray(names)})
        and not exists (select 1 from properties p where p.client_id = c.id) order by c.name`,
  );
  let done = clients - todo.length;
  options.onProgress?.(done * propertiesPerClient, clients * propertiesPerClient);
  for (let start = 0; start < todo.length; start += batchClients) {
    const ids = todo.slice(start, start + batchClients).map((c) => c.id);
    await db.execute(sql`
      with city as (
        select c.id, c.country_id, c.state_id, c.county_id, c.name, c.latitude, c.longitude, row_number() over (order by c.id) - 1 as n
        from cities c join countries co on co.id = c.country_id
        where co.iso2 = 'US' and c.latitude is not null and c.longitude is not null),
      city_count as (select count(*) as n from city),
      city_zip as (select distinct on (city_id) city_id, zip from zip_codes where city_id is not null order by city_id, zip),
      cl as (select id, tenant_id, hashtext(id::text)::bigint & 1048575 as k from clients where id = any(${sql.param(ids)}::uuid[])),
      gen as (select cl.id as client_id, cl.tenant_id, cl.k, i from cl, generate_series(1, ${propertiesPerClient}) i)
      insert into properties (tenant_id, client_id, name, code, property_type, size_value, size_unit, address_line1,
        country_id, state_id, county_id, city_id, city_name, zip, latitude, longitude, status)
      select g.tenant_id, g.client_id,
        (${textArray(NAMES_A)})[1 + (g.i + g.k) % ${NAMES_A.length}] || ' ' || (${textArray(NAMES_B)})[1 + ((g.i / ${NAMES_A.length}) + g.k) % ${NAMES_B.length}] || ' ' || g.i,
        'P-' || lpad(g.i::text, 5, '0'),
        (${textArray(PROPERTY_TYPES)})[1 + (g.i % ${PROPERTY_TYPES.length})],
        1000 + (g.i * 137 + g.k) % 250000, 'SQ_FT',
        (100 + (g.i * 31) % 9800) || ' Main St',
        city.country_id, city.state_id, city.county_id, city.id, city.name, city_zip.zip,
        least(90, greatest(-90, city.latitude + (((g.i * 7 + g.k) % 101) - 50) / 4000.0)),
        least(180, greatest(-180, city.longitude + (((g.i * 13 + g.k) % 101) - 50) / 4000.0)),
        case when g.i % 12 = 0 then 'INACTIVE' else 'ACTIVE' end
      from gen g
      join city on city.n = (g.k * 7919 + g.i * 104729) % (select n from city_count)
      left join city_zip on city_zip.city_id = city.id`);
    done += ids.length;
    options.onProgress?.(done * propertiesPerClient, clients * propertiesPerClient);
  }
  await db.execute(sql`analyze properties`);
  if (options.contracts) {
    const uncontracted = await queryRows<{ id: string }>(
      db,
      sql`select c.id from clients c where c.name = any(${textArray(names)})
          and not exists (select 1 from contracts x where x.client_id = c.id) order by c.name`,
    );
    for (let start = 0; start < uncontracted.length; start += batchClients) {
      await seedLargeContracts(
        db,
        uncontracted.slice(start, start + batchClients).map((c) => c.id),
        prefix,
      );
      options.contracts.onProgress?.(Math.min(start + batchClients, uncontracted.length), uncontracted.length);
    }
    await db.execute(sql`analyze property_services, contracts, property_contracts, property_contract_services, contract_versions`);
  }
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from properties p join clients c on c.id = p.client_id where c.name = any(${textArray(names)})`,
  );
  return row?.n ?? 0;
}

/** A command-line script's progress goes to stdout. */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.join(path.resolve(REPO_ROOT, process.env.DATA_DIR ?? './data'), 'pglite');
  say(
    databaseUrl
      ? `seed:large into ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host}`
      : `seed:large into the embedded database in ${dataDir}`,
  );
  const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
  try {
    await database.migrate();
    const db = systemDb(database);
    await syncCatalog(db);
    await syncGeography(db);
    // The contracts' services: the demo's catalogue (idempotent), should the demo not have run here.
    await seedServiceCatalog(db);
    const started = Date.now();
    let last = -1;
    const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
    const total = await seedLargePortfolio(db, {
      clients: 200,
      propertiesPerClient: 500,
      prefix: 'Portfolio client',
      onProgress: (done, all) => {
        if (done === last) return;
        last = done;
        say(`  ${done.toLocaleString('en-US')} / ${all.toLocaleString('en-US')} properties (${seconds()} s)`);
      },
      contracts: { onProgress: (done, all) => say(`  contracts for ${done} / ${all} clients (${seconds()} s)`) },
    });
    const names = Array.from({ length: 200 }, (_, i) => `Portfolio client ${String(i + 1).padStart(3, '0')}`);
    const made = await countLargeContracts(db, names);
    say(
      `done: ${total.toLocaleString('en-US')} properties, ${made.contracts.toLocaleString('en-US')} contracts and ${made.lines.toLocaleString('en-US')} contract lines over 200 "Portfolio client" clients in ${seconds()} s`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
