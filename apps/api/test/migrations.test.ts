import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/platform/database.js';

const LOCK_FILE = path.join(MIGRATIONS_DIR, '..', 'migrations-landed.json');
const sqlFiles = () => fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(path.join(MIGRATIONS_DIR, file))).digest('hex');

describe('migrations', () => {
  it('are append-only: a migration, once recorded, never changes', () => {
    const landed = JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) as Record<string, string>;
    for (const [file, hash] of Object.entries(landed)) {
      expect(fs.existsSync(path.join(MIGRATIONS_DIR, file)), `${file} was removed`).toBe(true);
      expect(sha(file), `${file} was edited after it landed: add a new migration instead`).toBe(hash);
    }
    // New files must be recorded too (`npm run db:generate` then add its hash here).
    expect(sqlFiles(), `record new migrations in ${LOCK_FILE}`).toEqual(Object.keys(landed).sort());
  });

  it('match the drizzle schema: generating finds nothing to add', () => {
    const apiDir = path.resolve(import.meta.dirname, '..');
    // drizzle-kit takes `out` relative to its working directory.
    fs.mkdirSync(path.join(apiDir, '.tmp'), { recursive: true });
    const out = fs.mkdtempSync(path.join(apiDir, '.tmp', 'drift-'));
    fs.cpSync(MIGRATIONS_DIR, out, { recursive: true });
    const config = path.join(out, 'drizzle.config.json');
    fs.writeFileSync(config, JSON.stringify({ dialect: 'postgresql', schema: './src/db/schema/index.ts', out: path.relative(apiDir, out) }));
    const before = fs.readdirSync(out).length;
    const output = execFileSync(path.resolve(apiDir, '../../node_modules/.bin/drizzle-kit'), ['generate', `--config=${config}`], { cwd: apiDir, encoding: 'utf8' });
    expect(output).toContain('No schema changes');
    expect(fs.readdirSync(out).length).toBe(before);
    fs.rmSync(out, { recursive: true, force: true });
  });
});
