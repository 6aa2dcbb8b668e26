import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TDownloadUrl, TPresignedUpload } from '@procura/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { restoreBackup, takeBackup } from '../src/backup/backup-service.js';
import { loadConfig } from '../src/config.js';
import { syncCatalog } from '../src/db/seed/catalog.js';
import { buildDemoWorld } from '../src/db/seed/demo.js';
import { systemDb } from '../src/platform/system-db.js';
import { DEMO_ACCOUNTS, PASSWORD, TEST_SIGNING_KEY_SECRET } from './harness.js';
import { createServerDatabase } from './test-database.js';

/*
 * Backup and restore (docs/operations.md "Backup and restore"): a populated instance — the demo
 * world and an uploaded file — is backed up, restored into a new database and data directory,
 * and the restored app serves the same rows and the same file, and still accepts a token the
 * first one signed (the signing keys came back with their secret).
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const folders: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `procura-${name}-`));
  folders.push(dir);
  return dir;
};
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

type TEnv = Record<string, string>;

/** One instance of the API on its own port, as `npm start` builds it from its settings. */
async function instance(env: TEnv) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const { app, platform } = await buildApp(config, { jobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const http = async <T>(method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(baseUrl + url, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return { config, platform, baseUrl, http, close: () => app.close() };
}
type TInstance = Awaited<ReturnType<typeof instance>>;

/** What the restored instance must serve alike: people, clients, properties, and the file's bytes. */
async function snapshot(api: TInstance, token: string, fileKey: string) {
  const total = async (url: string) => (await api.http<{ total: number }>('GET', url, token)).body.total;
  const link = await api.http<TDownloadUrl>('POST', '/v1/storage/create-download-url', token, { fileKey });
  const file = link.status === 200 ? Buffer.from(await (await fetch(api.baseUrl + link.body.url)).arrayBuffer()) : null;
  return { users: await total('/v1/users?limit=1'), clients: await total('/v1/clients?limit=1'), properties: await total('/v1/properties?limit=1'), file };
}

async function populate(api: TInstance) {
  const db = systemDb(api.platform.database);
  const { providerTenantId } = await syncCatalog(db);
  await buildDemoWorld(db, providerTenantId, PASSWORD);
  const login = await api.http<{ accessToken: string }>('POST', '/v1/auth/login', undefined, { email: DEMO_ACCOUNTS.providerAdmin, password: PASSWORD });
  const token = login.body.accessToken;
  const presigned = await api.http<TPresignedUpload>('POST', '/v1/storage/create-presigned-url', token, {
    category: 'property_document',
    fileName: 'plan.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });
  const { uploadUrl, headers, fileKey } = presigned.body;
  expect((await fetch(api.baseUrl + uploadUrl, { method: 'PUT', headers, body: PDF })).status).toBe(204);
  expect((await api.http('POST', '/v1/storage/complete-upload', token, { fileKey })).status).toBe(200);
  return { token, fileKey };
}

/** Backs up `source` (stopped), restores into `target`, and compares what both serve. */
async function roundTrip(source: TEnv, target: TEnv) {
  const first = await instance(source);
  const { token, fileKey } = await populate(first);
  const before = await snapshot(first, token, fileKey);
  expect(before.file?.equals(PDF)).toBe(true);
  expect(before.clients).toBeGreaterThan(0);
  // Closing the app closes its database: the embedded one's directory is then free to copy.
  await first.close();

  const folder = path.join(tempDir('backup'), 'taken');
  const started = performance.now();
  const { manifest } = await takeBackup(first.config, folder);
  const backupMs = performance.now() - started;
  expect(manifest.contents.length).toBeGreaterThan(0);

  const restoring = performance.now();
  await restoreBackup(loadConfig({ NODE_ENV: 'test', ...target }), folder);
  const restoreMs = performance.now() - restoring;
  const second = await instance(target);
  drops.push(second.close);
  expect(await snapshot(second, token, fileKey)).toEqual(before);
  console.warn(`backup ${manifest.database}: ${Math.round(backupMs)} ms, restore ${Math.round(restoreMs)} ms, ${manifest.contents.length} files`);
  return { folder, target };
}

describe('backup and restore', () => {
  it('of the embedded database and local files: the restored instance serves the same rows and file, and accepts the first one’s tokens', async () => {
    // No SIGNING_KEY_SECRET: the embedded instance generates its own into DATA_DIR, and the backup must carry it.
    const { folder, target } = await roundTrip({ DATA_DIR: tempDir('source') }, { DATA_DIR: tempDir('target') });

    // Into a data directory in use, or from a backup changed since: refused, nothing written.
    await expect(restoreBackup(loadConfig({ NODE_ENV: 'test', ...target }), folder)).rejects.toThrow(/is not empty: restore into a new DATA_DIR/);
    const damaged = path.join(tempDir('damaged'), 'copy');
    fs.cpSync(folder, damaged, { recursive: true });
    fs.appendFileSync(path.join(damaged, 'files', fs.readdirSync(path.join(damaged, 'files'))[0], 'extra'), 'x');
    await expect(restoreBackup(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir('never') }), damaged)).rejects.toThrow(/does not list|damaged/);
  }, 240_000);

  it('refuses to copy the embedded database while the API has it open', async () => {
    const dataDir = tempDir('open');
    const api = await instance({ DATA_DIR: dataDir });
    try {
      await expect(takeBackup(api.config, path.join(tempDir('backup'), 'open'))).rejects.toThrow(/is open: stop the API first/);
    } finally {
      await api.close();
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'of a server database and local files, into a new empty database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const [source, target] = [await createServerDatabase(adminUrl, 'procura_backup'), await createServerDatabase(adminUrl, 'procura_restore')];
      drops.push(source.drop, target.drop);
      const server = (url: string, name: string): TEnv => ({ DATABASE_URL: url, SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET, DATA_DIR: tempDir(name) });
      const { folder, target: restored } = await roundTrip(server(source.url, 'source'), server(target.url, 'target'));
      // The database now holds the restored tables: a second restore into it is refused before anything is written.
      await expect(restoreBackup(loadConfig({ NODE_ENV: 'test', ...restored, DATA_DIR: tempDir('again') }), folder)).rejects.toThrow(/has tables already/);
    },
    240_000,
  );
});
