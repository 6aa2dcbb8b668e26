import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createIsolatedRunner, isolatedModule } from '../src/platform/isolated.js';
import type * as Csv from '../src/platform/csv.js';

/** This process's children (the runner's children are forked from it), but the `ps` asking. */
const childPids = (): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pid, command]) => Number(pid) > 0 && command !== 'ps')
      .map(([pid]) => Number(pid));
  } catch {
    // ps exits 1 when there is no child.
    return [];
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(50);
  return check();
};
// A pure module any child can load: the CSV reader the property import uses.
const CSV = isolatedModule<typeof Csv>(import.meta, '../src/platform/csv');

describe('the isolated runner', () => {
  it('lets an idle child go when nothing asks it to stay warm', async () => {
    const before = childPids();
    const run = createIsolatedRunner({ memoryMb: 64, idleMs: 200 });
    await run(CSV, 'csvLine', [['a', 'b']]);
    expect(await until(() => childPids().length === before.length)).toBe(true);
  });

  it('keeps a child ready for a job process: started at once, replaced by a fresh one when idle', async () => {
    const before = new Set(childPids());
    const run = createIsolatedRunner({ memoryMb: 64, idleMs: 300 });
    run.keepWarm();
    const fresh = () => childPids().filter((pid) => !before.has(pid));
    // Started before any call.
    expect(await until(() => fresh().length === 1)).toBe(true);
    const [first] = fresh();
    expect(await run(CSV, 'csvLine', [['a', 'b']])).toBe('a,b\r\n');
    // Let go when idle, and a new one is there in its place.
    expect(await until(() => fresh().length === 1 && fresh()[0] !== first)).toBe(true);
    expect(await run(CSV, 'csvLine', [['c']])).toBe('c\r\n');
  });
});
