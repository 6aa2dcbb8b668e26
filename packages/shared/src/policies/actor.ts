import type { TActorKind, TOutletKind } from '../actor-kind.js';
import type { TPermissionMap } from '../permissions.js';

/**
 * What every policy reads of the actor (the API's actor has it all): who they are, the kind of
 * their active workspace, its tenant (and a vendor's outlets'), and the merged permissions of
 * the roles they hold there.
 */
export interface TPolicyActor {
  userId: string;
  kind: TActorKind;
  outlet: TOutletKind | null;
  workspace: { tenantId: string; childIds: readonly string[] };
  permissions: TPermissionMap;
}

export const isProvider = (actor: Pick<TPolicyActor, 'kind'>): boolean => actor.kind === 'provider';
