/**
 * The API's release build (docs/operations.md "Release build"): packages/shared and apps/api
 * compiled to JavaScript by the type check itself (`tsc -p`, which emits, tests included), then
 * what ships copied out of that output into a new dist:
 *
 * - the API's sources without their tests (`*.test.ts`) and authorization matrices
 *   (`*.matrix.ts`), compiled, under dist/src (tsc writes apps/api/.tmp/tsc);
 * - the migrations (SQL and drizzle's meta) under dist/src/db/migrations, where the compiled
 *   platform/database.js looks for them;
 * - the compiled shared package, without its tests, as dist/node_modules/@procura/shared, which
 *   Node finds before the workspace link (whose exports name TypeScript sources, for tsx, Vite
 *   and Vitest).
 *
 * dist is emptied first and each file copied is one the compile names for a source that exists,
 * so it never holds a stale file; the compiles themselves stay incremental. A shipped file that
 * imports one that does not ship (test code) fails the build.
 *
 * With `--if-changed` it does nothing when the inputs' fingerprint matches the one the last
 * successful build wrote (dist/.build-inputs): `npm start` and `npm run typecheck` pay for a
 * compile only after a change. A build that failed half-way leaves no fingerprint.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
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

/** The repository's one type checker (TypeScript 7, the native compiler), which emits here. */
const tsc = path.join(repoRoot, 'scripts/tsc.mjs');

function compile(project: string): void {
  const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: repoRoot, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** A compiled file that ships, and where it goes. */
type TShipped = { from: string; to: string };

/**
 * The compiled files of `project`'s sources under `sourceRoot` that `ships` keeps, each with its
 * place under `target` (the same path below `sourceRoot`'s output). The outputs are the ones
 * TypeScript names for the sources the project holds now, so a deleted source has none.
 */
async function shippedOutputs(project: string, sourceRoot: string, target: string, ships: (source: string) => boolean): Promise<TShipped[]> {
  // Loaded here, not at the top: a build that finds its inputs unchanged does not need it.
  const { default: ts } = await import('typescript');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed?.options.outDir || !parsed.options.rootDir) throw new Error(`${project} could not be read, or names no outDir and rootDir`);
  const outputDir = path.join(parsed.options.outDir, path.relative(parsed.options.rootDir, sourceRoot));
  return parsed.fileNames
    .map((file) => path.resolve(file))
    .filter((file) => file.startsWith(`${sourceRoot}${path.sep}`) && ships(file))
    .flatMap((file) => ts.getOutputFileNames(parsed, file, false))
    .map((file) => path.resolve(file))
    .map((from) => ({ from, to: path.join(target, path.relative(outputDir, from)) }));
}

const isTestCode = (source: string) => /\.(test|matrix)\.ts$/.test(source);

/**
 * Copies each file. When the compile's output lacks one (deleted by hand, while its record of
 * what it compiled says it is there), that output is deleted and `project` compiled again whole.
 */
function copyAll(files: TShipped[], project: string, output: string): void {
  if (!files.every((file) => fs.existsSync(file.from))) {
    fs.rmSync(output, { recursive: true, force: true });
    compile(project);
  }
  for (const file of files) {
    fs.mkdirSync(path.dirname(file.to), { recursive: true });
    fs.copyFileSync(file.from, file.to);
  }
}

/** Every relative import of the shipped JavaScript names a file that ships. */
function checkRelativeImports(files: TShipped[]): void {
  const shipped = new Set(files.map((file) => file.to));
  const missing: string[] = [];
  for (const file of files.filter((f) => f.to.endsWith('.js'))) {
    const code = fs.readFileSync(file.to, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s*)['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = path.resolve(path.dirname(file.to), specifier);
      if (!shipped.has(target) && !fs.existsSync(target)) missing.push(`${path.relative(apiDir, file.to)} imports ${specifier}`);
    }
  }
  if (missing.length > 0) throw new Error(`The build would ship imports of files that do not ship (test code?):\n${missing.join('\n')}`);
}

/** The compiled shared package where the compiled API resolves `@procura/shared` first. */
async function placeShared(dist: string): Promise<void> {
  const target = path.join(dist, 'node_modules/@procura/shared');
  const files = await shippedOutputs('packages/shared/tsconfig.json', path.join(sharedDir, 'src'), target, (source) => !isTestCode(source));
  copyAll(files, 'packages/shared', path.join(sharedDir, 'dist'));
  const manifest = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { name: string; exports: Record<string, string> };
  // The same entry points as the sources', as the compiled files.
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([entry, source]) => [entry, source.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js')]),
  );
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify({ name: manifest.name, private: true, type: 'module', exports }, null, 2)}\n`);
}

/** The API's compiled sources, without their tests. */
async function placeApi(dist: string): Promise<TShipped[]> {
  const files = await shippedOutputs('apps/api/tsconfig.json', path.join(apiDir, 'src'), path.join(dist, 'src'), (source) => !isTestCode(source));
  copyAll(files, 'apps/api', path.join(apiDir, '.tmp/tsc'));
  return files;
}

function placeMigrations(dist: string): void {
  fs.cpSync(path.join(apiDir, 'src/db/migrations'), path.join(dist, 'src/db/migrations'), { recursive: true });
}

const fingerprint = inputsFingerprint();
const built = fs.existsSync(path.join(distDir, 'src/server.js')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === fingerprint;
if (process.argv.includes('--if-changed') && built) {
  process.stdout.write('API: sources unchanged since the last build, reusing apps/api/dist\n');
} else {
  fs.rmSync(stampFile, { force: true });
  compile('packages/shared');
  compile('apps/api');
  // Put together beside dist, then swapped in whole: a process running from dist meanwhile
  // loads its modules from one build or the other, never from a half-copied one.
  const next = path.join(apiDir, '.tmp/dist-next');
  const previous = path.join(apiDir, '.tmp/dist-previous');
  for (const dir of [next, previous]) fs.rmSync(dir, { recursive: true, force: true });
  checkRelativeImports(await placeApi(next));
  await placeShared(next);
  placeMigrations(next);
  fs.writeFileSync(path.join(next, path.basename(stampFile)), `${fingerprint}\n`);
  if (fs.existsSync(distDir)) fs.renameSync(distDir, previous);
  fs.renameSync(next, distDir);
  fs.rmSync(previous, { recursive: true, force: true });
  process.stdout.write('API: built apps/api/dist (npm start runs dist/src/server.js)\n');
}
