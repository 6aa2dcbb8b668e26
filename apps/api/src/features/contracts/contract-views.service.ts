import { todayIso, type TContractOptionPage, type TContractOptionQuery, type TContractPropertyPage, type TContractPropertyQuery } from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { withActor } from '../../platform/scope.js';
import { systemClock, type TClock } from '../../platform/workflow.js';
import { contractViewsRepo } from './contract-views.repo.js';

export type TContractOptionList = 'vendorOptions' | 'propertyOptions' | 'serviceOptions';

/** The Contracts screen's other views (docs/contracts.md "Views and export"): what row security shows the reader. */
export function createContractViewsService({ db, clock = systemClock }: { db: TRequestDb; clock?: TClock }) {
  return {
    async propertyWise(actor: TActor, query: TContractPropertyQuery): Promise<TContractPropertyPage> {
      const { rows, total } = await withActor(db, actor, (tx) => contractViewsRepo.propertyWise(tx, actor, query, todayIso(clock.now())));
      return { data: rows, total, page: query.page, limit: query.limit };
    },

    async options(actor: TActor, list: TContractOptionList, query: TContractOptionQuery): Promise<TContractOptionPage> {
      const { rows, total } = await withActor(db, actor, (tx) => contractViewsRepo[list](tx, actor, query));
      return { data: rows, total, page: query.page, limit: query.limit };
    },
  };
}

export type TContractViewsService = ReturnType<typeof createContractViewsService>;
