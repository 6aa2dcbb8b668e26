import type { TWorkspaceAbilities } from '../workspace-abilities.js';
import type { TPolicyActor } from './actor.js';
import { clientsWorkspaceAbilities } from './clients.js';
import { canCreateContract } from './contracts.js';
import { propertiesWorkspaceAbilities } from './properties.js';
import { canCreateRfp } from './rfp.js';
import { rolesWorkspaceAbilities } from './roles.js';
import { sowWorkspaceAbilities } from './scope-of-work.js';
import { servicesWorkspaceAbilities } from './services.js';
import { usersWorkspaceAbilities } from './users.js';
import { vendorsWorkspaceAbilities } from './vendors.js';

/*
 * The policies (docs/architecture.md "Policies and abilities"): per feature, one module of who
 * may do what to which row, used by the API's services and by the `abilities` its answers
 * carry. The web app does not import these (a lint rule): it shows what `abilities` say.
 */
export * from './actor.js';
export * from './clients.js';
export * from './contracts.js';
export * from './contract-management.js';
export * from './properties.js';
export * from './rfp.js';
export * from './roles.js';
export * from './scope-of-work.js';
export * from './services.js';
export * from './users.js';
export * from './vendors.js';

/** What the actor may do in the active workspace, each feature's part from its own policy (the profile's `abilities`). */
export const workspaceAbilities = (actor: TPolicyActor): TWorkspaceAbilities => ({
  users: usersWorkspaceAbilities(actor),
  roles: rolesWorkspaceAbilities(actor),
  services: servicesWorkspaceAbilities(actor),
  clients: clientsWorkspaceAbilities(actor),
  properties: propertiesWorkspaceAbilities(actor),
  scopeOfWork: sowWorkspaceAbilities(actor),
  vendors: vendorsWorkspaceAbilities(actor),
  rfp: { create: canCreateRfp(actor) },
  contracts: { create: canCreateContract(actor) },
});
