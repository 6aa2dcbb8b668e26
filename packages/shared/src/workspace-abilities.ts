import { z } from 'zod';
import { ROLE_TYPES } from './enums.js';

/**
 * What the signed-in person may do in the active workspace beyond any one record (add one, open
 * the library, export a list), answered with the profile. Each feature's policy builds its part
 * (packages/shared/src/policies); the web app shows these and never evaluates a rule itself.
 * What may be done to one record comes with that record, as its own `abilities`.
 */
export const ZWorkspaceAbilitiesSchema = z.object({
  users: z.object({ create: z.boolean(), deleteAny: z.boolean(), export: z.boolean() }),
  roles: z.object({ createRoleTypes: z.array(z.enum(ROLE_TYPES)) }),
  /** The catalogue is one, the provider's: the same for each of its rows. */
  services: z.object({ create: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
  clients: z.object({ create: z.boolean() }),
  /** `move`: file a property under another client (the provider's correction). */
  properties: z.object({ create: z.boolean(), import: z.boolean(), export: z.boolean(), move: z.boolean() }),
  scopeOfWork: z.object({
    /** The provider's library of base texts (a vendor's workspace is not shown it). */
    readLibrary: z.boolean(),
    /** Client scopes (those shared with a vendor included): the routes' Client Management View. */
    readScopes: z.boolean(),
    createLibrary: z.boolean(),
    createScope: z.boolean(),
    useAssistant: z.boolean(),
    /** DOCX templates of the workspace. */
    addTemplates: z.boolean(),
    deleteTemplates: z.boolean(),
  }),
  vendors: z.object({ create: z.boolean(), decide: z.boolean() }),
  /** Start a draft RFP (the buyer side: docs/rfp.md "Who does what"). */
  rfp: z.object({ create: z.boolean() }),
  /** Enter a contract by hand (the buyer side: docs/contracts.md "Who does what"). */
  contracts: z.object({ create: z.boolean() }),
});
export type TWorkspaceAbilities = z.infer<typeof ZWorkspaceAbilitiesSchema>;
