import type { TActionType } from '../enums.js';
import { can } from '../permissions.js';
import type { TCatalogAbilities } from '../services.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';
import { isProvider, type TPolicyActor } from './actor.js';

type TCatalogActor = Pick<TPolicyActor, 'kind' | 'permissions'>;

/** Writes to the catalogue: the permission, held in the provider's workspace (the database refuses anyone else). */
export const canMaintainServiceCatalog = (actor: TCatalogActor, action: TActionType): boolean =>
  isProvider(actor) && can(actor.permissions, 'service_management', action);

/** The same for every category and service: the catalogue is one, the provider's. */
export const catalogAbilities = (actor: TCatalogActor): TCatalogAbilities => ({
  edit: canMaintainServiceCatalog(actor, 'Edit'),
  delete: canMaintainServiceCatalog(actor, 'Delete'),
});

export const servicesWorkspaceAbilities = (actor: TCatalogActor): TWorkspaceAbilities['services'] => ({
  create: canMaintainServiceCatalog(actor, 'Create'),
  ...catalogAbilities(actor),
});
