import os from 'node:os';
import { ensureBuilt, startServerProcess } from '../test/server-process.js';

/*
 * Issue 21's start-up figure: from spawn to the first 200 of /readyz, the compiled server
 * (`npm start`) beside the same server from source under tsx (`npm run dev`), taken in turns in
 * one run, each on a fresh copy of the reference database (so no migration is timed).
 */

export interface TStartupFigure {
  builtMs: number[];
  tsxMs: number[];
  /** Median tsx ÷ median built: how many times faster the build is ready. */
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureStartup(rounds = 3): Promise<TStartupFigure> {
  ensureBuilt();
  const builtMs: number[] = [];
  const tsxMs: number[] = [];
  // Once each untimed first: the disk cache and tsx's transform cache are warm for both.
  for (let round = -1; round < rounds; round++) {
    for (const from of ['built', 'source'] as const) {
      const server = await startServerProcess(from);
      await server.remove();
      if (round >= 0) (from === 'built' ? builtMs : tsxMs).push(server.readyMs);
    }
  }
  return { builtMs, tsxMs, ratio: median(tsxMs) / median(builtMs) };
}

export function printStartup(figure: TStartupFigure): void {
  const ms = (values: number[]) => `median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
  console.log(`\nstart-up, spawn to /readyz (load ${os.loadavg()[0].toFixed(1)}):`);
  console.log(`  built (node dist/src/server.js): ${ms(figure.builtMs)}`);
  console.log(`  tsx (src/server.ts):             ${ms(figure.tsxMs)}`);
  console.log(`  the build is ready ${figure.ratio.toFixed(2)}× as fast`);
}
