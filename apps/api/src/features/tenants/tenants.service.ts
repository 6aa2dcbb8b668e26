import { manageableTenantTypes, type TTenantOption, type TTenantType } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { searchTenants } from './tenants.repo.js';

export function createTenantsService({ db }: { db: TRequestDb }) {
  return {
    /** Organizations the actor can see; `purpose: 'users'` keeps those they may add people to. */
    search(actor: TActor, query: { search?: string; type?: TTenantType; purpose?: 'users'; limit: number }): Promise<TTenantOption[]> {
      const manageable = query.purpose === 'users' ? manageableTenantTypes(actor.permissions, 'Create') : undefined;
      const types = query.type ? (manageable ?? [query.type]).filter((t) => t === query.type) : manageable;
      return withActor(db, actor, (tx) => searchTenants(tx, { search: query.search, types, limit: query.limit }));
    },
  };
}

export type TTenantsService = ReturnType<typeof createTenantsService>;
