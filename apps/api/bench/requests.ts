import { DEMO_ACCOUNTS, type TTestApp } from '../test/harness.js';
import { SEARCH_TERM } from './properties.js';
import { measure, type TMeasurement, type TMeasureOptions } from './measure.js';

/*
 * Bench parts `requests` (profile, jobs, the users list) and `list` (the properties list and its
 * search): each request beside its bare one-statement answer, at a steady request rate.
 */
export const PEOPLE = { tenants: 50, usersPerTenant: 200 };

interface TScenario {
  name: string;
  part: 'requests' | 'list';
  product: { url: string; token: string };
  baselineUrl: string;
  /** Fewer than CONNECTIONS where one request takes seconds on PGlite: latency stays the service time, not the queue's. */
  connections?: number;
}

export interface TScenarioResult {
  name: string;
  product: TMeasurement;
  baseline: TMeasurement;
  ratio: { requestsPerSecond: number; p99: number };
}

async function expectOk(url: string, token?: string): Promise<unknown> {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

function listLength(body: unknown): number {
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? data.length : -1;
}

export async function runRequestScenarios(
  t: TTestApp,
  options: Omit<TMeasureOptions, 'url' | 'headers'> & { baselineUrl: string; propertyCount: number; runs: (part: 'requests' | 'list') => boolean },
) {
  const { baselineUrl, propertyCount, runs, ...common } = options;
  const CONNECTIONS = common.connections;
  const baseline = { baseUrl: baselineUrl };
  const providerToken = (await t.signIn(DEMO_ACCOUNTS.providerAdmin)).accessToken;
  const clientToken = (await t.signIn(DEMO_ACCOUNTS.clientAdmin)).accessToken;
  const scenarios: TScenario[] = [
    {
      name: 'GET /v1/users/profile (provider admin)',
      part: 'requests',
      product: { url: `${t.baseUrl}/v1/users/profile`, token: providerToken },
      baselineUrl: `${baseline.baseUrl}/profile/${t.world.userIds.providerAdmin}`,
    },
    {
      name: 'GET /v1/background-jobs (client admin)',
      part: 'requests',
      product: { url: `${t.baseUrl}/v1/background-jobs`, token: clientToken },
      baselineUrl: `${baseline.baseUrl}/jobs/${t.world.userIds.clientAdmin}`,
    },
    {
      name: `GET /v1/users?limit=25 + count, ${PEOPLE.tenants * PEOPLE.usersPerTenant} people (provider admin)`,
      part: 'requests',
      product: { url: `${t.baseUrl}/v1/users?limit=25`, token: providerToken },
      baselineUrl: `${baseline.baseUrl}/users?limit=25`,
    },
    {
      name: `GET /v1/properties?limit=25 + count, ${propertyCount} properties (provider admin)`,
      part: 'list',
      product: { url: `${t.baseUrl}/v1/properties?limit=25`, token: providerToken },
      baselineUrl: `${baseline.baseUrl}/properties?limit=25`,
      connections: 2,
    },
    {
      name: `GET /v1/properties?limit=25&search=${SEARCH_TERM} + count (provider admin)`,
      part: 'list',
      product: { url: `${t.baseUrl}/v1/properties?limit=25&search=${SEARCH_TERM}`, token: providerToken },
      baselineUrl: `${baseline.baseUrl}/properties/search?limit=25&search=${SEARCH_TERM}`,
      connections: 2,
    },
  ];

  // Both sides must answer what they claim to before they are timed.
  if (runs('requests')) {
    await expectOk(scenarios[0].product.url, providerToken);
    await expectOk(scenarios[0].baselineUrl);
    const jobCounts = [listLength(await expectOk(scenarios[1].product.url, clientToken)), listLength(await expectOk(scenarios[1].baselineUrl))];
    if (jobCounts.some((n) => n !== 50)) throw new Error(`expected 50 jobs from both sides, got ${jobCounts.join(' / ')}`);
    const pages = [await expectOk(scenarios[2].product.url, providerToken), await expectOk(scenarios[2].baselineUrl)] as {
      data: { id: string }[];
      total: number;
    }[];
    if (pages[0].total !== pages[1].total || pages[0].data.map((u) => u.id).join() !== pages[1].data.map((u) => u.id).join()) {
      throw new Error(`the users page differs: product ${pages[0].total} people, baseline ${pages[1].total}`);
    }
  }
  for (const s of scenarios.slice(3).filter((s) => runs(s.part))) {
    const sides = [await expectOk(s.product.url, providerToken), await expectOk(s.baselineUrl)] as { data: { id: string }[]; total: number }[];
    if (sides[0].total !== sides[1].total || sides[0].data.map((p) => p.id).join() !== sides[1].data.map((p) => p.id).join()) {
      throw new Error(`${s.name}: the page differs: product ${sides[0].total} properties, baseline ${sides[1].total}`);
    }
  }

  const results: TScenarioResult[] = [];
  for (const s of scenarios.filter((s) => runs(s.part))) {
    console.log(`  ${s.name}: product…`);
    const connections = s.connections ?? CONNECTIONS;
    const product = await measure({ ...common, connections, url: s.product.url, headers: { authorization: `Bearer ${s.product.token}` } });
    console.log(`  ${s.name}: baseline…`);
    const base = await measure({ ...common, connections, url: s.baselineUrl });
    for (const [side, m] of [
      ['product', product],
      ['baseline', base],
    ] as const) {
      if (m.failures > 0) console.warn(`  warning: ${s.name} ${side} had ${m.failures} failed requests of ${m.requests}`);
    }
    results.push({
      name: s.name,
      product,
      baseline: base,
      ratio: { requestsPerSecond: product.requestsPerSecond / base.requestsPerSecond, p99: product.p99Ms / base.p99Ms },
    });
  }

  return { results, list: results.find((r) => r.name === scenarios[3].name), search: results.find((r) => r.name === scenarios[4].name) };
}

export function printTable(kind: string, results: TScenarioResult[]): void {
  const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
  const header = ['scenario', 'product req/s', 'baseline req/s', 'ratio', 'product p99 ms', 'baseline p99 ms', 'ratio'];
  const rows = results.map((r) => [
    `${r.name} [${kind}]`,
    fixed(r.product.requestsPerSecond, 0),
    fixed(r.baseline.requestsPerSecond, 0),
    fixed(r.ratio.requestsPerSecond, 2),
    fixed(r.product.p99Ms, 1),
    fixed(r.baseline.p99Ms, 1),
    fixed(r.ratio.p99, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(line(row));
}
