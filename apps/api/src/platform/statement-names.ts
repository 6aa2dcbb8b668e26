import type pg from 'pg';

/** A statement is named from its second use in the process: one-off texts stay unnamed. */
const NAME_FROM_USE = 2;
/** Distinct texts this process tracks; past it, new texts go unnamed (IN lists of every length must not grow it without end). */
const MAX_TEXTS = 5_000;
/** Named statements one connection keeps on the server (each holds its parse tree and plans there). */
const MAX_PER_CONNECTION = 200;

interface TText {
  uses: number;
  name: string;
}

/**
 * Named (prepared) statements for the request pool (docs/decisions/0005-request-fixed-cost.md).
 * An unnamed statement is parsed, rewritten — row-level security's policies are added then —
 * and planned on every execution; a named one is parsed and rewritten once per connection,
 * and after five executions PostgreSQL plans it once too when its generic plan is no costlier
 * than the custom ones. Names are per process, statements per connection, so each connection
 * prepares a name on its first use there (pg tracks which it has). The scope is not part of a
 * plan: the policies read it in init plans, evaluated at each execution.
 */
export function createStatementNames() {
  const texts = new Map<string, TText>();
  const preparedOn = new WeakMap<pg.Client, Set<string>>();

  /** The name for `text` on `client`, or undefined to send it unnamed. */
  function nameFor(client: pg.Client, text: string): string | undefined {
    let entry = texts.get(text);
    if (!entry) {
      if (texts.size >= MAX_TEXTS) return undefined;
      entry = { uses: 0, name: `procura_${texts.size + 1}` };
      texts.set(text, entry);
    }
    entry.uses += 1;
    if (entry.uses < NAME_FROM_USE) return undefined;
    let prepared = preparedOn.get(client);
    if (!prepared) preparedOn.set(client, (prepared = new Set()));
    if (!prepared.has(entry.name)) {
      if (prepared.size >= MAX_PER_CONNECTION) return undefined;
      prepared.add(entry.name);
    }
    return entry.name;
  }

  return {
    /**
     * Makes every statement `client` runs through the query builder a named one. The prototype's `query`
     * is looked up at each call, not captured, so whatever wraps it later still sees each call.
     */
    attach(client: pg.Client): void {
      const query = (config: unknown, ...rest: unknown[]) => {
        const named = isNameable(config, rest[0]) ? withName(config, nameFor(client, config.text)) : config;
        return (Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown }).query.call(client, named, ...rest);
      };
      client.query = query as typeof client.query;
    },
  };
}

/**
 * A query config (the query builder's form) with no name of its own, and parameters (in it or
 * beside it: the extended protocol's, one statement) or one statement without them: text with
 * no semicolon. A string, or text that may hold several statements, keeps the simple protocol,
 * which runs them all; a prepared statement holds one. A statement without parameters is named
 * too, so its one plan is kept: a page whose size is written in (db/page-size.ts) is one.
 */
function isNameable(config: unknown, values: unknown): config is pg.QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as Partial<pg.QueryConfig>;
  if (typeof c.text !== 'string' || c.name) return false;
  const parameters = c.values ?? values;
  return (Array.isArray(parameters) && parameters.length > 0) || !c.text.includes(';');
}

function withName(config: pg.QueryConfig, name: string | undefined): pg.QueryConfig {
  return name ? { ...config, name } : config;
}
