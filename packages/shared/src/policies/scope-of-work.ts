import { can } from '../permissions.js';
import { CLIENT_SOW_LIFECYCLE, type TClientSowAbilities, type TClientSowStatus, type TSowLibraryAbilities } from '../scope-of-work.js';
import { reachableStates } from '../workflow.js';
import type { TWorkspaceAbilities } from '../workspace-abilities.js';
import { isProvider, type TPolicyActor } from './actor.js';

/*
 * Scopes of work, beyond the routes' Client Management permission (docs/api.md "Scope of work"):
 * the library is the provider's catalogue (clients read it, vendors do not); client scopes,
 * templates and the assistant are the provider's and the clients', never a vendor's, which
 * sees a scope only through an RFP that shares it.
 */

type TSowActor = Pick<TPolicyActor, 'kind' | 'permissions'>;

const mayCreate = (actor: TSowActor) => can(actor.permissions, 'client_management', 'Create');
const mayEdit = (actor: TSowActor) => can(actor.permissions, 'client_management', 'Edit');

export const canReadSowLibrary = (actor: TSowActor): boolean => actor.kind !== 'vendor';
/** Writing the library: the provider's workspace only. */
export const canWriteSowLibrary = (actor: TSowActor): boolean => isProvider(actor);
/** Client scopes, templates and the assistant: the provider's and the clients' workspaces. */
export const canWriteClientScopes = (actor: TSowActor): boolean => actor.kind !== 'vendor';

export const sowLibraryAbilities = (actor: TSowActor): TSowLibraryAbilities => ({ edit: canWriteSowLibrary(actor) && mayEdit(actor) });

/** A scope's changes, its status moves (CLIENT_SOW_LIFECYCLE) and its documents. */
export function clientSowAbilities(actor: TSowActor, scope: { status: TClientSowStatus }, now: Date): TClientSowAbilities {
  const edit = canWriteClientScopes(actor) && mayEdit(actor);
  return {
    edit,
    statusChanges: edit ? reachableStates(CLIENT_SOW_LIFECYCLE, actor, scope, scope.status, now) : [],
    generateDocuments: canWriteClientScopes(actor) && (mayCreate(actor) || mayEdit(actor)),
  };
}

export const sowWorkspaceAbilities = (actor: TSowActor): TWorkspaceAbilities['scopeOfWork'] => ({
  readLibrary: canReadSowLibrary(actor),
  readScopes: can(actor.permissions, 'client_management', 'View'),
  createLibrary: canWriteSowLibrary(actor) && mayCreate(actor),
  createScope: canWriteClientScopes(actor) && mayCreate(actor),
  // The assistant drafts (Create) or refines (Edit).
  useAssistant: canWriteClientScopes(actor) && (mayCreate(actor) || mayEdit(actor)),
  addTemplates: canWriteClientScopes(actor) && mayCreate(actor),
  deleteTemplates: canWriteClientScopes(actor) && (mayEdit(actor) || can(actor.permissions, 'client_management', 'Delete')),
});
