import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { TDatabase } from '../src/platform/database.js';

export interface TCount {
  /** Messages that waited for the database's answer. */
  roundTrips: number;
  /** PGlite only: the engine's own BEGIN and COMMIT, in process, not over a network. */
  engineTransactionCalls: number;
  connections: number;
}

/** Statements the request does not send: the job queue's polls and the rate-limit sync. */
const BACKGROUND = /\bpgboss\.|\brate_limits\b/;

/** Counts what reaches the database driver while `work` runs, on either driver. */
export async function countDatabaseCalls(database: TDatabase, work: () => Promise<unknown>): Promise<TCount> {
  const count: TCount = { roundTrips: 0, engineTransactionCalls: 0, connections: 0 };
  const pglite = database.pglite;
  if (pglite) {
    const engine = pglite as PGlite & Record<'query' | 'exec' | 'transaction', unknown>;
    const saved = { query: engine.query, exec: engine.exec, transaction: engine.transaction };
    // The rate-limit sync and the job queue's polls share the one engine at their own times.
    const counted = <F extends (...args: never[]) => Promise<unknown>>(f: F, self: object) =>
      ((...args: never[]) => {
        const text: unknown = args[0];
        if (!(typeof text === 'string' && BACKGROUND.test(text))) count.roundTrips += 1;
        return f.apply(self, args);
      }) as F;
    engine.query = counted(saved.query, pglite);
    engine.exec = counted(saved.exec, pglite);
    engine.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) => {
      count.engineTransactionCalls += 2;
      count.connections = 1;
      return saved.transaction.call(pglite, (tx: Transaction) => fn({ ...tx, query: counted(tx.query, tx), exec: counted(tx.exec, tx) } as Transaction));
    }) as typeof saved.transaction;
    try {
      await work();
    } finally {
      Object.assign(engine, saved);
    }
    return count;
  }
  // The job queue's polls and the rate-limit sync run on their own connections at their own
  // times: a connection that sent only those is not the request's and is left out. A statement
  // sent while another is still unanswered on its connection (pipelined) waits for no round
  // trip of its own: it rides on the one under way.
  const calls = new Map<unknown, { trips: number; background: boolean; unanswered: number }>();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [text] = args;
    const statement = typeof text === 'string' ? text : (text as { text?: unknown } | undefined)?.text;
    const seen = calls.get(this) ?? { trips: 0, background: true, unanswered: 0 };
    if (seen.unanswered === 0) seen.trips += 1;
    seen.unanswered += 1;
    seen.background &&= typeof statement === 'string' && BACKGROUND.test(statement);
    calls.set(this, seen);
    const answered = () => {
      seen.unanswered -= 1;
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        answered();
        return (callback as (...a: unknown[]) => unknown)(...result);
      };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    const answer = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (answer instanceof Promise) answer.then(answered, answered);
    return answer;
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  const request = [...calls.values()].filter((c) => !c.background);
  count.roundTrips = request.reduce((sum, c) => sum + c.trips, 0);
  count.connections = request.length;
  return count;
}
