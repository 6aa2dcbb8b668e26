import { z } from 'zod';
import {
  RFP_LINES_MAX,
  type TRfpLine,
  type TRfpLinePage,
  type TRfpLinesAdded,
  type TRfpLinesQuery,
  type ZRfpLinesAddSchema,
  type ZRfpLineUpdateSchema,
} from '@procura/shared';
import type { TActor } from '../../platform/actor.js';
import type { TRequestDb, TScopedTx } from '../../platform/database.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { withActor } from '../../platform/scope.js';
import { auditRfp } from './rfp-history.js';
import { rfpLinesRepo, type TRfpLineRow } from './rfp-lines.repo.js';
import type { TRfpDetailRow } from './rfp.presenter.js';
import { assertDraft, visibleRfp, writableRfp } from './rfp.service.js';

type TAdd = z.output<typeof ZRfpLinesAddSchema>;
type TUpdate = z.output<typeof ZRfpLineUpdateSchema>;

/** A line as the reader may see it: an invited vendor never sees the buyer's budget or incumbent price. */
const presentLine = (actor: TActor, row: TRfpLineRow): TRfpLine =>
  actor.kind === 'vendor' ? { ...row, clientSowName: null, budgetAnnual: null, incumbentAnnual: null } : row;

const listed = (ids: readonly string[]) => ids.slice(0, 5).join(', ') + (ids.length > 5 ? ` and ${ids.length - 5} more` : '');

/**
 * Adds every property × every service to the RFP (a draft, or a published one by addendum); each
 * new line starts with the client's active scope for its service. Returns the lines added.
 */
export async function addLines(tx: TScopedTx, rfp: TRfpDetailRow, input: TAdd) {
  const propertyIds = [...new Set(input.propertyIds)];
  const serviceIds = [...new Set(input.serviceIds)];
  const found = await rfpLinesRepo.propertiesOfClient(tx, rfp.clientId, propertyIds);
  const missing = propertyIds.filter((id) => !found.some((p) => p.propertyId === id));
  if (missing.length) throw fieldError('propertyIds', `Choose properties of ${rfp.clientName}; these are not: ${listed(missing)}.`);
  const named = await rfpLinesRepo.servicesNamed(tx, serviceIds);
  if (named.length !== serviceIds.length) throw fieldError('serviceIds', 'One of the services does not exist.');
  const { lines, lastPosition } = await rfpLinesRepo.count(tx, rfp.id);
  const asked = propertyIds.length * serviceIds.length;
  if (lines + asked > RFP_LINES_MAX) throw fieldError('propertyIds', `An RFP holds at most ${RFP_LINES_MAX.toLocaleString('en-US')} lines; it has ${lines}.`);
  const scopes = await rfpLinesRepo.activeScopes(tx, rfp.clientId, serviceIds);
  let position = lastPosition;
  const values = found.flatMap((property) =>
    named.map((service) => ({
      ...property,
      tenantId: rfp.tenantId,
      rfpId: rfp.id,
      serviceId: service.id,
      serviceName: service.name,
      clientSowId: scopes.get(service.id) ?? null,
      position: ++position,
    })),
  );
  const added = await rfpLinesRepo.add(tx, values);
  return { added, kept: asked - added.length, total: lines + added.length };
}

/** An RFP's lines (property × service): added, priced against a budget, given their scope, removed, while a draft. */
export function createRfpLinesService({ db }: { db: TRequestDb }) {
  return {
    async list(actor: TActor, rfpId: string, query: TRfpLinesQuery): Promise<TRfpLinePage> {
      return withActor(db, actor, async (tx) => {
        await visibleRfp(tx, actor, rfpId);
        const { rows, total } = await rfpLinesRepo.list(tx, rfpId, query);
        return { data: rows.map((row) => presentLine(actor, row)), total, page: query.page, limit: query.limit };
      });
    },

    /** Every property × every service; each new line starts with the client's active scope for its service. */
    async add(actor: TActor, rfpId: string, input: TAdd): Promise<TRfpLinesAdded> {
      return withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        assertDraft(rfp);
        const { added, kept, total } = await addLines(tx, rfp, input);
        if (added.length > 0)
          await auditRfp(tx, actor, rfp, 'lines_add', null, { lines: added.length, properties: input.propertyIds.length, services: input.serviceIds.length });
        return { added: added.length, kept, total };
      });
    },

    async update(actor: TActor, rfpId: string, lineId: string, input: TUpdate): Promise<TRfpLine> {
      return withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        assertDraft(rfp);
        const line = z.uuid().safeParse(lineId).success ? await rfpLinesRepo.get(tx, rfpId, lineId) : undefined;
        if (!line) throw notFound('RFP line');
        if (input.clientSowId) {
          const scope = await rfpLinesRepo.scopeFor(tx, rfp.clientId, line.serviceId, input.clientSowId);
          if (!scope) throw fieldError('clientSowId', `Choose a scope of work of ${rfp.clientName} for this line's service.`);
          if (scope.status === 'ARCHIVED') throw fieldError('clientSowId', 'That scope of work is archived: choose an active one.');
        }
        await rfpLinesRepo.update(tx, lineId, input);
        await auditRfp(
          tx,
          actor,
          rfp,
          'line_update',
          { lineId, ...Object.fromEntries(Object.keys(input).map((key) => [key, line[key as keyof typeof line]])) },
          { lineId, ...input },
        );
        const after = await rfpLinesRepo.get(tx, rfpId, lineId);
        if (!after) throw notFound('RFP line');
        return presentLine(actor, after);
      });
    },

    async remove(actor: TActor, rfpId: string, lineIds: readonly string[]): Promise<{ removed: number }> {
      return withActor(db, actor, async (tx) => {
        const rfp = await writableRfp(tx, actor, rfpId);
        assertDraft(rfp);
        const removed = (await rfpLinesRepo.remove(tx, rfpId, lineIds)).length;
        if (removed > 0) await auditRfp(tx, actor, rfp, 'lines_remove', { lines: removed }, null);
        return { removed };
      });
    },
  };
}

export type TRfpLinesService = ReturnType<typeof createRfpLinesService>;
