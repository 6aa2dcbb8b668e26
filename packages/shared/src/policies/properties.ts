import type { TPermissionType } from '../permission-catalog.js';
import { can } from '../permissions.js';
import type { TPropertyAbilities } from '../properties.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';
import { isProvider, type TPolicyActor } from './actor.js';

/**
 * Who may read properties at all. Property Maps needs no module (spec §2), so the read routes are
 * open to everyone signed in and this decides: vendors read what is shared with them (an RFP or
 * contract naming them), everyone else needs the View permission.
 */
export const canReadProperties = (actor: TPolicyActor, permissionType: TPermissionType = 'property_management'): boolean =>
  actor.kind === 'vendor' || can(actor.permissions, permissionType, 'View');

/**
 * What the actor may do with a property it sees. A vendor reads the properties shared with it
 * and changes none (their owner's scope holds the change, docs/architecture.md "Tenancy and
 * sharing"); everyone else by their permissions.
 */
export function propertyAbilities(actor: TPolicyActor): TPropertyAbilities {
  const owner = actor.kind !== 'vendor';
  return {
    edit: owner && can(actor.permissions, 'property_management', 'Edit'),
    delete: owner && can(actor.permissions, 'property_management', 'Delete'),
    manageContacts: owner && (can(actor.permissions, 'property_contacts', 'Edit') || can(actor.permissions, 'property_contacts', 'Create')),
    manageAccess: owner && can(actor.permissions, 'client_user_management', 'Edit'),
  };
}

/** Filing a property under another client: the provider, with property_management Edit. */
export const canMoveProperties = (actor: TPolicyActor): boolean => isProvider(actor) && can(actor.permissions, 'property_management', 'Edit');

export const propertiesWorkspaceAbilities = (actor: TPolicyActor): TWorkspaceAbilities['properties'] => ({
  create: actor.kind !== 'vendor' && can(actor.permissions, 'property_management', 'Create'),
  // Import creates properties: the create permission.
  import: actor.kind !== 'vendor' && can(actor.permissions, 'property_management', 'Create'),
  export: can(actor.permissions, 'property_management', 'View'),
  move: canMoveProperties(actor),
});
