import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { APP_PORT, APP_URL, SMTP_PORT } from './ports.js';

/**
 * Starts the product as `npm start` would, on a throwaway database: PGlite in a temporary
 * directory, or a fresh database on the server named by TEST_DATABASE_URL.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-e2e-'));
let dropDatabase = async () => undefined as void;

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `procura_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  };
} else {
  delete process.env.DATABASE_URL;
}

Object.assign(process.env, {
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  PUBLIC_URL: APP_URL,
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  RATE_LIMIT_PER_MINUTE: '100000',
  SEED_DEMO: 'true',
});

const cleanUp = async () => {
  await dropDatabase().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void cleanUp());
process.once('SIGINT', () => void cleanUp());

await import('../../apps/api/src/server.js');
