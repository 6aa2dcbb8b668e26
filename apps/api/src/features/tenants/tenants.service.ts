import { manageableTenantTypes, type TTenantOption, type TTenantType } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TExecutor, TRequestDb } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { organizationsRepo } from './organizations.repo.js';
import { tenantsRepo } from './tenants.repo.js';

/** A new organization's workspace: its kind, its name, and what it hangs under. */
export type TNewOrganization =
  | { type: 'client'; name: string }
  /** A client onboarding a vendor for itself names its own tenant; the provider names none. */
  | { type: 'vendor'; name: string; onboardedByClientTenantId?: string }
  | { type: 'vendor_branch' | 'vendor_franchise'; name: string; parentTenantId: string };

export function createTenantsService({ db }: { db: TRequestDb }) {
  return {
    /** Organizations the actor can see; `purpose: 'users'` keeps those they may add people to. */
    search(actor: TActor, query: { search?: string; type?: TTenantType; purpose?: 'users'; limit: number }): Promise<TTenantOption[]> {
      const manageable = query.purpose === 'users' ? manageableTenantTypes(actor.permissions, 'Create') : undefined;
      const types = query.type ? (manageable ?? [query.type]).filter((t) => t === query.type) : manageable;
      return withActor(db, actor, (tx) => tenantsRepo.search(tx, { search: query.search, types, limit: query.limit }));
    },

    /**
     * The one way an organization's workspace is made (clients, vendors, branches and
     * franchises, self-registration), in the caller's transaction: the caller's scope (or the
     * system handle, for self-registration) decides whether it may. Answers the tenant id.
     */
    createOrganization(tx: TExecutor, organization: TNewOrganization): Promise<string> {
      if (organization.type === 'vendor_branch' || organization.type === 'vendor_franchise') {
        return organizationsRepo.insertOutletTenant(tx, organization.parentTenantId, organization.type, organization.name);
      }
      if (organization.type === 'vendor' && organization.onboardedByClientTenantId) {
        return organizationsRepo.insertClientVendorTenant(tx, organization.onboardedByClientTenantId, organization.name);
      }
      return organizationsRepo.insertTenant(tx, { type: organization.type, name: organization.name });
    },

    /** The workspace carries its organization's name (switcher, tenant search, people's organizations). */
    renameOrganization: (tx: TExecutor, tenantId: string, name: string): Promise<void> => organizationsRepo.rename(tx, tenantId, name),
  };
}

export type TTenantsService = ReturnType<typeof createTenantsService>;
/** What a feature that makes or renames organizations is given. */
export type TOrganizations = Pick<TTenantsService, 'createOrganization' | 'renameOrganization'>;
