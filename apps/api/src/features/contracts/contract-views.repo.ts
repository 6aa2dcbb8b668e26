import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TContractOptionQuery, TContractStatus, TContractPropertyQuery, TContractPropertyRow } from '@procura/shared';
import { contracts, propertyContracts, propertyContractServices } from '../../db/schema/contracts.js';
import { pageSize } from '../../db/page-size.js';
import { jsonArray, jsonObject, subquery, valueOf } from '../../db/subqueries.js';
import type { TActor } from '../../platform/actor.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { contractSearch, contractWhere } from './contract-views.filters.js';
import { contractRows } from './contracts.repo.js';

const c = contracts;
const pc = propertyContracts;
const l = propertyContractServices;

/**
 * A property contract of a filtered contract: the list's filters on the contract; the search
 * matches the contract or the property's name, and a property or service filter keeps only the
 * property contracts that hold them.
 */
function pairWhere(actor: TActor, q: TContractPropertyQuery, today: string): SQL | undefined {
  const where: (SQL | undefined)[] = [contractWhere(actor, q, today, { search: false })];
  if (q.search) where.push(sql`(${contractSearch(q.search)} or lower(${pc.propertyName}) like ${likePattern(q.search.toLowerCase())})`);
  if (q.propertyId?.length) where.push(inArray(pc.propertyId, q.propertyId));
  if (q.serviceId?.length) {
    const ids = q.serviceId;
    where.push(
      sql`exists (${subquery
        .select({ one: sql`1` })
        .from(l)
        .where(and(eq(l.propertyContractId, pc.id), inArray(l.serviceId, ids)))})`,
    );
  }
  return and(...where);
}

const lineCosts = valueOf(
  subquery
    .select({ n: sql<number>`coalesce(sum(${l.annualCost}), 0)` })
    .from(l)
    .where(eq(l.propertyContractId, pc.id)),
);

const SORT_KEYS: Record<TContractPropertyQuery['sort'], SQL> = {
  property: sql`lower(min(${pc.propertyName}))`,
  client: sql`lower(min(${c.clientName}))`,
  contracts: sql`count(*)`,
  annualCost: sql`sum(${lineCosts})`,
  endOn: sql`min(least(${c.endOn}, ${pc.endOn}))`,
};

