import type { z } from 'zod';
import type {
  TSowProperty,
  TSowPropertyVariables,
  ZSowPropertyAddSchema,
  ZSowPropertyQuerySchema,
  ZSowPropertyRemoveSchema,
  ZSowPropertyUpdateSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb } from '../../platform/database.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { assertPropertiesOfClient, visibleSow, writableSow } from './client-sow.service.js';
import { presentSowProperty } from './scope-of-work.presenter.js';
import { auditClientSow } from './sow-history.js';
import { sowPropertiesRepo } from './sow-properties.repo.js';

/** The database's season check (start on or before end) after a partial change: the caller's to fix. */
async function seasonChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23514' || e.cause?.code === '23514') throw fieldError('seasonEnd', 'The season ends after it starts.');
    throw error;
  }
}

const variablesAudited = (v: TSowPropertyVariables | undefined) => Object.fromEntries(Object.entries(v ?? {}).filter(([, value]) => value !== undefined));

/** The properties a client scope applies to, each with its own variables (size, site notes, season). */
export function createSowPropertiesService({ db }: { db: TRequestDb }) {
  return {
    async list(actor: TActor, query: z.output<typeof ZSowPropertyQuerySchema>) {
      return withActor(db, actor, async (tx) => {
        await visibleSow(tx, actor, query.sowId);
        const { rows, total } = await sowPropertiesRepo.list(tx, query.sowId, query);
        return { data: rows.map(presentSowProperty), total, page: query.page, limit: query.limit };
      });
    },

    async add(actor: TActor, input: z.output<typeof ZSowPropertyAddSchema>): Promise<{ added: number; alreadyApplied: number }> {
      return seasonChecked(() =>
        withActor(db, actor, async (tx) => {
          const sow = await writableSow(tx, actor, input.sowId);
          await assertPropertiesOfClient(tx, sow.clientId, input.propertyIds);
          const requested = new Set(input.propertyIds).size;
          const added = await sowPropertiesRepo.add(tx, sow, input.propertyIds, input.variables);
          if (added > 0) await auditClientSow(tx, actor, sow, 'properties_add', null, { propertiesAdded: added, ...variablesAudited(input.variables) });
          return { added, alreadyApplied: requested - added };
        }),
      );
    },

    async update(actor: TActor, input: z.output<typeof ZSowPropertyUpdateSchema>): Promise<TSowProperty> {
      return seasonChecked(() =>
        withActor(db, actor, async (tx) => {
          const sow = await writableSow(tx, actor, input.sowId);
          const before = await sowPropertiesRepo.get(tx, sow.id, input.propertyId);
          if (!before) throw notFound('Property of this scope');
          await sowPropertiesRepo.update(tx, sow.id, input.propertyId, input.variables);
          const after = (await sowPropertiesRepo.get(tx, sow.id, input.propertyId)) as NonNullable<typeof before>;
          const pick = ({ propertyName, sizeValue, sizeUnit, siteNotes, seasonStart, seasonEnd }: typeof before) => ({
            propertyName,
            sizeValue,
            sizeUnit,
            siteNotes,
            seasonStart,
            seasonEnd,
          });
          await auditClientSow(tx, actor, sow, 'property_update', pick(before), pick(after));
          return presentSowProperty(after);
        }),
      );
    },

    async remove(actor: TActor, input: z.output<typeof ZSowPropertyRemoveSchema>): Promise<void> {
      await withActor(db, actor, async (tx) => {
        const sow = await writableSow(tx, actor, input.sowId);
        const removed = await sowPropertiesRepo.remove(tx, sow.id, input.propertyIds);
        if (removed > 0) await auditClientSow(tx, actor, sow, 'properties_remove', { propertiesRemoved: removed }, null);
      });
    },
  };
}

export type TSowPropertiesService = ReturnType<typeof createSowPropertiesService>;
