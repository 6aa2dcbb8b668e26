import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/platform/database.js';

const LOCK_FILE = path.join(MIGRATIONS_DIR, '..', 'migrations-landed.json');
const sqlFiles = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
const sha = (file: string) =>
  crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)))
    .digest('hex');

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const hasHistory = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: repoRoot }).status === 0;

/**
 * Hashes a migration had before it first landed, edited in the session that wrote it. Every
 * entry here is a visible, reviewed exception; a migration edited after it landed must not
 * be added — write a new migration instead.
 */
const EDITED_BEFORE_LANDING: Record<string, string[]> = {
  '0001_rls.sql': ['b2aec3e849a2100968ae9530096eab5dcb849fa672af4282850f7b7311845ac7'],
  '0003_roles_per_membership.sql': [
    'a692f55501162b036e3dd64efbbc1a4e1a234149311ae9a7770a392b5a5f0363',
    '42e8f538fea9e62d0a95ee14eed0c84c2f2e898f729e3bd3ce71be31026bb0ca',
    '3c5ad3a583b44fc3de126a898e215874a69a331b559204a2debe920a6cbfda28',
  ],
};

/**
 * Recorded by a landing reverted within minutes (626b76c4, made from a stale tree; reverted by
 * 5e5c61bd) and never run outside tests: the same tables landed as 0032_get_in_touch.sql.
 */
const WITHDRAWN = new Set(['0028_get_in_touch.sql']);

describe('migrations', () => {
  // The lock file alone cannot catch an edit that updates its hash in the same change: git
  // history can. Each migration's hash is the one first recorded for it, for good.
  it.skipIf(!hasHistory)('keep the hash first recorded for them in git history', () => {
    const lockPath = path.relative(repoRoot, LOCK_FILE);
    const commits = git('log', '--reverse', '--format=%H', '--', lockPath).split('\n').filter(Boolean);
    expect(commits.length).toBeGreaterThan(0);
    const history = new Map<string, string[]>();
    for (const commit of commits) {
      const recorded = JSON.parse(git('show', `${commit}:${lockPath}`)) as Record<string, string>;
      for (const [file, hash] of Object.entries(recorded)) {
        const seen = history.get(file) ?? [];
        if (seen.at(-1) !== hash) history.set(file, [...seen, hash]);
      }
    }
    const landed = JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) as Record<string, string>;
    for (const [file, hashes] of history) {
      if (WITHDRAWN.has(file)) continue;
      expect(landed[file], `${file} was recorded once and is gone from ${lockPath}`).toBeDefined();
      const allowed = [...(EDITED_BEFORE_LANDING[file] ?? []), landed[file]];
      expect(
        hashes.filter((h) => !allowed.includes(h)),
        `${file} changed after it was recorded: add a new migration instead`,
      ).toEqual([]);
      expect(hashes[0], `${file}: the first hash recorded must be one of its known versions`).toBe(allowed[0]);
    }
  });

  it('are append-only: a migration, once recorded, never changes', () => {
    const landed = JSON.parse(fs.readFileSync(LOCK_FILE, 'utf8')) as Record<string, string>;
    for (const [file, hash] of Object.entries(landed)) {
      expect(fs.existsSync(path.join(MIGRATIONS_DIR, file)), `${file} was removed`).toBe(true);
      expect(sha(file), `${file} was edited after it landed: add a new migration instead`).toBe(hash);
    }
    // New files must be recorded too (`npm run db:generate` then add its hash here).
    expect(sqlFiles(), `record new migrations in ${LOCK_FILE}`).toEqual(Object.keys(landed).sort());
  });

  // drizzle's migrator applies the journal's entries whose `when` is later than the newest one
  // the database has applied: an entry made earlier than the one before it (generated on a branch
  // before another migration landed) would be skipped on every database already past that one.
  it('are journalled in the order they were made: each `when` later than the one before', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const outOfOrder = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1].when).map((entry) => entry.tag);
    expect(outOfOrder, 'regenerate these migrations (or give them a later `when`) after rebasing').toEqual([]);
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
    const output = execFileSync(path.resolve(apiDir, '../../node_modules/.bin/drizzle-kit'), ['generate', `--config=${config}`], {
      cwd: apiDir,
      encoding: 'utf8',
    });
    expect(output).toContain('No schema changes');
    expect(fs.readdirSync(out).length).toBe(before);
    fs.rmSync(out, { recursive: true, force: true });
  });
});
