import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase } from './test-database.js';
import { TEST_SIGNING_KEY_SECRET } from './harness.js';

export interface TOpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; responses: Record<string, unknown> }>>;
}

/** The document the API serves at /docs/json, from an app on a throwaway database that never listens. */
export async function fetchOpenApiDocument(): Promise<TOpenApiDocument> {
  const testDb = await createTestDatabase({ reference: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SIGNING_KEY_SECRET: TEST_SIGNING_KEY_SECRET,
  });
  const { app } = await buildApp(config, { database: testDb.database, jobs: false });
  try {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}: ${response.body}`);
    return response.json<TOpenApiDocument>();
  } finally {
    await app.close();
    await testDb.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
