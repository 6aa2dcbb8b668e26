import { todayIso, type TCoverageQuery } from '@procura/shared';
import { canViewCoverage } from '@procura/shared/policies';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { forbidden } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { coverageRepo } from './coverage.repo.js';

export function createCoverageService({ db, clock = systemClock }: { db: TRequestDb; clock?: TClock }) {
  return {
    /** The grid as of today (UTC) as JSON text, straight from the database. */
    async grid(actor: TActor, query: TCoverageQuery): Promise<string> {
      if (!canViewCoverage(actor)) throw forbidden('Contract Management shows the coverage of a client’s properties: it is for the client and the provider.');
      return withActor(db, actor, (tx) => coverageRepo.grid(tx, query, todayIso(clock.now())));
    },
  };
}
export type TCoverageService = ReturnType<typeof createCoverageService>;
