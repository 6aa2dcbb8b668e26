import { and, eq, gt, sql } from 'drizzle-orm';
import { todayIso, type TContractFilters } from '@procura/shared';
import { contracts, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import type { TActor } from '../../platform/actor.js';
import type { TScopedTx } from '../../platform/database.js';
import { contractWhere } from './contract-views.filters.js';

const c = contracts;
const pc = propertyContracts;
const l = propertyContractServices;

/** A contract without lines still has its row: its line key is the zero uuid, before any line's. */
const NO_LINE = '00000000-0000-0000-0000-000000000000';
const lineKey = sql<string>`coalesce(${l.id}, ${NO_LINE}::uuid)`;

const EXPORT_ROW = {
  contractId: c.id,
  lineKey: sql<string>`${lineKey}::text`,
  number: c.number,
  title: c.title,
  clientName: c.clientName,
  vendorName: c.vendorName,
  status: c.status,
  origin: c.origin,
  startOn: c.startOn,
  endOn: c.endOn,
  autoRenews: c.autoRenews,
  renewalTermMonths: c.renewalTermMonths,
  noticeDays: c.noticeDays,
  totalValue: c.totalValue,
  paymentTerms: c.paymentTerms,
  propertyName: pc.propertyName,
  propertyCode: pc.propertyCode,
  serviceName: l.serviceName,
  price: l.price,
  unit: l.unit,
  quantityPerYear: l.quantityPerYear,
  annualCost: l.annualCost,
  lineStartOn: sql<string | null>`coalesce(${l.startOn}, ${pc.startOn}, ${c.startOn})::text`,
  lineEndOn: sql<string | null>`coalesce(${l.endOn}, ${pc.endOn}, ${c.endOn})::text`,
};

/** Where the previous batch ended: contracts in id order, each one's lines in id order. */
export interface TContractExportCursor {
  contractId: string;
  lineKey: string;
}

/**
 * The contracts export's statements: one row per service line (a contract without lines, one
 * row), the list's filters in the actor's scope (contract-views.filters.ts), keyset batches.
 * "Ends within N days" counts from the day the job runs.
 */
export const contractExportRepo = {
  async batch(tx: TScopedTx, actor: TActor, filters: TContractFilters, after: TContractExportCursor | null, limit: number) {
    return tx
      .select(EXPORT_ROW)
      .from(c)
      .leftJoin(l, eq(l.contractId, c.id))
      .leftJoin(pc, eq(pc.id, l.propertyContractId))
      .where(
        and(
          contractWhere(actor, filters, todayIso(new Date())),
          after ? gt(sql`(${c.id}, ${lineKey})`, sql`(${after.contractId}::uuid, ${after.lineKey}::uuid)`) : undefined,
        ),
      )
      .orderBy(c.id, lineKey)
      .limit(limit);
  },

  async count(tx: TScopedTx, actor: TActor, filters: TContractFilters): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(c)
      .leftJoin(l, eq(l.contractId, c.id))
      .where(contractWhere(actor, filters, todayIso(new Date())));
    return row?.n ?? 0;
  },
};

export type TContractExportRow = Awaited<ReturnType<typeof contractExportRepo.batch>>[number];
