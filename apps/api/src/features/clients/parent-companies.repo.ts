import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { TParentCompanyListQuery } from '@procura/shared';
import { clientParentCompanies, clients } from '../../db/schema/clients.js';
import { subquery, valueOf } from '../../db/subqueries.js';
import { lockUntilCommit } from '../../platform/advisory-locks.js';
import { likePattern, type TScopedTx } from '../../platform/database.js';
import { clientScope } from './clients.repo.js';
import { pageSize } from '../../db/page-size.js';

/** Clients under the company that the actor can see (row-level security and the client scope). */
const clientCount = valueOf(
  subquery
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(and(eq(clients.parentCompanyId, clientParentCompanies.id), clientScope())),
);

const COLUMNS = { id: clientParentCompanies.id, name: clientParentCompanies.name, clientCount, createdAt: clientParentCompanies.createdAt };

/**
 * Parent companies: the provider reads and writes them all; anyone else reads only those of the
 * clients in their scope (row-level security, migration 0019; docs/security.md).
 */
export const parentCompaniesRepo = {
  async list(tx: TScopedTx, query: TParentCompanyListQuery) {
    const where = query.search ? ilike(clientParentCompanies.name, likePattern(query.search)) : undefined;
    const rows = await tx
      .select({ ...COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(clientParentCompanies)
      .where(where)
      .orderBy(sql`lower(${clientParentCompanies.name})`, clientParentCompanies.id)
      .limit(pageSize(query.limit))
      .offset((query.page - 1) * query.limit);
    const total = rows.length > 0 ? rows[0].total : query.page === 1 ? 0 : await this.count(tx, where);
    return { rows, total };
  },

  async count(tx: TScopedTx, where: SQL | undefined): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(clientParentCompanies).where(where);
    return row.n;
  },

  async get(tx: TScopedTx, id: string) {
    const [row] = await tx.select(COLUMNS).from(clientParentCompanies).where(eq(clientParentCompanies.id, id));
    return row as typeof row | undefined;
  },

  /** Names are unique regardless of case; the same lock as clients' keeps two creators apart. */
  async isNameTaken(tx: TScopedTx, name: string, exceptId?: string): Promise<boolean> {
    await lockUntilCommit(tx, `client_parent_companies.name:${name.toLowerCase()}`);
    const [row] = await tx
      .select({ id: clientParentCompanies.id })
      .from(clientParentCompanies)
      .where(and(sql`lower(${clientParentCompanies.name}) = ${name.toLowerCase()}`, exceptId ? sql`${clientParentCompanies.id} <> ${exceptId}` : undefined))
      .limit(1);
    return row !== undefined;
  },

  async insert(tx: TScopedTx, name: string): Promise<string> {
    const [row] = await tx.insert(clientParentCompanies).values({ name }).returning({ id: clientParentCompanies.id });
    return row.id;
  },

  async rename(tx: TScopedTx, id: string, name: string): Promise<void> {
    await tx
      .update(clientParentCompanies)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(clientParentCompanies.id, id));
  },

  /** Clients that name the company, whether or not the actor can see them (the provider can). */
  async referencingClients(tx: TScopedTx, id: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(clients).where(eq(clients.parentCompanyId, id));
    return row.n;
  },

  async remove(tx: TScopedTx, id: string): Promise<void> {
    await tx.delete(clientParentCompanies).where(eq(clientParentCompanies.id, id));
  },
};
