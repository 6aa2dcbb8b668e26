import fs from 'node:fs';
import path from 'node:path';
import { can } from '@procura/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../src/platform/actor.js';
import { systemDb } from '../src/platform/system-db.js';
import { casesFor, operationsOf, seededRandom, type TFuzzCase, type TOperation } from './fuzz-cases.js';
import { DEMO_ACCOUNTS, startTestApp, type TSession } from './harness.js';
import type { TActorName } from './matrix.js';

/**
 * Issue #7 "Fuzzing every route": from the OpenAPI document, requests that break each
 * route's schemas (and a few valid-shaped ones with hostile values), shared out among the demo
 * actors (DENIED_SAMPLE below says how). No answer may be a 5xx; every 4xx is the one error shape, and a 400 on input
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
/**
 * Who sends which case. The access hook answers before any input is read
 * (src/platform/access.ts), and the schemas that answer an invalid case are the route's, the same
 * for every actor it lets through: sending each invalid case as each of the eight actors was
 * mostly the same answer eight times (~110,000 requests a run). So an invalid case goes once,
 * as one of the actors the route lets through, in turn, so each of them meets some; a hostile
 * case (valid in shape, reaching the handler, where the actor's scope matters) goes as every
 * actor. An actor the route refuses gets the hostile cases and every DENIED_SAMPLE-th invalid
 * one, and each must then be answered with that refusal (401 or 403).
 */
const DENIED_SAMPLE = 8;
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
  const accessOf = new Map(t.routeInventory.map((r) => [`${r.method} ${r.url}`, r.access]));
  const sampled = (cases: TFuzzCase[]) => cases.filter((c, i) => c.kind === 'hostile' || i % DENIED_SAMPLE === 0);

  const known5xx: Record<string, number> = {};
  const sessions = new Map<TActorName, TSession>();
  const permissionsOf = new Map<TActorName, Awaited<ReturnType<typeof loadActor>>['permissions']>();
  /** The status the access hook answers `actor` on `op` with, or null when it lets the actor through. */
  const refusal = (op: TOperation, actor: TActorName): 401 | 403 | null => {
    const access = accessOf.get(`${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
    if (!access || access.kind === 'public') return null;
    const permissions = permissionsOf.get(actor);
    if (!permissions) return 401;
    return access.kind === 'permission' && !access.anyOf.some(([type, action]) => can(permissions, type, action)) ? 403 : null;
  };
  const casesAs = (op: TOperation, cases: TFuzzCase[], actor: TActorName) => {
    if (refusal(op, actor)) return sampled(cases);
    const through = ACTORS.filter((a) => !refusal(op, a));
    return cases.filter((c, i) => c.kind === 'hostile' || through[i % through.length] === actor);
  };
  let requestCount = 0;
  const statusCounts: Record<number, number> = {};
  let sent = 0;
  const startedAt = Date.now();
  beforeAll(async () => {
    for (const actor of ACTORS) {
      if (actor === 'anonymous') continue;
      const session = await t.signIn(DEMO_ACCOUNTS[actor]);
      sessions.set(actor, session);
      const { userId } = await t.platform.tokens.verifyAccess(session.accessToken);
      permissionsOf.set(actor, (await loadActor(systemDb(t.platform.database), userId, undefined, 'fuzz-plan')).permissions);
    }
    requestCount = plan.reduce((sum, { op, cases }) => sum + ACTORS.reduce((n, actor) => n + casesAs(op, cases, actor).length, 0), 0);
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
      requests: sent,
      byStatus: statusCounts,
      known5xx,
      seconds: Math.round((Date.now() - startedAt) / 100) / 10,
    };
    fs.writeFileSync(path.join(summaryDir, `fuzz-summary-${shard}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    await t.close();
  });

  async function send(op: TOperation, c: TFuzzCase, actor: TActorName, token: string | undefined, refused: 401 | 403 | null): Promise<string | null> {
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
    const problem =
      refused && !refusedAs(res.status, refused, c.url)
        ? `answered ${res.status} where its access refuses it (${refused})`
        : problemOf(c, res.status, text, res.headers);
    return problem && `${actor} ${op.method} ${c.url.slice(0, 120)} [${c.label}]: ${problem}`;
  }

  describe(`fuzzing shard ${shard}/${FUZZ_SHARDS}: ${plan.length} of ${operations.length} routes × ${ACTORS.length} actors (seed ${SEED})`, () => {
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
      it(`${op.method} ${op.path}: ${cases.length} cases, no 5xx, one error shape`, { timeout: 60_000 }, async () => {
        const problems: string[] = [];
        for (const actor of ACTORS) {
          const token = endsSessions(op) && actor !== 'anonymous' ? (await t.signIn(DEMO_ACCOUNTS[actor])).accessToken : sessions.get(actor)?.accessToken;
          const refused = refusal(op, actor);
          const queue = casesAs(op, cases, actor);
          const worker = async () => {
            for (let c = queue.shift(); c; c = queue.shift()) {
              const problem = await send(op, c, actor, token, refused);
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

    it('sent every request of the shard', () => {
      expect(sent).toBeGreaterThan(0);
      expect(sent).toBe(requestCount);
    });
  });
}

/**
 * A refused actor gets the access hook's answer, unless the router turned the request away
 * before any route ran: a path that does not decode (400) or a URL too long (414).
 */
function refusedAs(status: number, refused: 401 | 403, url: string): boolean {
  if (status === refused || status === 414) return true;
  if (status !== 400) return false;
  try {
    decodeURI(url);
    return false;
  } catch {
    return true;
  }
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
