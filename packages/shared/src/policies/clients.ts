import type { TClientAbilities } from '../clients.js';
import { can } from '../permissions.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';
import { isProvider, type TPolicyActor } from './actor.js';

/**
 * What the actor may do with this client: its own people with the right edit its profile and
 * branding; status and parent company are the provider's. Corporate contacts are people, so
 * changing them takes the people right too.
 */
export function clientAbilities(actor: TPolicyActor, client: { tenantId: string }): TClientAbilities {
  const mayEdit = can(actor.permissions, 'client_management', 'Edit');
  const ownOrProvider = isProvider(actor) || actor.workspace.tenantId === client.tenantId;
  const contacts = (action: 'Create' | 'Edit' | 'Delete') =>
    can(actor.permissions, 'corporate_contacts', action) && can(actor.permissions, 'client_user_management', action);
  return {
    edit: mayEdit && ownOrProvider,
    changeStatus: mayEdit && isProvider(actor),
    changeParentCompany: mayEdit && isProvider(actor),
    viewContacts: can(actor.permissions, 'corporate_contacts', 'View'),
    addContacts: contacts('Create'),
    editContacts: contacts('Edit'),
    removeContacts: contacts('Delete'),
  };
}

/** Only the provider adds clients. */
export const canCreateClients = (actor: TPolicyActor): boolean => isProvider(actor) && can(actor.permissions, 'client_management', 'Create');

export const clientsWorkspaceAbilities = (actor: TPolicyActor): TWorkspaceAbilities['clients'] => ({ create: canCreateClients(actor) });
