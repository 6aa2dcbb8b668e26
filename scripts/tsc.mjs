import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

/*
 * The type checker: TypeScript 7, the native compiler (the `typescript-native` alias in
 * package.json), run with the arguments given, as `tsc` would be. It checked the API, the web app
 * and the e2e suite the same as TypeScript 5.9 did (no error either side), several times faster
 * (figures in docs/contributing.md "Formatting and lint"). The `typescript` package stays 5.9:
 * typescript-eslint's parser and apps/api/scripts/build.ts read sources and configs through its
 * JavaScript API, which TypeScript 7 does not have.
 */
// Its package exports no bin path: the launcher sits beside package.json.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');
const run = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
