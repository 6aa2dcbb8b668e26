import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

/*
 * `node scripts/parallel.mjs a b c`: runs the npm scripts named, as many at a time as the
 * machine has cores, in the order given (the longest first keeps the cores busy to the end).
 * The type checks, ESLint and Prettier run mostly on one core each: one after another they left
 * part of CI's second core idle (docs/contributing.md "Test time").
 *
 * Each script's output is held and printed whole when it ends, with its time, so two never
 * interleave. All of them run to the end, so one run reports every failure; the exit code is 1
 * when any failed.
 */

const root = path.resolve(import.meta.dirname, '..');
const names = process.argv.slice(2);
if (names.length === 0) {
  process.stderr.write('usage: node scripts/parallel.mjs <npm script>...\n');
  process.exit(2);
}
const slots = Math.max(1, Math.min(names.length, os.availableParallelism()));

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(`── ${name}: ${ok ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      const text = Buffer.concat(output).toString('utf8');
      if (text.trim()) process.stdout.write(`${text.replace(/\n?$/, '\n')}`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? `signal ${signal}` : 1)));
  });
}

const queue = [...names];
const results = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) results.push(await run(name));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
