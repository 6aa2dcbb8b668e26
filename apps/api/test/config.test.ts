import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_DEMO_PASSWORD } from '@procura/shared';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from '../src/config.js';

const SERVER_DB = 'postgres://procura@db.internal:5432/procura';

describe('public address', () => {
  it('defaults to the port the app listens on, so links in e-mails open this server', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://procura.example.com/' }).PUBLIC_URL).toBe('https://procura.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'procura.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('tracing configuration', () => {
  it('is off by default, and takes a collector address and a service name', () => {
    expect(loadConfig({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(loadConfig({}).OTEL_SERVICE_NAME).toBe('procura-api');
    const config = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'procura-eu' });
    expect([config.OTEL_EXPORTER_OTLP_ENDPOINT, config.OTEL_SERVICE_NAME]).toEqual(['http://collector:4318', 'procura-eu']);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });
});

describe('demo data configuration', () => {
  it('seeds demo data by default on the embedded database only; on a server database only when asked', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: SERVER_DB }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: SERVER_DB, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({}).DEMO_PASSWORD).toBe(DEFAULT_DEMO_PASSWORD);
  });

  it('refuses the published demo password when the server listens beyond loopback', () => {
    for (const HOST of ['0.0.0.0', '::', '10.1.2.3', 'app.example.com']) {
      expect(() => loadConfig({ HOST })).toThrow(/HOST .* is reachable from other machines.*Set DEMO_PASSWORD/);
      expect(() => loadConfig({ HOST, DEMO_PASSWORD: DEFAULT_DEMO_PASSWORD })).toThrow(/published password/);
      expect(() => loadConfig({ HOST, DATABASE_URL: SERVER_DB, SEED_DEMO: 'true' })).toThrow(/published password/);
      expect(loadConfig({ HOST, DEMO_PASSWORD: 'a-secret-of-our-own' }).DEMO_PASSWORD).toBe('a-secret-of-our-own');
      expect(loadConfig({ HOST, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
      expect(loadConfig({ HOST, DATABASE_URL: SERVER_DB }).SEED_DEMO).toBe(false);
    }
    for (const HOST of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) expect(isLoopbackHost(HOST), HOST).toBe(true);
  });

  it('stops npm start before it opens a database, saying why', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-config-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir };
      for (const name of ['DATABASE_URL', 'SEED_DEMO', 'DEMO_PASSWORD']) delete env[name];
      const server = path.resolve(import.meta.dirname, '../src/server.ts');
      const run = spawnSync(process.execPath, ['--import', 'tsx', server], { env, encoding: 'utf8', timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/HOST 0\.0\.0\.0 is reachable from other machines/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
