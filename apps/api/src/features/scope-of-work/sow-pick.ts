import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { assertLibraryReader } from './sow-access.js';
import { sowPickRepo, type TPickQuery } from './sow-pick.repo.js';

/**
 * GET /v1/scope-of-work: the texts an actor may start from or pick, in one list: the library's
 * active texts (for any client) and the client scopes the actor sees, searched and paged with
 * the exact total in one statement.
 */
export function createSowPickService({ db }: { db: TRequestDb }) {
  return {
    async list(actor: TActor, query: TPickQuery) {
      assertLibraryReader(actor);
      const { rows, total } = await withActor(db, actor, async (tx) => {
        const found = await sowPickRepo.page(tx, actor, query);
        if (found.length > 0 || query.page === 1) return { rows: found, total: found[0]?.total ?? 0 };
        return { rows: found, total: await sowPickRepo.count(tx, actor, query) };
      });
      return { data: rows.map(({ total: _total, ...pick }) => pick), total, page: query.page, limit: query.limit };
    },
  };
}

export type TSowPickService = ReturnType<typeof createSowPickService>;
