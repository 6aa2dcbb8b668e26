import type { TTransition, TTransitionTable } from '@procura/shared';
import type { TActor } from './actor.js';
import { recordAudit } from './audit.js';
import type { TScopedTx } from './database.js';
import { conflict, forbidden } from './errors.js';

/** Where "now" comes from: the system clock, or a test's, so that due times can be tested. */
export interface TClock {
  now(): Date;
}

export const systemClock: TClock = { now: () => new Date() };

/** What a caller asks for: a move by its name (approve), or a target state (ARCHIVED). */
export type TMove<TState extends string> = { action: string } | { to: TState };

export interface TMoveContext<TInput> {
  actor: TActor;
  now: Date;
  /** What the caller sent with the move (a rejection's reason). */
  input: TInput;
}

/**
 * A lifecycle as one entity applies it (docs/architecture.md "Workflows"): its transition table
 * (from packages/shared, with the who-may rules), where its state is, how a move is written and
 * what the history keeps of it.
 */
export interface TWorkflow<TState extends string, TRow, TInput = undefined> {
  /** The audit entity, whose history (the record's History tab) shows the move. */
  entity: string;
  /** The row's state as the API names it, which the history records. */
  field: string;
  /** The input field a 409 names, when the move is asked for by a field (a status in the body). */
  conflictField?: string;
  table: TTransitionTable<TState, TActor, TRow>;
  state(row: TRow): TState;
  id(row: TRow): string;
  /** The tenant whose history holds the entry (the record's owner); the actor's workspace when absent. */
  historyTenant?(row: TRow): string;
  /** The 403 when a move's `may` refuses this actor. */
  forbidden(transition: TTransition<TState, TActor, TRow>, actor: TActor, row: TRow): string;
  /** The 409 when no move of the kind asked leaves the row's state. */
  refused(row: TRow, move: TMove<TState>, reachable: TState[]): string;
  /** Writes the new state and the move's own columns (decided at, reason) in the caller's transaction. */
  write(tx: TScopedTx, row: TRow, transition: TTransition<TState, TActor, TRow>, context: TMoveContext<TInput>): Promise<void>;
  /** What the history records beside the state (the reason given); the state alone when absent. */
  recorded?(
    row: TRow,
    transition: TTransition<TState, TActor, TRow>,
    context: TMoveContext<TInput>,
  ): { before: Record<string, unknown>; after: Record<string, unknown> };
}

export interface TAppliedMove<TState extends string> {
  action: string;
  from: TState;
  to: TState;
  at: Date;
}

const refusal = (workflow: { conflictField?: string }, message: string) =>
  conflict(message, workflow.conflictField ? { [workflow.conflictField]: [message] } : undefined);

const matches = <TState extends string>(move: TMove<TState>, transition: { action: string; to: TState }) =>
  'action' in move ? transition.action === move.action : transition.to === move.to;

/**
 * Applies one move to a row the caller has read in its transaction (in scope, writable): checks
 * who may (403), that the row's state allows it (409) and what must hold now (409), writes it,
 * and records the audit entry the record's history shows, all in that one transaction.
 */
export async function applyTransition<TState extends string, TRow, TInput = undefined>(
  tx: TScopedTx,
  actor: TActor,
  workflow: TWorkflow<TState, TRow, TInput>,
  row: TRow,
  move: TMove<TState>,
  options: { clock?: TClock; input?: TInput } = {},
): Promise<TAppliedMove<TState>> {
  const now = (options.clock ?? systemClock).now();
  const from = workflow.state(row);
  const candidates = workflow.table.filter((t) => matches(move, t));
  if (candidates.length === 0) throw new Error(`${workflow.entity} has no move ${JSON.stringify(move)}.`);
  const permitted = candidates.filter((t) => t.may?.(actor, row) ?? true);
  if (permitted.length === 0) throw forbidden(workflow.forbidden(candidates[0], actor, row));
  const leaving = permitted.filter((t) => t.from.includes(from));
  if (leaving.length === 0) {
    const reachable = [...new Set(workflow.table.filter((t) => t.from.includes(from) && (t.may?.(actor, row) ?? true)).map((t) => t.to))];
    throw refusal(workflow, workflow.refused(row, move, reachable));
  }
  const transition = leaving.find((t) => !t.guard?.(row, now));
  if (!transition) {
    throw refusal(workflow, leaving[0].guard?.(row, now) ?? workflow.refused(row, move, []));
  }
  const context: TMoveContext<TInput> = { actor, now, input: options.input as TInput };
  await workflow.write(tx, row, transition, context);
  const recorded = workflow.recorded?.(row, transition, context) ?? { before: { [workflow.field]: from }, after: { [workflow.field]: transition.to } };
  await recordAudit(tx, actor, {
    entity: workflow.entity,
    entityId: workflow.id(row),
    action: transition.action,
    before: recorded.before,
    after: recorded.after,
    tenantId: workflow.historyTenant?.(row),
  });
  return { action: transition.action, from, to: transition.to, at: now };
}
