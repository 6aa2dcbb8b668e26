import type { TAuditPage, TAuditQuery } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import { changesOf } from '../../platform/audit.js';
import type { TRequestDb } from '../../platform/database.js';
import { forbidden } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { auditSearchRepo, type TAuditSearchRow } from './audit-search.repo.js';

/** The audit search is the provider's (docs/history.md): a client or a vendor reads each record's History tab instead. */
export const mayReadAudit = (actor: TActor) => actor.kind === 'provider';

export const presentAuditEntry = (row: TAuditSearchRow): TAuditPage['data'][number] => ({
  id: row.id,
  entity: row.entity,
  entityId: row.entityId,
  action: row.action,
  actorName: row.actorName,
  actorEmail: row.actorEmail,
  workspaceName: row.workspaceName,
  tenantName: row.tenantName,
  createdAt: row.createdAt.toISOString(),
  changes: changesOf(row.before, row.after),
});

export function createAuditSearchService({ db }: { db: TRequestDb }) {
  return {
    async search(actor: TActor, query: TAuditQuery): Promise<TAuditPage> {
      if (!mayReadAudit(actor)) throw forbidden('The audit search is the provider’s: open a record’s History tab to see its changes.');
      return withActor(db, actor, async (tx) => {
        const { rows, total } = await auditSearchRepo.page(tx, query);
        return { data: rows.map(presentAuditEntry), total, page: query.page, limit: query.limit };
      });
    },
  };
}

export type TAuditSearchService = ReturnType<typeof createAuditSearchService>;
