import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TContractFilters, TContractQuery } from '@procura/shared';
import { contractDocuments, contracts, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { nextClientNumber } from '../../db/numbering.js';
import { pageSize } from '../../db/page-size.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { rowScope } from '../../platform/row-scope.js';

const c = contracts;
const pc = propertyContracts;
const pcs = propertyContractServices;
const uuidArray = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`;

/** The client's contracts; the contracted vendor (or its branch or franchise) reads them as a party. */
export const contractRows = rowScope({ owner: c.tenantId, ownedBy: ['client'], parties: c.partyTenantIds, sharedWith: ['vendor'] });

const annualCost = valueOf(
  subquery
    .select({ n: sql<number>`coalesce(sum(${pcs.annualCost}), 0)::float8`.mapWith(Number) })
    .from(pcs)
    .where(eq(pcs.contractId, c.id)),
);
const countOf = (table: typeof pc | typeof pcs) =>
  valueOf(
    subquery
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(table)
      .where(eq(table.contractId, c.id)),
  );

/**
 * A client person who reads assigned properties only lists the contracts that cover one of them
 * (row security already hides the others' property contracts); everyone else skips the check.
 */
const listedToReader = sql`(not (select app.assigned_properties_only()) or exists (select 1 from ${pc} where ${pc.contractId} = ${c.id}))`;

/** The list's filters (the property-wise view and the export take them too: contract-views.filters.ts). */
export function contractFilters(q: TContractFilters, today: string): SQL[] {
  const where: SQL[] = [listedToReader];
  // search_text is lower(number || ' ' || title || ' ' || vendor_name) under a trigram index.
  if (q.search) where.push(sql`${c.searchText} like ${likePattern(q.search.toLowerCase())}`);
  if (q.status?.length) where.push(inArray(c.status, q.status));
  if (q.origin?.length) where.push(inArray(c.origin, q.origin));
  if (q.clientId?.length) where.push(sql`${c.clientId} = any(${uuidArray(q.clientId)})`);
  if (q.vendorId?.length) where.push(sql`${c.vendorId} = any(${uuidArray(q.vendorId)})`);
  if (q.propertyId?.length)
    where.push(sql`exists (select 1 from ${pc} where ${pc.contractId} = ${c.id} and ${pc.propertyId} = any(${uuidArray(q.propertyId)}))`);
  if (q.serviceId?.length)
    where.push(sql`exists (select 1 from ${pcs} where ${pcs.contractId} = ${c.id} and ${pcs.serviceId} = any(${uuidArray(q.serviceId)}))`);
  if (q.endsWithinDays !== undefined) {
    where.push(sql`${c.endOn} between ${today}::date and ${today}::date + ${q.endsWithinDays}::int`);
    where.push(inArray(c.status, ['DRAFT', 'PENDING_FOR_APPROVAL', 'ACTIVE']));
  }
  return where;
}

const SORT_KEYS: Record<TContractQuery['sort'], SQL> = {
  number: sql`${c.number}`,
  title: sql`lower(${c.title})`,
  client: sql`lower(${c.clientName})`,
  vendor: sql`lower(${c.vendorName})`,
  status: sql`${c.status}`,
  startOn: sql`${c.startOn}`,
  endOn: sql`${c.endOn}`,
  totalValue: sql`${c.totalValue}`,
  annualCost: sql`${annualCost}`,
  updatedAt: sql`${c.updatedAt}`,
};

const LIST_FIELDS = {
  id: c.id,
  tenantId: c.tenantId,
  number: c.number,
  title: c.title,
  status: c.status,
  origin: c.origin,
  clientId: c.clientId,
  clientName: c.clientName,
  vendorId: c.vendorId,
  vendorName: c.vendorName,
  startOn: c.startOn,
  endOn: c.endOn,
  autoRenews: c.autoRenews,
  noticeDays: c.noticeDays,
  totalValue: c.totalValue,
  annualCost,
  propertyCount: countOf(pc),
  lineCount: countOf(pcs),
  version: c.version,
  updatedAt: c.updatedAt,
};

const DETAIL_FIELDS = {
  ...LIST_FIELDS,
  partyTenantIds: c.partyTenantIds,
  renewalTermMonths: c.renewalTermMonths,
  terminationTerms: c.terminationTerms,
  governingLaw: c.governingLaw,
  paymentTerms: c.paymentTerms,
  sourceRfpId: c.sourceRfpId,
  extractionId: c.extractionId,
  signedDocumentRequired: c.signedDocumentRequired,
  signedDocumentCount: valueOf(
    subquery
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(contractDocuments)
      .where(and(eq(contractDocuments.contractId, c.id), eq(contractDocuments.kind, 'SIGNED'))),
  ),
  renewalCount: c.renewalCount,
  activatedAt: c.activatedAt,
  terminatedAt: c.terminatedAt,
  terminationReason: c.terminationReason,
  createdAt: c.createdAt,
};

export type TContractRow = Awaited<ReturnType<typeof contractsRepo.list>>['rows'][number];
export type TContractDetailRow = NonNullable<Awaited<ReturnType<typeof contractsRepo.get>>>;

export const contractsRepo = {
  /** One page with its exact total in one statement; the sums and counts are read for the page's rows alone. */
  async list(tx: TScopedTx, actor: TActor, query: TContractQuery, today: string) {
    const direction = query.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql`${SORT_KEYS[query.sort]} ${direction} nulls last, ${c.id} ${direction}`;
    const where = and(contractRows.read(actor), ...contractFilters(query, today));
    const page = tx
      .select({
        id: c.id,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
      })
      .from(c)
      .where(where)
      .orderBy(order)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit)
      .as('page');
    const found = await tx
      .select({ ...LIST_FIELDS, total: page.total })
      .from(page)
      .innerJoin(c, eq(c.id, page.id))
      .orderBy(page.position);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && query.page > 1) [{ n: total }] = await tx.select({ n: count() }).from(c).where(where);
    return { rows: found.map(({ total: _t, ...row }) => row), total };
  },

  /** The contract in the actor's `scope`: undefined when not seen, or with 'write', not theirs to change. */
  async get(tx: TScopedTx, actor: TActor, id: string, scope: 'read' | 'write' = 'read', lock = false) {
    const query = tx
      .select(DETAIL_FIELDS)
      .from(c)
      .where(and(eq(c.id, id), contractRows[scope](actor)));
    const [row] = await (lock ? query.for('update', { of: c }) : query);
    return row;
  },

  /** Whether the contract is in the reader's list (row scope and the assigned-properties rule): who is told of it (docs/notifications.md). */
  async listed(tx: TScopedTx, actor: TActor, id: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, id), contractRows.read(actor), listedToReader));
    return row !== undefined;
  },

  /** The contract's properties and their lines, in the order the detail shows them. */
  async properties(tx: TScopedTx, contractId: string) {
    return tx
      .select({
        id: pc.id,
        contractId: pc.contractId,
        propertyId: pc.propertyId,
        propertyName: pc.propertyName,
        propertyCode: pc.propertyCode,
        addressLine1: pc.addressLine1,
        cityName: pc.cityName,
        stateCode: pc.stateCode,
        zip: pc.zip,
        startOn: pc.startOn,
        endOn: pc.endOn,
      })
      .from(pc)
      .where(eq(pc.contractId, contractId))
      .orderBy(sql`lower(${pc.propertyName})`, pc.id);
  },

  async lines(tx: TScopedTx, contractId: string) {
    return tx
      .select({
        id: pcs.id,
        contractId: pcs.contractId,
        propertyContractId: pcs.propertyContractId,
        propertyId: pcs.propertyId,
        serviceId: pcs.serviceId,
        serviceName: pcs.serviceName,
        price: pcs.price,
        unit: pcs.unit,
        quantityPerYear: pcs.quantityPerYear,
        frequency: pcs.frequency,
        annualCost: pcs.annualCost,
        startOn: pcs.startOn,
        endOn: pcs.endOn,
        rfpAwardId: pcs.rfpAwardId,
        notes: pcs.notes,
        updatedAt: pcs.updatedAt,
      })
      .from(pcs)
      .where(eq(pcs.contractId, contractId))
      .orderBy(sql`lower(${pcs.serviceName})`, pcs.id);
  },

  /**
   * The client's next number, CON-0001 upwards. The transaction holds the client's numbering
   * lock until it commits, so contracts made at once for one client take the numbers one by one.
   */
  nextNumber: (tx: TScopedTx, clientId: string) => nextClientNumber(tx, { prefix: 'CON', table: c, number: c.number, clientId: c.clientId }, clientId),

  async insert(tx: TScopedTx, values: typeof c.$inferInsert): Promise<string> {
    const [row] = await tx.insert(c).values(values).returning({ id: c.id });
    return row.id;
  },

  async insertProperty(tx: TScopedTx, values: typeof pc.$inferInsert): Promise<string> {
    const [row] = await tx.insert(pc).values(values).returning({ id: pc.id });
    return row.id;
  },

  async insertLines(tx: TScopedTx, values: (typeof pcs.$inferInsert)[]): Promise<void> {
    if (values.length > 0) await tx.insert(pcs).values(values);
  },

  async update(tx: TScopedTx, id: string, values: Partial<typeof c.$inferInsert>): Promise<void> {
    await tx
      .update(c)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(c.id, id));
  },
};
