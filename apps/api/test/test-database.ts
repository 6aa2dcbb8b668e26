import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../src/platform/database.js';

/**
 * A throwaway database for one test file: PGlite in memory by default, or a fresh
 * database on the server named by TEST_DATABASE_URL, dropped afterwards. Never the
 * developer's own.
 */
export async function createTestDatabase(): Promise<{ database: TDatabase; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = `procura_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
