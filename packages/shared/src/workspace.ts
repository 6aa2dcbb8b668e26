import type { TTenant, TUserTenant } from './users.js';

/** What is kept under the `userWorkspace` storage key. */
export type TStoredWorkspace = Pick<TTenant, 'id' | 'type' | 'client' | 'vendor'>;

/**
 * Spec §4: the stored workspace, or the primary tenant; when the stored one names the
 * same client or vendor as the primary tenant, the primary tenant wins. A stored
 * workspace the user no longer belongs to is ignored.
 */
export function resolveWorkspace(userTenants: readonly TUserTenant[], stored: TStoredWorkspace | null | undefined): TTenant | null {
  const primary = userTenants.find((ut) => ut.isPrimaryTenant)?.tenant ?? userTenants[0]?.tenant ?? null;
  if (!stored) return primary;
  const sameEntityAsPrimary =
    primary !== null &&
    ((stored.client?.id !== undefined && stored.client?.id === primary.client?.id) ||
      (stored.vendor?.id !== undefined && stored.vendor?.id === primary.vendor?.id));
  if (sameEntityAsPrimary) return primary;
  return userTenants.find((ut) => ut.tenant.id === stored.id)?.tenant ?? primary;
}