/** The contracts views' statements (docs/contracts.md "Views and export"), in the actor's scope. */
export const contractViewsRepo = {
  /**
   * One page of properties with their total, contracts and service lines in one statement: the
   * page is grouped and ordered first, then each row's contracts and lines are read for it alone.
   */
  async propertyWise(tx: TScopedTx, actor: TActor, q: TContractPropertyQuery, today: string): Promise<{ rows: TContractPropertyRow[]; total: number }> {
    const direction = q.sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sql`${SORT_KEYS[q.sort]} ${direction} nulls last, ${pc.propertyId} ${direction}`;
    const where = pairWhere(actor, q, today);
    const page = tx
      .select({
        propertyId: pc.propertyId,
        propertyName: sql<string>`min(${pc.propertyName})`.as('property_name'),
        propertyCode: sql<string | null>`min(${pc.propertyCode})`.as('property_code'),
        addressLine1: sql<string | null>`min(${pc.addressLine1})`.as('address_line1'),
        cityName: sql<string | null>`min(${pc.cityName})`.as('city_name'),
        stateCode: sql<string | null>`min(${pc.stateCode})`.as('state_code'),
        zip: sql<string | null>`min(${pc.zip})`.as('zip'),
        clientId: sql<string>`min(${c.clientId}::text)`.as('client_id'),
        clientName: sql<string>`min(${c.clientName})`.as('client_name'),
        contractCount: sql<number>`count(*)::int`.mapWith(Number).as('contract_count'),
        annualCost: sql<number>`coalesce(sum(${lineCosts}), 0)::float8`.mapWith(Number).as('annual_cost'),
        nextEndOn: sql<string | null>`min(least(${c.endOn}, ${pc.endOn}))::text`.as('next_end_on'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        position: sql<number>`row_number() over (order by ${order})`.as('position'),
      })
      .from(pc)
      .innerJoin(c, eq(c.id, pc.contractId))
      .where(where)
      .groupBy(pc.propertyId)
      .orderBy(order)
      .limit(pageSize(q.limit))
      .offset((q.page - 1) * q.limit)
      .as('page');
    const ofThisProperty = and(eq(pc.propertyId, page.propertyId), where);
    const contractsOf = valueOf(
      subquery
        .select({
          list: jsonArray(
            jsonObject({ id: c.id, number: c.number, title: c.title, status: sql<TContractStatus>`${c.status}`, vendorName: c.vendorName, endOn: c.endOn }),
            c.number,
          ),
        })
        .from(pc)
        .innerJoin(c, eq(c.id, pc.contractId))
        .where(ofThisProperty),
    );
    const linesOf = valueOf(
      subquery
        .select({
          list: jsonArray(
            jsonObject({
              lineId: l.id,
              contractId: l.contractId,
              serviceId: l.serviceId,
              serviceName: l.serviceName,
              vendorName: c.vendorName,
              annualCost: l.annualCost,
              endOn: sql<string | null>`coalesce(${l.endOn}, ${pc.endOn}, ${c.endOn})`,
            }),
            l.serviceName,
            c.number,
          ),
        })
        .from(l)
        .innerJoin(pc, eq(pc.id, l.propertyContractId))
        .innerJoin(c, eq(c.id, l.contractId))
        .where(ofThisProperty),
    );
    const found = await tx
      .select({
        propertyId: page.propertyId,
        propertyName: page.propertyName,
        propertyCode: page.propertyCode,
        addressLine1: page.addressLine1,
        cityName: page.cityName,
        stateCode: page.stateCode,
        zip: page.zip,
        clientId: page.clientId,
        clientName: page.clientName,
        contractCount: page.contractCount,
        annualCost: page.annualCost,
        nextEndOn: page.nextEndOn,
        total: page.total,
        contracts: contractsOf,
        services: linesOf,
      })
      .from(page)
      .orderBy(page.position);
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && q.page > 1) {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(distinct ${pc.propertyId})::int`.mapWith(Number) })
        .from(pc)
        .innerJoin(c, eq(c.id, pc.contractId))
        .where(where);
      total = n;
    }
    return {
      rows: found.map(({ total: _t, ...row }) => ({
        ...row,
        // numeric comes back as text inside JSON.
        services: row.services.map((s) => ({ ...s, annualCost: s.annualCost === null ? null : Number(s.annualCost) })),
      })),
      total,
    };
  },

  /** The vendors of the contracts the actor sees: one option per vendor (or branch, franchise). */
  async vendorOptions(tx: TScopedTx, actor: TActor, q: TContractOptionQuery): Promise<TOptionPage> {
    const rows = await tx
      .select(optionFields(c.vendorId, c.vendorName, sql<string | null>`null`))
      .from(c)
      .where(and(contractRows.read(actor), optionSearch(c.vendorName, q)))
      .groupBy(c.vendorId)
      .orderBy(sql`lower(min(${c.vendorName}))`, c.vendorId)
      .limit(pageSize(q.limit))
      .offset((q.page - 1) * q.limit);
    return optionPage(rows);
  },

  /** The properties of the contracts the actor sees, with their code and city to tell them apart. */
  async propertyOptions(tx: TScopedTx, actor: TActor, q: TContractOptionQuery): Promise<TOptionPage> {
    const rows = await tx
      .select(optionFields(pc.propertyId, pc.propertyName, sql<string | null>`nullif(concat_ws(' · ', min(${pc.propertyCode}), min(${pc.cityName})), '')`))
      .from(pc)
      .innerJoin(c, eq(c.id, pc.contractId))
      .where(and(contractRows.read(actor), optionSearch(pc.propertyName, q)))
      .groupBy(pc.propertyId)
      .orderBy(sql`lower(min(${pc.propertyName}))`, pc.propertyId)
      .limit(pageSize(q.limit))
      .offset((q.page - 1) * q.limit);
    return optionPage(rows);
  },

  /** The services of the lines of the contracts the actor sees. */
  async serviceOptions(tx: TScopedTx, actor: TActor, q: TContractOptionQuery): Promise<TOptionPage> {
    const rows = await tx
      .select(optionFields(l.serviceId, l.serviceName, sql<string | null>`null`))
      .from(l)
      .innerJoin(c, eq(c.id, l.contractId))
      .where(and(contractRows.read(actor), optionSearch(l.serviceName, q)))
      .groupBy(l.serviceId)
      .orderBy(sql`lower(min(${l.serviceName}))`, l.serviceId)
      .limit(pageSize(q.limit))
      .offset((q.page - 1) * q.limit);
    return optionPage(rows);
  },
};

type TOptionPage = { rows: { id: string; name: string; detail: string | null }[]; total: number };

/** An option grouped by its id: the name as most recently written is as good as any (min keeps it stable), the groups counted alongside. */
const optionFields = (id: AnyPgColumn, name: AnyPgColumn, detail: SQL<string | null>) => ({
  id: sql<string>`${id}::text`.as('id'),
  name: sql<string>`min(${name})`.as('name'),
  detail: detail.as('detail'),
  total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
});

const optionSearch = (name: AnyPgColumn, q: TContractOptionQuery) => (q.search ? sql`lower(${name}) like ${likePattern(q.search.toLowerCase())}` : undefined);

/** A page past the last answers no rows and a total of 0: the pickers never ask for one. */
const optionPage = (rows: { id: string; name: string; detail: string | null; total: number }[]): TOptionPage => ({
  rows: rows.map(({ total: _t, ...row }) => row),
  total: rows[0]?.total ?? 0,
});
