import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/*
 * `npm run lint`: ESLint, then Prettier's check, over the repository. When the files they read
 * are byte for byte the ones a clean run last checked, nothing is run again (docs/contributing.md
 * "Formatting and lint"): both tools drop their own caches whenever the Node version changes,
 * and CI runs the suite on two versions, so the second pass linted the same tree again from
 * nothing (70 s). The stamp is the hash of every file git tracks or would track, so any edit,
 * new file, rule, plugin or tool version (package-lock.json) makes the next run a real one.
 */

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'node_modules', '.cache', 'procura-lint-stamp');

function treeHash() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) return null;
  const hash = crypto.createHash('sha256');
  for (const file of listed.stdout.split('\0').filter(Boolean).sort()) {
    const full = path.join(root, file);
    // A file deleted but not yet staged is listed by git and absent: its absence is part of the tree.
    hash
      .update(`${file}\0`)
      .update(fs.existsSync(full) ? fs.readFileSync(full) : '<deleted>')
      .update('\0');
  }
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

const hash = treeHash();
if (hash && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
  process.stdout.write('lint: these files were checked clean already (ESLint and Prettier skipped)\n');
  process.exit(0);
}

const clean =
  run('npx', ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', 'node_modules/.cache/eslint/', '.']) &&
  run('npx', ['prettier', '--check', '--cache', '**/*.{ts,tsx,js,mjs,css}']);
if (!clean) process.exit(1);
if (hash) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, hash);
}
