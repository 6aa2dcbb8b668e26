import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor, operationsOf, seededRandom, type TFuzzCase, type TOperation } from './fuzz-cases.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession } from './harness.js';
import type { TActorName } from './matrix.js';

/**
 * Issue #7 "Fuzzing every route": from the OpenAPI document, requests that break each
 * route's schemas (and a few valid-shaped ones with hostile values), sent as every demo
 * actor. No answer may be a 5xx; every 4xx is the one error shape, and a 400 on input
 * names the field. The figures land in apps/api/.tmp/fuzz-summary-<shard>.json.
 *
 * The plan is split into FUZZ_SHARDS files (`fuzz-1.test.ts` … `fuzz-<n>.test.ts`), so the API
 * pass's two workers share it (one file was ~160 s, the pass's tail). Every shard builds the
 * whole plan from the same seed, in the same order, and keeps the routes whose place in it
 * is its number modulo FUZZ_SHARDS: the shards together send exactly what one file sent, and
 * a new route lands in one of them by construction. Shard 1 also checks that the OpenAPI
 * document lists every registered route and that the shard files on disk are exactly 1…n.
 */
/** One more shard: add `fuzz-<n>.test.ts` (one line, as the others) and raise this. */
export const FUZZ_SHARDS = 4;
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_607);
const HOSTILE_PER_ROUTE = 3;
const IN_FLIGHT = 4;
const ACTORS: TActorName[] = ['anonymous', ...(Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[])];
const API_ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'requestId', 'fieldErrors']);

/** 5xx answers known and waiting for a fix, by route and case (`METHOD /path [label]`): none today. */
const KNOWN_5XX: Record<string, string> = {};
const SHARD_FILE = /^fuzz-(\d+)\.test\.ts$/;

/**
 * One shard of the fuzzing plan, called at the top of `fuzz-<n>.test.ts` as
 * `await fuzzShard(import.meta.filename)`: the file's name is its number.
 */
