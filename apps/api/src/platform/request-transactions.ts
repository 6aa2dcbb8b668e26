import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { TDb, TStatementHook } from './database.js';

/**
 * What a transaction's caller sees of its connection: every statement goes out at once, but
 * its answer is handed over only after the transaction's opening has been answered and
 * accepted. So the opening and the first statement leave in one write and come back in one
 * read (one round trip instead of two), and nothing the caller receives predates the check.
 */
class GatedClient {
  private opened: Promise<void> = Promise.resolve();
  private sent: () => void = () => undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly statement: () => TStatementHook,
  ) {}

  /** A new transaction: answers wait for `opened`; `sent` runs after each statement is written. */
  open(opened: Promise<void>, sent: () => void): void {
    this.opened = opened;
    this.sent = sent;
  }

  // The signature drizzle's node-postgres session calls: (config, values) with a promise back.
  // The hook runs the statement at once (it is written before the hook's first await).
  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.statement()(config.text, () => {
      const answer = this.client.query(config, values);
      this.sent();
      // Observed here so that a statement failing after a refused opening is no unhandled rejection.
      answer.catch(() => undefined);
      return this.opened.then(() => answer);
    });
  }
}

/**
 * Transactions on the request pool, whose clients pipeline (`pipeline: true`): BEGIN with the
 * opening (one simple-protocol string), the caller's statements, COMMIT or ROLLBACK, all on one
 * connection. The socket is corked from the opening until the first statement is written (or
 * the next turn of the event loop, when the caller awaits something else first), so both
 * leave in one write. The caller's value — or error — counts only once `onOpen` accepted the
 * opening's answer: when it throws (a stale actor), everything rolls back and its error wins.
 * Work outside the database inside a transaction must already bear a rollback; this is one
 * more (docs/decisions/0005-request-fixed-cost.md).
 */
export function createRequestTransactions(
  pool: pg.Pool,
  waited: (seconds: number) => void = () => undefined,
  statement: () => TStatementHook = () => (_text, run) => run(),
) {
  const gates = new WeakMap<pg.PoolClient, { gate: GatedClient; db: TDb }>();
  const gateOf = (client: pg.PoolClient) => {
    let entry = gates.get(client);
    if (!entry) {
      const gate = new GatedClient(client, statement);
      // GatedClient has the one method drizzle's session calls on a client.
      gates.set(client, (entry = { gate, db: drizzlePg(gate as unknown as pg.PoolClient) as unknown as TDb }));
    }
    return entry;
  };

  return async function inTransaction<T>(opening: string, onOpen: (opened: pg.QueryResult | undefined) => void, fn: (db: TDb) => Promise<T>): Promise<T> {
    const asked = performance.now();
    const client = await pool.connect();
    waited((performance.now() - asked) / 1000);
    const { gate, db } = gateOf(client);
    const stream = client.connection.stream;
    let corked = true;
    const flush = () => {
      if (!corked) return;
      corked = false;
      stream.uncork();
    };
    stream.cork();
    const later = setImmediate(flush);
    let broken: Error | undefined;
    try {
      // A simple-protocol query may hold several statements.
      const opened = client.query(`begin; ${opening}`).then((results) => {
        const all = (Array.isArray(results) ? results : [results]) as pg.QueryResult[];
        onOpen(all.find((r) => r.command === 'SELECT'));
      });
      opened.catch(() => undefined);
      gate.open(opened, flush);
      let value: T;
      try {
        value = await fn(db);
      } catch (error) {
        await opened;
        throw error;
      }
      await opened;
      await client.query('commit');
      return value;
    } catch (error) {
      flush();
      await client.query('rollback').catch((e: Error) => (broken = e));
      throw error;
    } finally {
      clearImmediate(later);
      flush();
      gate.open(Promise.resolve(), () => undefined);
      client.release(broken);
    }
  };
}
