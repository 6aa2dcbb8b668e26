import type { TClientSow, TSowLibraryEntry } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import type { TStorageService } from '../storage/storage.service.js';
import { createClientSowService } from './client-sow.service.js';
import { createSowLibraryService } from './sow-library.service.js';
import { createSowPickService } from './sow-pick.js';
import { createSowPropertiesService } from './sow-properties.service.js';

/**
 * Scope of work (issue #10): the library, client scopes with their properties, versions and
 * history, and the pick list. Other features (documents, the assistant) read a text through
 * `getClientSow` and `getLibraryEntry`, which answer 404 for what the actor may not see.
 */
export function createScopeOfWorkService(deps: { db: TRequestDb; storage: Pick<TStorageService, 'confirmFile' | 'registerOwner'> }) {
  const library = createSowLibraryService({ db: deps.db });
  const clientScopes = createClientSowService(deps);
  return {
    library,
    clientScopes,
    properties: createSowPropertiesService({ db: deps.db }),
    pick: createSowPickService({ db: deps.db }),
    getClientSow: (actor: TActor, id: string): Promise<TClientSow> => clientScopes.get(actor, id),
    getLibraryEntry: (actor: TActor, id: string): Promise<TSowLibraryEntry> => library.get(actor, id),
  };
}

export type TScopeOfWorkService = ReturnType<typeof createScopeOfWorkService>;
