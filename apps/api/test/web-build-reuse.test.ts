import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm start` builds the web app once and reuses the build while its inputs are unchanged
 * (apps/web/scripts/build-if-changed.ts). The real script runs here in a copy of the
 * repository's layout whose `build` is a stand-in that records each run, empties dist as
 * vite does, and fails when told to.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../web/scripts/build-if-changed.ts');

const FAKE_BUILD = `
import fs from 'node:fs';
fs.rmSync('dist', { recursive: true, force: true });
fs.appendFileSync('../../builds.log', 'built\\n');
if (process.env.FAIL_BUILD) process.exit(1);
fs.mkdirSync('dist');
fs.writeFileSync('dist/index.html', '<!doctype html>');
`;

let root: string;
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
};
const builds = () =>
  fs.existsSync(path.join(root, 'builds.log')) ? fs.readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean).length : 0;

function start(env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/web/scripts/build-if-changed.ts')], {
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-web-build-'));
  write('apps/web/scripts/build-if-changed.ts', fs.readFileSync(SCRIPT, 'utf8'));
  write('apps/web/package.json', JSON.stringify({ name: 'web', private: true, type: 'module', scripts: { build: 'node fake-build.mjs' } }));
  write('apps/web/fake-build.mjs', FAKE_BUILD);
  write('apps/web/index.html', '<div id="root"></div>');
  write('apps/web/src/main.tsx', 'export const answer = 42;');
  write('packages/shared/src/index.ts', 'export const shared = 1;');
  write('package-lock.json', '{}');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start reuses the web app build', () => {
  it('builds the first time, then reuses the build until a source, the lockfile or a VITE_ setting changes', () => {
    expect(start().status).toBe(0);
    expect(builds()).toBe(1);

    const again = start();
    expect(again.status).toBe(0);
    expect(again.output).toContain('reusing apps/web/dist');
    expect(builds()).toBe(1);

    write('apps/web/src/main.tsx', 'export const answer = 43;');
    start();
    expect(builds()).toBe(2);

    write('packages/shared/src/added.ts', 'export const more = 2;');
    start();
    expect(builds()).toBe(3);

    write('package-lock.json', '{"lockfileVersion":3}');
    start();
    expect(builds()).toBe(4);

    start({ VITE_MAP_STYLE_URL: 'https://tiles.example.com/style.json' });
    expect(builds()).toBe(5);
    start({ VITE_MAP_STYLE_URL: 'https://tiles.example.com/style.json' });
    expect(builds()).toBe(5);
  });

  it('builds again after a failed build, and after a build made without the script', () => {
    expect(start({ FAIL_BUILD: '1' }).status).not.toBe(0);
    expect(start().status).toBe(0);
    expect(builds()).toBe(2);

    // `npm run build` alone empties dist and leaves no record of its inputs.
    fs.rmSync(path.join(root, 'apps/web/dist/.build-inputs'));
    start();
    expect(builds()).toBe(3);
  });
});