export async function fuzzShard(testFile: string): Promise<void> {
  const shard = Number(SHARD_FILE.exec(path.basename(testFile))?.[1]);
  if (!(shard >= 1 && shard <= FUZZ_SHARDS)) throw new Error(`${testFile}: a fuzz shard is named fuzz-<1…${FUZZ_SHARDS}>.test.ts (FUZZ_SHARDS in fuzz.ts)`);

  // Jobs run as under `npm start`: an export or upload is queued, never refused for want of a queue.
  const t = await startTestApp({ jobs: true });
  const operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
  /** Routes that end sessions (logout, sign out everywhere): sent last, each actor on a session of its own. */
  const endsSessions = (op: TOperation) => op.path.startsWith('/v1/auth/logout');
  const rank = (op: TOperation) => (endsSessions(op) ? 2 : op.path.startsWith('/v1/auth/') ? 1 : 0);
  operations.sort((a, b) => rank(a) - rank(b));
  // The whole plan, from the one seed in one order, whichever shard this is: the cases do not
  // depend on how the routes are split.
  const random = seededRandom(SEED);
  const plan = operations.map((op) => ({ op, cases: casesFor(op, random, HOSTILE_PER_ROUTE) })).filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  const requestCount = plan.reduce((sum, p) => sum + p.cases.length, 0) * ACTORS.length;

  const known5xx: Record<string, number> = {};
  const sessions = new Map<TActorName, TSession>();
  const statusCounts: Record<number, number> = {};
  let sent = 0;
  const startedAt = Date.now();
  beforeAll(async () => {
    for (const actor of ACTORS) if (actor !== 'anonymous') sessions.set(actor, await t.signIn(DEMO_ACCOUNTS[actor]));
  });
  afterAll(async () => {
    const summaryDir = path.resolve(import.meta.dirname, '../.tmp');
    fs.mkdirSync(summaryDir, { recursive: true });
    const summary = {
      seed: SEED,
      shard: `${shard}/${FUZZ_SHARDS}`,
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      routes: plan.length,
      routesInAllShards: operations.length,
      actors: ACTORS.length,
      casesPerActor: requestCount / ACTORS.length,
      requests: sent,
      byStatus: statusCounts,
      known5xx,
      seconds: Math.round((Date.now() - startedAt) / 100) / 10,
    };
    fs.writeFileSync(path.join(summaryDir, `fuzz-summary-${shard}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    await t.close();
  });

  async function send(op: TOperation, c: TFuzzCase, actor: TActorName, token: string | undefined): Promise<string | null> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (c.body) headers['content-type'] = c.body.contentType;
    const res = await fetch(t.baseUrl + c.url, { method: op.method, headers, body: op.method === 'GET' ? undefined : c.body?.raw });
    const text = await res.text();
    sent++;
    statusCounts[res.status] = (statusCounts[res.status] ?? 0) + 1;
    const known = `${op.method} ${op.path} [${c.label}]`;
    if (res.status >= 500 && KNOWN_5XX[known]) {
      known5xx[known] = (known5xx[known] ?? 0) + 1;
      return null;
    }
    const problem = problemOf(c, res.status, text, res.headers);
    return problem && `${actor} ${op.method} ${c.url.slice(0, 120)} [${c.label}]: ${problem}`;
  }

  describe(`fuzzing shard ${shard}/${FUZZ_SHARDS}: ${plan.length} of ${operations.length} routes × ${ACTORS.length} actors, ${requestCount} requests (seed ${SEED})`, () => {
    if (shard === 1) {
      it('covers every guarded route of the app', () => {
        const fuzzed = operations.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
        expect(fuzzed, 'routes in the OpenAPI document vs routes registered').toEqual(t.routeInventory.map((r) => `${r.method} ${r.url}`).sort());
      });

      it(`runs as ${FUZZ_SHARDS} shard files, each one line`, () => {
        const dir = import.meta.dirname;
        const files = fs.readdirSync(dir).filter((f) => f.startsWith('fuzz-') && f.endsWith('.test.ts'));
        expect(files.sort()).toEqual(Array.from({ length: FUZZ_SHARDS }, (_, i) => `fuzz-${i + 1}.test.ts`).sort());
        for (const f of files) expect(fs.readFileSync(path.join(dir, f), 'utf8'), f).toContain('await fuzzShard(import.meta.filename);');
      });
    }

    const fuzzRoute = ({ op, cases }: (typeof plan)[number]) =>
      it(`${op.method} ${op.path}: ${cases.length} requests per actor, no 5xx, one error shape`, { timeout: 60_000 }, async () => {
        const problems: string[] = [];
        for (const actor of ACTORS) {
          const token = endsSessions(op) && actor !== 'anonymous' ? (await t.signIn(DEMO_ACCOUNTS[actor])).accessToken : sessions.get(actor)?.accessToken;
          const queue = [...cases];
          const worker = async () => {
            for (let c = queue.shift(); c; c = queue.shift()) {
              const problem = await send(op, c, actor, token);
              if (problem) problems.push(problem);
            }
          };
          await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
        }
        expect(problems.slice(0, 25), `${problems.length} problems`).toEqual([]);
      });

    plan.filter(({ op }) => !endsSessions(op)).forEach(fuzzRoute);

    it('left every actor signed in before the routes that end sessions', async () => {
      for (const [actor, session] of sessions) {
        const res = await t.http('GET', '/v1/users/profile', { token: session.accessToken });
        expect(res.status, `${actor}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    });

    plan.filter(({ op }) => endsSessions(op)).forEach(fuzzRoute);

    it(`sent all ${requestCount} requests of this shard`, () => {
      expect(sent).toBe(requestCount);
    });
  });
}

/** What is wrong with one answer, or null. */
function problemOf(c: TFuzzCase, status: number, text: string, headers: Headers): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (c.kind === 'invalid' && status < 400) return `accepted invalid input with ${status}`;
  if (status < 400) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `answered ${status} without a JSON error: ${text.slice(0, 200)}`;
  }
  const extra = Object.keys(body).filter((k) => !API_ERROR_KEYS.has(k));
  if (extra.length) return `error has unexpected keys ${extra.join(', ')}`;
  if (body.statusCode !== status || typeof body.error !== 'string') return `error statusCode/error wrong: ${text.slice(0, 200)}`;
  if (typeof body.message !== 'string' || !body.message) return 'error has no message';
  if (typeof body.requestId !== 'string' || body.requestId !== headers.get('x-request-id')) return 'error requestId missing or not the x-request-id';
  const fieldErrors = body.fieldErrors as Record<string, unknown> | undefined;
  if (fieldErrors !== undefined && !Object.values(fieldErrors).every((m) => Array.isArray(m) && m.length > 0 && m.every((s) => typeof s === 'string' && s))) {
    return `fieldErrors malformed: ${JSON.stringify(fieldErrors)}`;
  }
  if (c.kind === 'invalid' && status === 400 && c.field) {
    const named = Object.keys(fieldErrors ?? {}).some((k) => k === c.field || k.startsWith(`${c.field}.`));
    if (!named) return `400 does not name "${c.field}": ${text.slice(0, 300)}`;
  }
  return null;
}
