import type { TMovePropertyInput, TPropertyDetail } from '@procura/shared';
import { canMoveProperties } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import { isUniqueViolation, type TRequestDb, type TScopedTx } from '../../platform/database.js';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import type { TStorageService } from '../storage/storage.service.js';
import { presentPropertyDetail } from './properties.presenter.js';
import { propertiesRepo } from './properties.repo.js';
import { writableProperty } from './properties.service.js';
import { propertyMoveRepo, type TClientTies } from './property-move.repo.js';
import { auditProperty } from './property-history.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why a property cannot change client as it is: what of the old client's hangs on it. */
function tiesMessage(ties: TClientTies, clientName: string): string | null {
  const parts = [
    ties.contacts > 0 ? plural(ties.contacts, 'contact', 'contacts') : '',
    ties.scopes > 0 ? plural(ties.scopes, 'scope of work', 'scopes of work') : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `This property has ${parts.join(' and ')} of ${clientName}. They belong to that client: remove them from the property first, then move it.`;
}

const clientField = (status: number, message: string) => new HttpError(status, message, { clientId: [message] });

/**
 * The provider corrects the client a property was filed under (issue #17: saved under the wrong
 * client, the only fix was to delete and recreate it). The property's required services and
 * documents (with their files) move to the new client's tenant; grants of access to the old
 * client's people end; the old client's contacts and scopes on it refuse the move with a reason.
 * The history records it on both sides: under the old client what happened, under the new one
 * that it arrived (without naming the old client to the new one).
 */
export function createPropertyMoveService({ db, storage }: { db: TRequestDb; storage: Pick<TStorageService, 'confirmFile'> }) {
  async function moveFiles(tx: TScopedTx, actor: TActor, propertyId: string, tenantId: string) {
    for (const document of await propertyMoveRepo.documents(tx, propertyId)) {
      await storage.confirmFile(tx, actor, {
        key: document.fileKey,
        categories: ['property_document'],
        ownerTable: 'property_documents',
        ownerId: document.id,
        tenantId,
        field: 'clientId',
      });
    }
  }

  return {
    async move(actor: TActor, id: string, input: TMovePropertyInput): Promise<TPropertyDetail> {
      try {
        return await withActor(db, actor, async (tx) => {
          // Another tenant's property does not exist (404) before anything is said about the rule.
          const stored = await writableProperty(tx, actor, id);
          // A client's own people cannot give their property away: only the provider files properties.
          if (!canMoveProperties(actor)) throw forbidden('Only the provider moves a property to another client.');
          const before = await propertiesRepo.get(tx, actor, id);
          if (!before) throw notFound('Property');
          const client = await propertiesRepo.writableClient(tx, actor, input.clientId);
          if (!client) throw clientField(404, 'No such client.');
          // Asked twice (a double click, a retry): already done.
          if (client.id === stored.clientId) return presentPropertyDetail(actor, before);
          const ties = await propertyMoveRepo.ties(tx, id);
          const refusal = tiesMessage(ties, before.clientName);
          if (refusal) throw clientField(409, refusal);
          if (await propertyMoveRepo.codeTaken(tx, client.id, stored.code, id))
            throw clientField(409, `That client already has a property with the code ${stored.code}. Change this property's code first.`);

          const moved = await propertyMoveRepo.move(tx, id, { clientId: client.id, tenantId: client.tenantId });
          await moveFiles(tx, actor, id, client.tenantId);
          const after = await propertiesRepo.get(tx, actor, id);
          if (!after) throw notFound('Property');
          const summary = { services: moved.services, documents: moved.documents, accessGrantsEnded: ties.accessGrants };
          await auditProperty(
            tx,
            actor,
            { id, tenantId: stored.tenantId },
            'move',
            { clientName: before.clientName },
            { clientName: after.clientName, ...summary },
          );
          await auditProperty(tx, actor, { id, tenantId: client.tenantId }, 'move', null, { clientName: after.clientName, ...summary });
          return presentPropertyDetail(actor, after);
        });
      } catch (error) {
        // The code check raced another write: the unique index has the last word.
        if (isUniqueViolation(error))
          throw conflict(`That client already has a property with this code. Change this property's code first.`, {
            clientId: ['That client already has a property with this code.'],
          });
        throw error;
      }
    },
  };
}

export type TPropertyMoveService = ReturnType<typeof createPropertyMoveService>;
