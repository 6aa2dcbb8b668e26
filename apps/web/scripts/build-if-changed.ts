/**
 * `npm start` builds the web app only when its inputs changed since the last build: the sources
 * of apps/web and packages/shared, their configuration, the installed dependency versions
 * (package-lock.json) and the VITE_* settings read at build time. The inputs' fingerprint is
 * written beside the build once it has succeeded; a build that failed half-way leaves none,
 * so the next start builds again.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webDir, '../..');
const distDir = path.join(webDir, 'dist');
const stampFile = path.join(distDir, '.build-inputs');

const INPUTS = [
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/src',
  'packages/shared/package.json',
  'packages/shared/src',
  'package-lock.json',
];

/** Every file under `relative` (or the file itself), as repository paths, sorted. */
function filesOf(relative: string): string[] {
  const absolute = path.join(repoRoot, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .sort();
}

function inputsFingerprint(env: NodeJS.ProcessEnv): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(repoRoot, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

const fingerprint = inputsFingerprint(process.env);
const built = fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === fingerprint;
if (built) {
  process.stdout.write('web app: sources unchanged since the last build, reusing apps/web/dist\n');
} else {
  const run = spawnSync('npm', ['run', 'build'], { cwd: webDir, stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(stampFile, `${fingerprint}\n`);
}
