import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TActorKind } from '@procura/shared';
import type { TActor } from './actor.js';

/**
 * How a tenant table's rows are held (decision 0004): the owner tenant's column, and on a
 * shared table the parties' column; which kinds of workspace own its rows and which are named
 * as its parties. The provider reads and writes every row and is never listed.
 */
export interface TRowSharing {
  owner: AnyPgColumn;
  ownedBy: readonly Exclude<TActorKind, 'provider'>[];
  parties?: AnyPgColumn;
  sharedWith?: readonly Exclude<TActorKind, 'provider'>[];
}

export interface TRowScope {
  /** Rows the actor reads in the active workspace: its own, and those shared with it. */
  read(actor: TScopeActor): SQL | undefined;
  /** Rows the actor may change: its own only (a party reads, never writes). */
  write(actor: TScopeActor): SQL | undefined;
}

/** What the scope reads of the actor: the kind of the active workspace and its tenant. */
export type TScopeActor = Pick<TActor, 'kind' | 'outlet'> & { workspace: Pick<TActor['workspace'], 'tenantId'> };

/** The tenants of the scope the database opened for this transaction (app.open_scope). */
const scopeTenants = sql`coalesce((select app.visible_tenant_ids()), '{}'::uuid[])`;

/**
 * "This tenant is the actor's": the condition the owner policy holds, narrowed to the active
 * workspace. A client's, branch's or franchise's scope is exactly its workspace, so it is
 * written `= $1` (a bound value: the planner serves a client's sorted page from the
 * (tenant_id, …) index); a vendor's holds its outlets too, which the database knows, so it is
 * read from the scope (once per statement, an init plan). The provider's is every tenant: no
 * condition, row security lets everything through.
 */
export function actorTenant(actor: TScopeActor, column: AnyPgColumn | SQL): SQL | undefined {
  if (actor.kind === 'provider') return undefined;
  if (actor.kind === 'vendor' && actor.outlet === null) return sql`${column} = any(${scopeTenants})`;
  return sql`${column} = ${actor.workspace.tenantId}`;
}

/** "The row names one of the actor's tenants as a party": the party policy's condition (GIN index). */
const sharedWithActor = (column: AnyPgColumn): SQL => sql`${column} && ${scopeTenants}`;

/**
 * The one scope of a tenant table's rows, declared once in its repo and used by every read
 * (`read`) and every change (`write`) of them (docs/architecture.md "Tenancy and sharing").
 *
 * Row-level security is the wall: the database holds every rule here on its own (the owner
 * reads and writes, a party reads, assigned property access on properties and on what is seen
 * with a property), and this never shows more. The condition narrows to the active workspace
 * (the policies also let people read the organizations they belong to, for the workspace
 * switcher) and leaves out what the sharing says cannot match (a client is never a party of a
 * property, a vendor never owns one), so each kind's statement is one indexable condition.
 */
export function rowScope(sharing: TRowSharing): TRowScope {
  const owns = (actor: TScopeActor) => (sharing.ownedBy as readonly TActorKind[]).includes(actor.kind);
  const isParty = (actor: TScopeActor) => sharing.parties !== undefined && (sharing.sharedWith ?? ([] as readonly TActorKind[])).includes(actor.kind);
  return {
    read(actor) {
      if (actor.kind === 'provider') return undefined;
      const arms = [
        owns(actor) ? actorTenant(actor, sharing.owner) : undefined,
        isParty(actor) && sharing.parties ? sharedWithActor(sharing.parties) : undefined,
      ].filter((arm): arm is SQL => arm !== undefined);
      if (arms.length === 0) return sql`false`;
      return arms.length === 1 ? arms[0] : sql`(${arms[0]} or ${arms[1]})`;
    },
    write(actor) {
      if (actor.kind === 'provider') return undefined;
      return owns(actor) ? actorTenant(actor, sharing.owner) : sql`false`;
    },
  };
}
