import type { TTenantType } from './enums.js';

/**
 * Who acts, by the kind of their active workspace (docs/architecture.md "Actors"): the
 * provider, a client, or a vendor. A vendor's branch or franchise is a vendor workspace of its
 * own, its `outlet` said. Code asks these, never the tenant type: `connexus` is the
 * specification's name of the provider in tokens, enums and the database only.
 */
export const ACTOR_KINDS = ['provider', 'client', 'vendor'] as const;
export type TActorKind = (typeof ACTOR_KINDS)[number];
export type TOutletKind = 'branch' | 'franchise';

export interface TWorkspaceKind {
  kind: TActorKind;
  /** A branch or franchise workspace; null for a vendor's own and for everyone else. */
  outlet: TOutletKind | null;
}

const KINDS: Record<TTenantType, TWorkspaceKind> = {
  connexus: { kind: 'provider', outlet: null },
  client: { kind: 'client', outlet: null },
  vendor: { kind: 'vendor', outlet: null },
  vendor_branch: { kind: 'vendor', outlet: 'branch' },
  vendor_franchise: { kind: 'vendor', outlet: 'franchise' },
};

export const workspaceKindOf = (type: TTenantType): TWorkspaceKind => KINDS[type];
