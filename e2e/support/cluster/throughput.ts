import os from 'node:os';
import { APP_URL, SINGLE_API_URL } from '../ports.js';
import { measureCpu } from './cpu.js';
import { runLoad, type TRequest, type TSent } from './load.js';

interface TSide {
  requests: number;
  failed: number;
  latencies: number[];
  cpuSeconds: Record<string, number>;
  coresBusy: number[];
}

const emptySide = (): TSide => ({ requests: 0, failed: 0, latencies: [], cpuSeconds: {}, coresBusy: [] });

function add(side: TSide, sent: TSent[], cpu: ReturnType<ReturnType<typeof measureCpu>['stop']>): void {
  const ok = sent.filter((s) => s.status === 200);
  side.requests += ok.length;
  side.failed += sent.length - ok.length;
  side.latencies.push(...ok.map((s) => s.endedAt - s.startedAt));
  for (const [name, seconds] of Object.entries(cpu.seconds)) side.cpuSeconds[name] = (side.cpuSeconds[name] ?? 0) + seconds;
  side.coresBusy.push(cpu.machineCoresBusy);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function summary(side: TSide, seconds: number) {
  const latencies = [...side.latencies].sort((a, b) => a - b);
  return {
    rps: Math.round(side.requests / seconds),
    failed: side.failed,
    p50ms: latencies[Math.floor(latencies.length / 2)],
    p95ms: latencies[Math.floor(latencies.length * 0.95)],
    machineCoresBusy: side.coresBusy,
    // CPU milliseconds per answered request, per component: what each request costs where.
    cpuMsPerRequest: Object.fromEntries(Object.entries(side.cpuSeconds).map(([name, s]) => [name, round2((s * 1000) / side.requests)])),
  };
}

/**
 * Requests per second through nginx to both API processes (APP_URL) and to the first only
 * (SINGLE_API_URL), same load, same run: `rounds` alternations of each, so a change in what
 * else the machine runs falls on both. With the CPU each component spent per request.
 */
export async function measureThroughput(options: { request: TRequest; apiPids: Record<string, number>; seconds: number; rounds: number; concurrency: number }) {
  const sides = { one: emptySide(), two: emptySide() };
  const slice = (options.seconds * 1000) / options.rounds;
  for (const url of [SINGLE_API_URL, APP_URL]) await runLoad(url, { concurrency: options.concurrency, durationMs: 1_000, next: () => options.request });
  for (let round = 0; round < options.rounds; round++) {
    for (const [side, url] of [
      ['one', SINGLE_API_URL],
      ['two', APP_URL],
    ] as const) {
      const cpu = measureCpu(options.apiPids);
      const sent = await runLoad(url, { concurrency: options.concurrency, durationMs: slice, next: () => options.request });
      add(sides[side], sent, cpu.stop());
    }
  }
  const one = summary(sides.one, options.seconds);
  const two = summary(sides.two, options.seconds);
  return {
    route: `${options.request.method} ${options.request.path}`,
    concurrency: options.concurrency,
    secondsEach: options.seconds,
    one,
    two,
    ratio: round2(two.rps / one.rps),
    machineLoad: round2(os.loadavg()[0]),
    cores: os.availableParallelism(),
  };
}
