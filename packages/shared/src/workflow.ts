/**
 * A record's lifecycle as a table of transitions (docs/architecture.md "Workflows"): from which
 * states, to which, who may, and what must hold at that moment. The API applies it in one place
 * (apps/api platform/workflow.ts) and answers each record's `abilities` from it; the web app
 * shows the moves the abilities list and never reads the table itself.
 */
export interface TTransition<TState extends string, TActor, TRow> {
  /** The move's name: the audit entry's action, and what a caller asks for (submit, approve). */
  action: string;
  from: readonly TState[];
  to: TState;
  /** Who may make the move, beyond the route's permission: false is a 403. */
  may?: (actor: TActor, row: TRow) => boolean;
  /** What must hold at `now` (a deadline not passed, a field filled): a message is a 409. */
  guard?: (row: TRow, now: Date) => string | null;
}

export type TTransitionTable<TState extends string, TActor, TRow> = readonly TTransition<TState, TActor, TRow>[];

/** The moves this actor may make from the row's state at `now`. */
export function availableTransitions<TState extends string, TActor, TRow>(
  table: TTransitionTable<TState, TActor, TRow>,
  actor: TActor,
  row: TRow,
  state: TState,
  now: Date,
): TTransition<TState, TActor, TRow>[] {
  return table.filter((t) => t.from.includes(state) && (t.may?.(actor, row) ?? true) && !t.guard?.(row, now));
}

/** The states this actor may move the row to at `now`, each once: a record's `abilities`. */
export const reachableStates = <TState extends string, TActor, TRow>(
  table: TTransitionTable<TState, TActor, TRow>,
  actor: TActor,
  row: TRow,
  state: TState,
  now: Date,
): TState[] => [...new Set(availableTransitions(table, actor, row, state, now).map((t) => t.to))];
