/**
 * The API's release build (docs/operations.md "Release build"): packages/shared and apps/api
 * compiled to JavaScript by the type check itself (`tsc -p`, which emits), then what the server
 * reads at run time besides its code put beside it:
 *
 * - the migrations (SQL and drizzle's meta) under dist/src/db/migrations, where the compiled
 *   platform/database.js looks for them;
 * - the compiled shared package as dist/node_modules/@procura/shared, which Node finds before
 *   the workspace link (whose exports name TypeScript sources, for tsx, Vite and Vitest).
 *
 * With `--if-changed` it does nothing when the inputs' fingerprint matches the one the last
 * successful build wrote (dist/.build-inputs): `npm start` and `npm run typecheck` pay for a
 * compile only after a change. A build that failed half-way leaves no fingerprint.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiDir, '../..');
const distDir = path.join(apiDir, 'dist');
const stampFile = path.join(distDir, '.build-inputs');
const sharedDir = path.join(repoRoot, 'packages/shared');

/** Everything either type check reads of ours; `ts` entries count their TypeScript files only. */
const INPUTS: { path: string; ts?: boolean }[] = [
  { path: 'package-lock.json' },
  { path: 'tsconfig.base.json' },
  { path: 'packages/shared/package.json' },
  { path: 'packages/shared/tsconfig.json' },
  { path: 'packages/shared/src' },
  { path: 'apps/api/package.json' },
  { path: 'apps/api/tsconfig.json' },
  { path: 'apps/api/drizzle.config.ts' },
  { path: 'apps/api/src' },
  { path: 'apps/api/test', ts: true },
  { path: 'apps/api/bench', ts: true },
  { path: 'apps/api/scripts', ts: true },
];

function filesOf(input: { path: string; ts?: boolean }): string[] {
  const absolute = path.join(repoRoot, input.path);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [input.path];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (!input.ts || entry.name.endsWith('.ts')))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .sort();
}

function inputsFingerprint(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(project: string): void {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** The compiled shared package where the compiled API resolves `@procura/shared` first. */
function placeShared(): void {
  const target = path.join(distDir, 'node_modules/@procura/shared');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(sharedDir, 'dist'), target, { recursive: true, filter: (source) => !source.endsWith('.tsbuildinfo') });
  const manifest = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
  // The same entry points as the sources', as the compiled files.
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([entry, source]) => [entry, source.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js')]),
  );
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify({ name: manifest.name, private: true, type: 'module', exports }, null, 2)}\n`);
}

function placeMigrations(): void {
  const target = path.join(distDir, 'src/db/migrations');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(apiDir, 'src/db/migrations'), target, { recursive: true });
}

const fingerprint = inputsFingerprint();
const built = fs.existsSync(path.join(distDir, 'src/server.js')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === fingerprint;
if (process.argv.includes('--if-changed') && built) {
  process.stdout.write('API: sources unchanged since the last build, reusing apps/api/dist\n');
} else {
  fs.rmSync(stampFile, { force: true });
  compile('packages/shared');
  compile('apps/api');
  placeShared();
  placeMigrations();
  fs.writeFileSync(stampFile, `${fingerprint}\n`);
  process.stdout.write('API: built apps/api/dist (npm start runs dist/src/server.js)\n');
}
