import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The API as it ran before the newest migration landed (docs/operations.md "Rolling upgrades"),
 * taken from git history and put in a temporary directory that runs on this checkout's
 * node_modules. The rolling-upgrade test starts it on a database migrated by the current code.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const MIGRATIONS = 'apps/api/src/db/migrations';
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;
/** What the API's server needs from a commit: its code, the shared package, their manifests and compiler settings. */
const PATHS = ['package.json', 'tsconfig.base.json', 'apps/api/package.json', 'apps/api/tsconfig.json', 'apps/api/src', 'packages/shared'];
/** Workspaces whose own node_modules (versions npm could not hoist) the copy must see as well. */
const WORKSPACES = ['apps/api', 'packages/shared'];

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

type TJournal = { entries: { idx: number; when: number; tag: string }[] };
const tagsOf = (journal: TJournal) => journal.entries.map((e) => e.tag);

export interface TPreviousRelease {
  /** The commit whose code this is: the newest one without the newest migration. */
  commit: string;
  /** The newest migration of the current tree (the last entry of its journal). */
  newestMigration: string;
  /** The migrations the current tree has that the previous release does not know, oldest first. */
  unknownToIt: string[];
  /** How many migrations the current tree has. */
  migrations: number;
}

const cannot = (why: string) =>
  new Error(
    `Cannot find the API as it was before the newest migration landed: ${why}. The rolling-upgrade test needs the repository's git history (a full clone, not --depth).`,
  );

/**
 * The newest commit of HEAD's history whose tree does not hold the newest migration: the parent of
 * the commit that added it, or HEAD itself while that migration is not committed yet. Throws,
 * never skips, when history cannot tell.
 */
export function findPreviousRelease(): TPreviousRelease {
  const journal = JSON.parse(fs.readFileSync(path.join(repoRoot, JOURNAL), 'utf8')) as TJournal;
  const tags = tagsOf(journal);
  const newestMigration = tags.at(-1);
  if (!newestMigration) throw cannot(`${JOURNAL} lists no migration`);
  const file = `${MIGRATIONS}/${newestMigration}.sql`;
  let commit: string;
  try {
    const added = git('log', '--diff-filter=A', '--format=%H', '-1', 'HEAD', '--', file);
    commit = added ? git('rev-parse', '--verify', '--quiet', `${added}^`) : git('rev-parse', '--verify', 'HEAD');
    if (!commit) throw new Error(`commit ${added} has no parent here`);
  } catch (error) {
    throw cannot(`git could not name the commit before ${file} was added (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  let previousTags: string[];
  try {
    previousTags = tagsOf(JSON.parse(git('show', `${commit}:${JOURNAL}`)) as TJournal);
  } catch {
    throw cannot(`commit ${commit} has no ${JOURNAL}`);
  }
  // Append-only migrations: the previous release knows a strict prefix of today's journal.
  const isPrefix = previousTags.length < tags.length && previousTags.every((tag, i) => tags[i] === tag);
  if (!isPrefix) throw cannot(`the journal of ${commit} (${previousTags.at(-1)}) is not an earlier part of the current one (${newestMigration})`);
  return { commit, newestMigration, unknownToIt: tags.slice(previousTags.length), migrations: tags.length };
}

/**
 * The commit's API and shared package written into a new temporary directory, with a
 * node_modules of links to this checkout's packages — except `@procura/*`, which point at the
 * copy's own workspaces, so the old API imports the old shared package. Returns the directory.
 */
export function materialiseRelease(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-previous-'));
  const tarball = path.join(dir, 'release.tar');
  git('archive', '--format=tar', `--output=${tarball}`, commit, '--', ...PATHS);
  execFileSync('tar', ['-xf', tarball, '-C', dir]);
  fs.rmSync(tarball);

  const modules = path.join(repoRoot, 'node_modules');
  const ownModules = path.join(dir, 'node_modules');
  fs.mkdirSync(ownModules);
  for (const name of fs.readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    if (name === '@procura') continue;
    fs.symlinkSync(path.join(modules, name), path.join(ownModules, name));
  }
  fs.mkdirSync(path.join(ownModules, '@procura'));
  fs.symlinkSync(path.join(dir, 'packages/shared'), path.join(ownModules, '@procura/shared'));
  fs.symlinkSync(path.join(dir, 'apps/api'), path.join(ownModules, '@procura/api'));
  for (const workspace of WORKSPACES) {
    const nested = path.join(repoRoot, workspace, 'node_modules');
    if (fs.existsSync(nested)) fs.symlinkSync(nested, path.join(dir, workspace, 'node_modules'));
  }
  return dir;
}
