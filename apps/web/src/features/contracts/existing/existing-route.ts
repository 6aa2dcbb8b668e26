import { MODULES, ROUTES, type TRouteRequirement } from '@procura/shared';

/*
 * Where the existing-contracts screens live and who opens them (docs/contracts.md "Existing
 * contracts"): the router and the Contracts page read these without loading the screens.
 */

export const EXISTING_PATH = `${ROUTES.contracts}/existing`;
export const existingPath = (id: string) => `${EXISTING_PATH}/${encodeURIComponent(id)}`;
/** The Existing Contracts module, in a provider's or a client's workspace (vendors never). */
export const EXISTING_REQUIREMENT: TRouteRequirement = { modules: [MODULES.ExistingContracts], workspaces: ['provider', 'client'] };
